// Draws the login screen for index.html (login-prerender-plugin.ts), in a process of its own: the
// real tree of src/login-prerender.tsx, run by Vite's SSR loader in Node over a jsdom window at a
// guest's /login, so no browser global leaks into the build. Answers over IPC:
// { zh: { html, variables }, en: … }.
import react from '@vitejs/plugin-react';
import { JSDOM } from 'jsdom';
import { createServer } from 'vite';

const globals = ['window', 'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage'];
const browserTypes = ['HTMLElement', 'Element', 'Node', 'Event', 'CustomEvent', 'MutationObserver', 'getComputedStyle'];

process.once('message', async ({ root, mode, define, languages }) => {
  const dom = new JSDOM('<!doctype html><html><head></head><body><div id="root"></div></body></html>', {
    url: 'http://localhost/login',
    pretendToBeVisual: true,
  });
  for (const key of [...globals, ...browserTypes])
    Object.defineProperty(globalThis, key, { value: dom.window[key], configurable: true, writable: true });
  const server = await createServer({
    configFile: false,
    root,
    mode,
    define,
    plugins: [react()],
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { renderLogin } = await server.ssrLoadModule('/src/login-prerender.tsx');
    const screens = {};
    for (const language of languages) screens[language] = await renderLogin(language);
    process.send({ screens }, () => process.exit(0));
  } catch (error) {
    process.send({ error: String(error?.stack ?? error) }, () => process.exit(1));
  } finally {
    await server.close();
  }
});
