import { theme, type ThemeConfig } from 'antd';
import { overriddenTokens, type OverriddenToken } from './antd-style-mode';
import { contrastRatio, READABLE_RATIO, readableShade } from './readable-color';

/**
 * The picked colour as the console draws it: `fill` behind white text (primary buttons, the
 * selected menu item, the hey and lte headers), `text` as text on the page (links, the open
 * tab's label). In the light looks both are the same shade.
 */
export type PrimaryShades = { fill: string; text: string };

export type ReadableColors = {
  shades: PrimaryShades;
  token: NonNullable<ThemeConfig['token']>;
  components?: ThemeConfig['components'];
};

// antd's error red, the one status colour it writes as text on white (a danger button, a field's
// message); its dark algorithm derives its own from the same seed. Status tags: crud/readable-tag.
const ERROR_SEED = '#ff4d4f';

// A shade meant for 4.5:1 on white also sits on antd's light tints (a tag's or an alert's
// background), a little darker than white: the margin keeps it above 4.5:1 there.
const ON_TINTS = 5;

const DARK_PAGE = '#141414';

/** antd's dark algorithm turns a seed into a duller shade: the seed is moved until what it derives reads. */
function darkSeed(seed: string, token: 'colorPrimary' | 'colorLink' | 'colorError', against: string): string {
  const derived = (value: string) =>
    theme.getDesignToken({
      algorithm: theme.darkAlgorithm,
      token: { colorPrimary: value, colorInfo: value, colorError: value },
    })[token];
  let value = seed;
  for (let ratio = READABLE_RATIO; contrastRatio(derived(value), against) < READABLE_RATIO && ratio < 12; ratio += 0.25)
    value = readableShade(seed, against, ratio);
  return value;
}

/** The overridden derived tokens in the one order antd's rules from the build are keyed by. */
function inOrder(values: Record<OverriddenToken, string>) {
  return Object.fromEntries(overriddenTokens.map((name) => [name, values[name]])) as Record<OverriddenToken, string>;
}

function colorsOf(color: string, dark: boolean): ReadableColors {
  if (!dark) {
    const shade = readableShade(color, '#ffffff', ON_TINTS);
    // antd lightens a hovered button or link, below 4.5:1 again: these darken instead.
    const hover = readableShade(color, '#ffffff', ON_TINTS + 1);
    return {
      shades: { fill: shade, text: shade },
      token: {
        colorPrimary: shade,
        colorInfo: shade,
        colorError: readableShade(ERROR_SEED, '#ffffff', ON_TINTS),
        ...inOrder({
          colorPrimaryHover: hover,
          colorInfoHover: hover,
          colorLinkHover: hover,
          colorErrorHover: readableShade(ERROR_SEED, '#ffffff', ON_TINTS + 1),
          // antd's 45 % black (#8c8c8c, 3.4:1) for descriptions and statistics' titles.
          colorTextTertiary: 'rgba(0, 0, 0, 0.57)',
          colorTextDescription: 'rgba(0, 0, 0, 0.57)',
        }),
      },
    };
  }
  // No blue reads both as text on the dark page and behind white text: antd's primary and links
  // take the shade that reads on the page, and its filled buttons write their text dark on it.
  // The shades are our own CSS's, used as they are; antd's tokens are seeds its algorithm dulls.
  const seeds = {
    colorPrimary: darkSeed(color, 'colorPrimary', DARK_PAGE),
    colorInfo: darkSeed(color, 'colorLink', DARK_PAGE),
    colorError: darkSeed(ERROR_SEED, 'colorError', DARK_PAGE),
  };
  // Hovers as antd's dark algorithm derives them (lighter, so they read too), set only to keep
  // the same list of overrides as the light looks.
  const derived = theme.getDesignToken({ algorithm: theme.darkAlgorithm, token: seeds });
  return {
    shades: { fill: readableShade(color, '#ffffff', ON_TINTS), text: readableShade(color, DARK_PAGE, ON_TINTS) },
    token: {
      ...seeds,
      ...inOrder({
        colorPrimaryHover: derived.colorPrimaryHover,
        colorInfoHover: derived.colorInfoHover,
        colorLinkHover: derived.colorLinkHover,
        colorErrorHover: derived.colorErrorHover,
        colorTextTertiary: 'rgba(255, 255, 255, 0.55)',
        colorTextDescription: 'rgba(255, 255, 255, 0.55)',
      }),
    },
    components: { Button: { primaryColor: DARK_PAGE, dangerColor: DARK_PAGE } },
  };
}

let last: { key: string; colors: ReadableColors } | null = null;

/** The shades and antd tokens for a picked colour in a light or dark look (the last answer is kept). */
export function readableColors(color: string, dark: boolean): ReadableColors {
  const key = `${color}|${dark}`;
  if (last?.key !== key) last = { key, colors: colorsOf(color, dark) };
  return last.colors;
}
