import { delay, http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataPrefetchScript } from '../../scripts/data-prefetch-script';
import { prefetchOptionsFromEnv, readListRequests } from '../../scripts/data-prefetch-plugin';
import { config } from '../../src/config';
import { initI18n } from '../../src/providers/i18n';
import { adoptPrefetched } from '../../src/providers/prefetched-calls';
import { LANGUAGE_KEY, SHARED_LOCK_KEY, TOKEN_KEY, USER_KEY } from '../../src/providers/storage-keys';
import { createServices } from '../../src/services';
import { createClients, PARAM } from '../support/clients';
import { standinForTests } from '../support/standin';

// A gateway build's index.html asks for the menu, the buttons and the current list page's first
// page before the app's code is in (scripts/data-prefetch-script.ts, run here as the build emits
// it, against the stand-in); the app then takes those answers instead of asking again.

const standin = standinForTests();
const keys = { token: TOKEN_KEY, sharedLock: SHARED_LOCK_KEY, language: LANGUAGE_KEY, user: USER_KEY };
const script = dataPrefetchScript(prefetchOptionsFromEnv({}, keys, readListRequests(process.cwd())));
const LIST = { ...PARAM, pagination: { currentPage: 1, pageSize: 10 }, filters: [], sorters: [] };
const ROUTES = '*/api/zhiyuan-management/menu/routes';

