import type { Plugin } from 'vite';
import { extractAntdStyle } from './antd-static-style.ts';

/** The emitted stylesheet's name before hashing (dist/assets/antd-first-screens-<hash>.css). */
export const ANTD_STYLE_NAME = 'antd-first-screens.css';

/**
 * Emits antd's styles for the first screens as a stylesheet (scripts/antd-static-style.ts) and
 * links it first in index.html's head: before the app's own stylesheet, which overrides antd's
 * rules as it did when they were inserted at the top of the head at runtime. A stylesheet in the
 * head also holds the entry's module script until it is in, so cssinjs finds its cache map on
 * the first component it renders. The dev server leaves it out (styles generated as before).
 */
export function antdStaticStyle(extract: () => string = extractAntdStyle): Plugin {
  let base = '/';
  return {
    name: 'antd-static-style',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      this.emitFile({ type: 'asset', name: ANTD_STYLE_NAME, source: extract() });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const asset = Object.values(bundle ?? {}).find(
          (output) => output.type === 'asset' && output.names.includes(ANTD_STYLE_NAME),
        );
        if (!asset) return [];
        return [
          { tag: 'link', attrs: { rel: 'stylesheet', href: `${base}${asset.fileName}` }, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}
