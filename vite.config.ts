import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
// With its extension, as Node's own (native) config loading needs it.
import { antdStaticStyle } from './scripts/antd-static-style-plugin.ts';
import { chunkStats } from './scripts/chunk-stats-plugin.ts';
import { dataPrefetch } from './scripts/data-prefetch-plugin.ts';
import { devStandinBundle } from './scripts/dev-standin-bundle-plugin.ts';
import { firstScreenGroups } from './scripts/first-screen-groups.ts';
import { loginPrerender } from './scripts/login-prerender-plugin.ts';
import { preloadChunks } from './scripts/preload-chunks-plugin.ts';
import { securityHeadersFile } from './scripts/security-headers-plugin.ts';
import { withoutStandinFiles } from './scripts/without-standin-files-plugin.ts';
import {
  COLOR_KEY,
  LANGUAGE_KEY,
  SHARED_LOCK_KEY,
  THEME_KEY,
  TOKEN_KEY,
  USER_KEY,
} from './src/providers/storage-keys.ts';
import { darkThemeNames, DEFAULT_THEME_COLOR } from './src/shell/theme/themes.ts';
import { domainPaths } from './src/resources/domain-paths.ts';

// BLADE_API_URL points /api at a real BladeX gateway and turns the stand-in backend off.
const gateway = process.env.BLADE_API_URL;
const port = Number(process.env.PORT) || 1888;
const define = { __USE_STANDIN__: JSON.stringify(!gateway) };
const proxy = gateway ? { '/api': { target: gateway, changeOrigin: true } } : undefined;

// A reload inside the console while logged in (and not locked): the frame's code and the first
// page's download with the entry, not after it has run. Home for / and /wel; the shared list page
// for any other console path (almost every page is one; a bespoke page's chunk follows its domain).
const stored = (key: string) => `localStorage.getItem(${JSON.stringify(key)})`;
const inConsole = `${stored(TOKEN_KEY)} && !${stored(SHARED_LOCK_KEY)} && !/^\\/(login|lock|40[34]|500)(\\/|$)/.test(location.pathname)`;
const atHome = `/^\\/(wel(\\/|$)|$)/.test(location.pathname)`;
// The declarations of the page's domain (src/resources/domain-paths.ts) come with them: the entry would
// ask for them only once it has run, and the first render waits for them.
const atPathOf = (patterns: readonly string[]) =>
  patterns
    .map((pattern) =>
      pattern.endsWith('/*')
        ? `location.pathname.indexOf(${JSON.stringify(pattern.slice(0, -1))}) === 0`
        : `location.pathname.replace(/\\/+$/, '') === ${JSON.stringify(pattern)}`,
    )
    .join(' || ');
const domainPreloads = Object.entries(domainPaths).map(([key, paths]) => ({
  modules: [`src/resources/${key}/index.ts`],
  when: `${inConsole} && (${atPathOf(paths)})`,
}));
// Without a gateway the first data waits for the in-browser stand-in: its code comes along too.
const standin = gateway ? [] : ['browser'];