// Node's fetch (under jsdom) takes no relative URL; a browser resolves it against the page.
// (Taken after msw has put its own fetch in place.)
let nodeFetch: typeof fetch;
beforeEach(() => {
  nodeFetch = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    nodeFetch(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
});
afterEach(() => {
  globalThis.fetch = nodeFetch;
  window.history.replaceState(null, '', '/');
  delete window.__bladePrefetch;
});

/** F5 on `page` with the stored login: index.html's script runs, then the app's services start. */
async function reloadAt(page: string) {
  window.history.replaceState(null, '', page);
  // The inline script exactly as index.html carries it.
  new Function(script)();
  // Its calls leave before the app's code would be in.
  await delay(20);
}

const refreshCalls = () => standin.calls('/oauth/token').filter((r) => r.params.get('grant_type') === 'refresh_token');

describe('answers index.html fetched ahead of the app', () => {
  it('are used: the menu, the buttons and the first list page each go over the wire once', async () => {
    await createClients().login();
    standin.wire.length = 0;
    await reloadAt('/system/param');
    const c = createClients();
    adoptPrefetched(c.http, c.storage, '/system/param');
    // The reload's own warm-up of the list (app-routes.tsx) finds it already asked.
    c.data.warmList(LIST);
    await c.menus.loadAll();
    const { data } = await c.data.getList(LIST);
    expect(data).toHaveLength(10);
    expect(c.session.get().menus?.length).toBeGreaterThan(0);
    expect(standin.calls('/menu/routes')).toHaveLength(1);
    expect(standin.calls('/menu/buttons')).toHaveLength(1);
    expect(standin.calls('/param/list').map((r) => r.url.search)).toEqual(['?current=1&size=10']);
  });

  it('asks for page 3 as the page will when the URL says so', async () => {
    await createClients().login();
    standin.wire.length = 0;
    await reloadAt('/system/param?current=2&size=30');
    const c = createClients();
    adoptPrefetched(c.http, c.storage, '/system/param?current=2&size=30');
    await c.data.getList({ ...LIST, pagination: { currentPage: 2, pageSize: 30 } });
    expect(standin.calls('/param/list').map((r) => r.url.search)).toEqual(['?current=2&size=30']);
  });

  it('asks for no size the pager does not offer, as the page will not (size=100000)', async () => {
    expect(prefetchOptionsFromEnv({}, keys, {}).pageSizes).toEqual(config.pageSizes);
    await createClients().login();
    standin.wire.length = 0;
    await reloadAt('/system/param?size=100000');
    const c = createClients();
    adoptPrefetched(c.http, c.storage, '/system/param?size=100000');
    await c.data.getList(LIST);
    expect(standin.calls('/param/list').map((r) => r.url.search)).toEqual(['?current=1&size=10']);
  });

  it('drops a prefetched 401: the app asks again, refreshes once, and gets its menu', async () => {
    const first = createClients();
    await first.login();
    const dead = first.storage.getToken()!.accessToken;
    standin.server.use(
      mswHttp.get(ROUTES, ({ request }) =>
        request.headers.get('blade-auth') === `bearer ${dead}`
          ? HttpResponse.json({ code: 401, success: false, data: null, msg: '请求未授权' }, { status: 401 })
          : undefined,
      ),
    );
    standin.wire.length = 0;
    await reloadAt('/system/param');
    const c = createClients();
    adoptPrefetched(c.http, c.storage, '/system/param');
    const menus = await c.menus.loadRoutes();
    expect(menus.length).toBeGreaterThan(0);
    expect(refreshCalls()).toHaveLength(1);
    const fresh = c.storage.getToken()!.accessToken;
    expect(fresh).not.toBe(dead);
    expect(standin.calls('/menu/routes').map((r) => r.headers.get('blade-auth'))).toEqual([
      `bearer ${dead}`, // index.html's, not used
      `bearer ${dead}`, // the app's own, refused
      `bearer ${fresh}`, // after the one refresh
    ]);
    expect(c.onUnauthorized).not.toHaveBeenCalled();
  });

  it('are not used for another login, nor a list for another page', async () => {
    await createClients().login();
    standin.wire.length = 0;
    await reloadAt('/system/param');
    // Logged in again (another tab) before the app took the answers: they were asked with the old token.
    await createClients().login();
    expect(standin.calls('/menu/routes')).toHaveLength(2); // index.html's, and the new login's own
    standin.wire.length = 0;
    const c = createClients();
    adoptPrefetched(c.http, c.storage, '/system/param');
    expect(window.__bladePrefetch).toBeUndefined();
    await c.menus.loadRoutes();
    const token = c.storage.getToken()!.accessToken;
    // Asked again, with the token the app holds.
    expect(standin.calls('/menu/routes').map((r) => r.headers.get('blade-auth'))).toEqual([`bearer ${token}`]);
    standin.wire.length = 0;
    await reloadAt('/system/param');
    const d = createClients();
    adoptPrefetched(d.http, d.storage, '/system/dict');
    await d.data.getList(LIST);
    await d.menus.loadRoutes();
    // The menu was this login's own (used); the list was for another page (asked again).
    expect(standin.calls('/menu/routes')).toHaveLength(1);
    expect(standin.calls('/param/list')).toHaveLength(2);
  });

  it('are asked for nothing on a guest, a locked tab or a token the app would refresh first', async () => {
    await reloadAt('/system/param');
    expect(window.__bladePrefetch).toBeUndefined();
    const c = createClients();
    await c.login();
    localStorage.setItem(SHARED_LOCK_KEY, '{}');
    await reloadAt('/system/param');
    expect(window.__bladePrefetch).toBeUndefined();
    localStorage.removeItem(SHARED_LOCK_KEY);
    c.storage.setToken({ ...c.storage.getToken()!, datetime: Date.now() - 4000 * 1000 });
    await reloadAt('/system/param');
    expect(window.__bladePrefetch).toBeUndefined();
  });

  it.each(['zh', 'en'])('carry the headers the app sends (%s)', async (language) => {
    await createClients().login();
    localStorage.setItem(LANGUAGE_KEY, language);
    await initI18n(language as 'zh' | 'en');
    standin.wire.length = 0;
    await reloadAt('/system/param');
    const app = createServices({ http: { notify: vi.fn() } });
    // No adopting: the app asks for the same menu itself.
    await app.menus.loadRoutes();
    const [early, own] = standin.calls('/menu/routes');
    const sent = (headers: Headers) =>
      Object.fromEntries(
        ['accept', 'accept-language', 'authorization', 'blade-auth', 'role-id', 'dept-id'].map((name) => [
          name,
          headers.get(name),
        ]),
      );
    expect(sent(early.headers)).toEqual(sent(own.headers));
    expect(early.headers.get('blade-auth')).toMatch(/^bearer /);
    expect(early.headers.get('accept-language')).toContain(language === 'en' ? 'en-US' : 'zh-CN');
    expect(early.url.search).toBe(own.url.search);
    // Nothing the app does not send either.
    for (const name of early.headers.keys()) expect(own.headers.has(name), name).toBe(true);
    await initI18n('zh');
  });
});
