import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { dataPrefetchScript, type DataPrefetchOptions, type ListRequest } from './data-prefetch-script.ts';

/** What the inline prefetch needs of the app's settings: src/config.ts's defaults, read from the build's VITE_* env. */
export function prefetchOptionsFromEnv(
  env: Record<string, string | undefined>,
  keys: DataPrefetchOptions['keys'],
  lists: Record<string, ListRequest>,
): DataPrefetchOptions {
  const product = env.VITE_PRODUCT || 'zhiyuan';
  const management = `/${product}-management`;
  const flag = (value: string | undefined) => value === 'true' || value === '1';
  return {
    apiBase: '/api',
    clientId: env.VITE_CLIENT_ID || 'saber',
    clientSecret: env.VITE_CLIENT_SECRET || 'saber_secret',
    tokenHeader: 'Blade-Auth',
    tokenTime: 3000,
    pageSizes: [10, 30, 50, 100, 200],
    switchMode: flag(env.VITE_SWITCH_MODE),
    keys,
    session: { routes: `${management}/menu/routes`, buttons: `${management}/menu/buttons` },
    // The table spells the product as `{product}` (as contract/blade-endpoints.json does).
    lists: Object.fromEntries(
      Object.entries(lists).map(([route, list]) => [route, { ...list, url: list.url.replace('{product}', product) }]),
    ),
  };
}

/** The list requests' table, generated from the declarations by tests/shell/list-requests.test.ts. */
export const readListRequests = (root: string): Record<string, ListRequest> =>
  JSON.parse(fs.readFileSync(path.join(root, 'src/crud/list-requests.json'), 'utf8')) as Record<string, ListRequest>;

/**
 * A gateway build's index.html starts the menu, the button map and the current list page's first
 * request itself, before the app's code has arrived (scripts/data-prefetch-script.ts). Not in a
 * stand-in build (the stand-in answers from the page: nothing to gain) nor one that encrypts the
 * token (the AES form is the app's own code).
 */
export function dataPrefetch(root: string, keys: DataPrefetchOptions['keys']): Plugin {
  let script = '';
  return {
    name: 'data-prefetch',
    apply: 'build',
    configResolved(config) {
      const env = config.env as Record<string, string | undefined>;
      if (env.VITE_CRYPTO_TOKEN === 'true' || env.VITE_CRYPTO_TOKEN === '1') return;
      script = dataPrefetchScript(prefetchOptionsFromEnv(env, keys, readListRequests(root)));
    },
    // First in <head>, before any style sheet: an inline script after a style sheet waits for it
    // to load (script-blocking sheets), and these calls should leave as the HTML arrives.
    transformIndexHtml: {
      order: 'post',
      handler: () => (script ? [{ tag: 'script', children: script, injectTo: 'head-prepend' as const }] : undefined),
    },
  };
}