// The dev server's files of the first screens (the stand-in's with them), transformed at start
// (server.warmup) instead of as the browser first asks. A dev-only modulepreload of their static
// closure on a reload was tried and dropped: on a quiet machine it made F5 no faster (1.8-2.0 s
// with it, 1.5-1.9 s without, bench/dev-server.mjs). What did make it faster: fewer files (the
// stand-in as one module, devStandinBundle) and a stand-in whose routes do not each parse every call.
const devFirstScreens = [
  './src/main.tsx',
  './src/app-routes.tsx',
  './src/pages/login/login-page.tsx',
  './src/shell/refine-shell.tsx',
  './src/pages/wel/wel-page.tsx',
  './src/crud/crud-page.tsx',
  './src/resources/*/index.ts',
  ...(gateway ? [] : ['./mocks/browser.ts']),
];
export default defineConfig({
  plugins: [
    react(),
    ...(gateway ? [] : [devStandinBundle('./mocks/browser.ts')]),
    // The size check's statistics, of the stand-in build it measures; a gateway build ships without them.
    ...(gateway ? [withoutStandinFiles()] : [chunkStats()]),
    // antd's styles for the first screens, written at build time (not by cssinjs in the browser).
    antdStaticStyle(),
    // English is fetched with the entry for a user who chose it, not after the entry asked for it.
    preloadChunks(
      ['login'],
      [
        { names: ['en'], when: `${stored(LANGUAGE_KEY)} === 'en'` },
        { names: ['console', 'wel-page', ...standin], when: `${inConsole} && ${atHome}` },
        { names: ['console', 'list', ...standin], when: `${inConsole} && !${atHome}` },
        ...domainPreloads,
      ],
    ),
    // The real login page, drawn at build time into index.html, hydrated by main.tsx; its script
    // loads the entry (after the plugins above, which put the entry's preloads in <head>).
    loginPrerender(define, {
      keys: { token: TOKEN_KEY, language: LANGUAGE_KEY, theme: THEME_KEY, color: COLOR_KEY },
      darkThemes: darkThemeNames,
      defaultColor: DEFAULT_THEME_COLOR,
    }),
    // A gateway build's index.html asks for a stored login's menu, buttons and first list page itself
    // (after the plugins above: its script is then the first thing in <head>).
    ...(gateway
      ? [
          dataPrefetch(import.meta.dirname, {
            token: TOKEN_KEY,
            sharedLock: SHARED_LOCK_KEY,
            language: LANGUAGE_KEY,
            user: USER_KEY,
          }),
        ]
      : []),
    // nginx's headers for this build: a CSP with the hashes of its inline scripts (deploy/nginx.conf).
    securityHeadersFile({
      reportUrl: process.env.VITE_REPORT_URL,
      iframeTokenHosts: (process.env.VITE_IFRAME_TOKEN_HOSTS || '').split(',').filter(Boolean),
      errorLogUrl: process.env.VITE_ERROR_LOG_URL,
    }),
  ],
  define,
  server: {
    port,
    strictPort: true,
    host: true,
    proxy,
    // `npm start` transforms what the first screens need while the server waits for its first
    // request, instead of module by module as the browser asks (bench/dev-server.mjs): the entry
    // and login, the frame, home, the generic list page and every domain's declarations (each
    // with what it imports), and the stand-in.
    warmup: { clientFiles: devFirstScreens },
  },
  preview: { port: Number(process.env.PORT) || 4173, strictPort: true, host: true, proxy },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // @refinedev/antd imports react-markdown and remark-gfm at its top level for its
      // MarkdownField, which this app never uses. Marked free of side effects, that unused import
      // and its markdown chain (about 40 KB gzip here) drop out of the list page. The same for
      // papaparse, which @refinedev/core imports for useImport/useExport (the console exports its
      // own CSV, crud/csv-file.ts): 18 KB less for every reload to parse.
      treeshake: {
        moduleSideEffects: [
          { test: /node_modules[\\/](react-markdown|remark-gfm|papaparse)[\\/]/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically is needed before anything shows: one file,
            // not the two dozen small chunks the automatic split cuts it into.
            { name: 'boot', tags: ['$initial'], priority: 20 },
            // The login form and what it needs beyond the entry (Input, Form, icons): one file,
            // preloaded by index.html so it arrives with the entry instead of after it.
            {
              name: 'login',
              test: /src[\\/]pages[\\/]login[\\/](login-page|login-field|captcha-field|use-login)/,
              priority: 10,
            },
            // The frame, home and the list page: a file each (what home and the list share rides with the frame).
            {
              name: firstScreenGroups(import.meta.dirname, {
                // With the lazy parts each screen asks for as soon as it renders (the top bar's
                // notices, home's overview): else a part sharing a module with the list page pulls
                // in the list page's whole file.
                console: ['src/shell/refine-shell.tsx', 'src/shell/notice-bell.tsx'],
                home: ['src/pages/wel/wel-page.tsx', 'src/pages/wel/business-overview.tsx'],
                list: ['src/crud/crud-page.tsx'],
                // The calls' paths (src/resources/**/api.ts), which pages of every domain import.
                withFrame: /src[\\/]resources[\\/](session-api|[^\\/]+[\\/]api)\.ts$/,
              }),
              debugName: 'first screens',
              priority: 8,
            },
            // The platform-administration declarations as one file: without it the data scopes (also
            // read by their drawer) were cut into a chunk of their own, on every system page's way.
            // Not its API module: the frame and pages of other domains import it, and would load
            // every system declaration with it.
            { name: 'system', test: /src[\\/]resources[\\/]system[\\/](?!report-preview|api\.ts)/, priority: 5 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    // tests/scripts run alone after the rest (vitest.scripts.config.ts).
    exclude: ['tests/e2e/**', 'tests/scripts/**', 'node_modules/**'],
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 300_000,
    hookTimeout: 120_000,
    css: false,
    // One copy of react-router for the app and Refine's binding (no CJS/ESM twin in tests).
    server: { deps: { inline: [/@refinedev\//] } },
  },
});
