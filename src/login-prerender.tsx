// The login screen drawn at build time (scripts/login-prerender.mjs runs this in Node over jsdom,
// through Vite's SSR loader): index.html carries it, so a guest sees the form and can type before
// the entry's code is in; main.tsx then hydrates it. The real LoginPage, in the real tree.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { prerenderToNodeStream } from 'react-dom/static';
import { preloadForPath } from './app-routes';
import type { Language } from './config';
import { initI18n } from './providers/i18n';
import { Root } from './root';
import { createServices } from './services';

export type PrerenderedLogin = {
  /** The markup of #root at /login for a guest. */
  html: string;
  /** antd's theme variables of the default look, which the browser writes only once the code runs. */
  variables: string;
};

/** cssinjs's `.data-ant-cssinjs-cache-path{content:"…"}`. */
const CACHE_MAP_RULE = /\.data-ant-cssinjs-cache-path\{[^}]*\}/;

export async function renderLogin(language: Language): Promise<PrerenderedLogin> {
  await initI18n(language);
  const services = createServices({});
  // The page's code is in before the first render in the browser too (main.tsx): no fallback.
  await preloadForPath('/login', services);
  const cache = createCache();
  const { prelude } = await prerenderToNodeStream(
    <StyleProvider cache={cache}>
      <Root services={services} />
    </StyleProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // extractStyle ends with cssinjs's map of what it holds: in the page, after the build's
  // stylesheet, it would replace that sheet's map, and antd would write every rule again.
  const variables = extractStyle(cache, { types: ['cssVar', 'token'], plain: true }).replace(CACHE_MAP_RULE, '');
  return { html, variables };
}
