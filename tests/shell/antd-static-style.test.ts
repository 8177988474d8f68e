import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Button, ConfigProvider, theme, type ThemeConfig } from 'antd';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformHook, Plugin } from 'vite';
import { antdStyleMode } from '../../src/shell/theme/antd-style-mode';
import { readableColors } from '../../src/shell/theme/readable-tokens';
import { extractAntdStyle } from '../../scripts/antd-static-style';
import { ANTD_STYLE_NAME, antdStaticStyle } from '../../scripts/antd-static-style-plugin';

// The first screens' antd styles are written by the build, with the cache map by which
// cssinjs in the browser knows not to generate them again.

describe("the build's antd stylesheet", () => {
  it('holds the rules of the frame, the login and the list page, read from CSS variables', () => {
    const css = extractAntdStyle();
    const map = css.match(/\.data-ant-cssinjs-cache-path\{content:"([^"]+)"/)![1];
    const components = new Set(map.split(';').map((entry) => entry.split('|')[1]));
    for (const name of ['Layout-Layout', 'Menu', 'Tabs', 'Button-Button', 'Avatar-Avatar', 'Badge-Badge']) {
      expect([...components].some((c) => c.startsWith(name))).toBe(true);
    }
    for (const name of ['Form-Form', 'Input-Component', 'Select-Select', 'Table-Table', 'Pagination-Pagination']) {
      expect(components).toContain(name);
    }
    for (const name of ['Tooltip-Tooltip', 'Modal-Modal', 'Dropdown-Dropdown', 'Popover-Popover']) {
      expect(components).toContain(name);
    }
    // The same rules for every theme: colours are variables, and no hash class scopes them.
    expect(css).toContain('.ant-btn-primary');
    expect(css).toMatch(/\.ant-table-thead[^{]*\{[^}]*var\(--ant-table-header-bg\)/);
    expect(css.toLowerCase()).not.toContain('#1677ff');
    expect(css).not.toMatch(/:where\(\.css-/);
  });

  it('keys its rules as every look of the app does, so the browser reuses them', () => {
    /** The token keys cssinjs files a primary button's rules under, as a theme renders it. */
    const keysOf = (config: ThemeConfig) => {
      const cache = createCache();
      renderToString(
        createElement(
          StyleProvider,
          { cache },
          createElement(ConfigProvider, { theme: config }, createElement(Button)),
        ),
      );
      const map = extractStyle(cache, { types: 'style', plain: true }).match(/content:"([^"]+)"/)![1];
      return new Set(map.split(';').map((entry) => entry.split('|')[0]));
    };
    const built = new Set(
      extractAntdStyle()
        .match(/\.data-ant-cssinjs-cache-path\{content:"([^"]+)"/)![1]
        .split(';')
        .map((entry) => entry.split('|')[0]),
    );
    for (const [color, dark] of [
      ['#409EFF', false],
      ['#409EFF', true],
      ['#eb2f96', false],
      ['#F5222D', true],
    ] as const) {
      const look = readableColors(color, dark);
      const keys = keysOf({
        ...antdStyleMode,
        algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: look.token,
        components: look.components,
      });
      for (const key of keys)
        expect({ color, dark, key, built: built.has(key) }).toEqual({ color, dark, key, built: true });
    }
  });

  it('is emitted and linked first in the head, before the app’s own stylesheet', async () => {
    const plugin: Plugin = antdStaticStyle(() => '.ant-btn{}');
    const emitted: { name?: string; source?: unknown }[] = [];
    (plugin.configResolved as (config: { base: string }) => void)({ base: '/console/' });
    (plugin.buildStart as (this: unknown) => void).call({
      emitFile: (file: (typeof emitted)[0]) => emitted.push(file),
    });
    expect(emitted).toEqual([expect.objectContaining({ name: ANTD_STYLE_NAME, source: '.ant-btn{}' })]);
    const { handler } = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
    const bundle = {
      'assets/antd-first-screens-abc.css': {
        type: 'asset',
        names: [ANTD_STYLE_NAME],
        fileName: 'assets/antd-first-screens-abc.css',
      },
    };
    const tags = await handler.call({} as never, '', { path: '/index.html', filename: 'index.html', bundle } as never);
    expect(tags).toEqual([
      {
        tag: 'link',
        attrs: { rel: 'stylesheet', href: '/console/assets/antd-first-screens-abc.css' },
        injectTo: 'head-prepend',
      },
    ]);
  });
});
