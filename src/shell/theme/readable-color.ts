/**
 * Colours that text can be read on and in, by WCAG 2.1's contrast ratio (AA: 4.5:1 for body
 * text). The picked theme colour stays what the user sees in the picker; where it carries text (a
 * link, a tab's label) or a fill behind white text (a primary button, the selected menu item),
 * the console uses the nearest shade of the same hue and saturation that reaches the ratio.
 */

/** WCAG AA for normal text. */
export const READABLE_RATIO = 4.5;

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb | null {
  const match = /^#?([\da-f]{3}|[\da-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as Rgb;
}

const hexOf = (rgb: Rgb) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two colours (1 to 21); 1 when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number {
  const [first, second] = [rgbOf(a), rgbOf(b)];
  if (!first || !second) return 1;
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

function hslOf([r, g, b]: Rgb): [number, number, number] {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  if (max === min) return [0, 0, lightness];
  const delta = max - min;
  const saturation = lightness > 0.5 ? delta / (2 - max - min) : delta / (max + min);
  const hue =
    max === red
      ? (green - blue) / delta + (green < blue ? 6 : 0)
      : max === green
        ? (blue - red) / delta + 2
        : (red - green) / delta + 4;
  return [hue / 6, saturation, lightness];
}

function rgbOfHsl([hue, saturation, lightness]: [number, number, number]): Rgb {
  if (saturation === 0) return [lightness * 255, lightness * 255, lightness * 255];
  const q = lightness < 0.5 ? lightness * (1 + saturation) : lightness + saturation - lightness * saturation;
  const p = 2 * lightness - q;
  const channel = (t: number) => {
    const at = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (at < 1 / 6) return p + (q - p) * 6 * at;
    if (at < 1 / 2) return q;
    if (at < 2 / 3) return p + (q - p) * (2 / 3 - at) * 6;
    return p;
  };
  return [channel(hue + 1 / 3) * 255, channel(hue) * 255, channel(hue - 1 / 3) * 255];
}

/**
 * `color` itself when it reaches `ratio` against `against`, else the nearest shade of its hue and
 * saturation that does: darker on a light background, lighter on a dark one. A value that is not a
 * hex colour is answered as it is.
 */
export function readableShade(color: string, against: string, ratio = READABLE_RATIO): string {
  const rgb = rgbOf(color);
  const background = rgbOf(against);
  if (!rgb || !background || contrastRatio(color, against) >= ratio) return color;
  const [hue, saturation, lightness] = hslOf(rgb);
  const step = luminance(background) > 0.18 ? -0.005 : 0.005;
  for (let next = lightness + step; next >= 0 && next <= 1; next += step) {
    const shade = hexOf(rgbOfHsl([hue, saturation, next]));
    if (contrastRatio(shade, against) >= ratio) return shade;
  }
  return step < 0 ? '#000000' : '#ffffff';
}
