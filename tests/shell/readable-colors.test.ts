import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableShade } from '../../src/shell/theme/readable-color';
import { colorPresets } from '../../src/shell/theme/color-presets';
import { readableColors } from '../../src/shell/theme/readable-tokens';

// The picker's presets, the spec's default among them, and a light and a pale pick.
const picks = [...colorPresets, '#ffff00', '#e0f0ff'];

describe('readable colours (WCAG 2.1 AA, 4.5:1)', () => {
  it('keeps a colour that reads and darkens or lightens one that does not, in its own hue', () => {
    expect(readableShade('#20222a', '#ffffff')).toBe('#20222a');
    expect(contrastRatio('#409EFF', '#ffffff')).toBeLessThan(3);
    const shade = readableShade('#409EFF', '#ffffff');
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shade, '#ffffff')).toBeLessThan(4.7);
    expect(shade).toMatch(/^#00[67]/);
    expect(contrastRatio(readableShade('#0000aa', '#141414'), '#141414')).toBeGreaterThanOrEqual(4.5);
  });

  it('gives antd, for every pick, a primary, link and error colour (hovered too) that text reads on and in', () => {
    for (const color of picks) {
      const light = readableColors(color, false);
      const derived = theme.getDesignToken({ algorithm: theme.defaultAlgorithm, token: light.token });
      for (const [name, value] of Object.entries({
        primary: derived.colorPrimary,
        primaryHover: derived.colorPrimaryHover,
        link: derived.colorLink,
        linkHover: derived.colorLinkHover,
        error: derived.colorError,
        errorHover: derived.colorErrorHover,
      }))
        expect({ color, name, ratio: contrastRatio(value, '#ffffff') >= 4.5 }).toEqual({ color, name, ratio: true });
      expect(contrastRatio(light.shades.fill, '#ffffff')).toBeGreaterThanOrEqual(4.5);

      const dark = readableColors(color, true);
      const night = theme.getDesignToken({ algorithm: theme.darkAlgorithm, token: dark.token });
      for (const [name, value] of Object.entries({
        primary: night.colorPrimary,
        link: night.colorLink,
        error: night.colorError,
      }))
        expect({ color, name, dark: contrastRatio(value, '#141414') >= 4.5 }).toEqual({ color, name, dark: true });
      // Filled buttons write their text dark on the shade that reads on the dark page.
      expect(
        contrastRatio(night.colorPrimary, dark.components?.Button?.primaryColor ?? '#ffffff'),
      ).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(dark.shades.fill, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(dark.shades.text, '#141414')).toBeGreaterThanOrEqual(4.5);
    }
  });
});
