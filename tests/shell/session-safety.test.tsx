import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App';
import { guardedLocal, guardedSession } from '../../src/providers/guarded-storage';
import type { Language } from '../../src/config';
import { initI18n } from '../../src/providers/i18n';
import { SHARED_LOCK_KEY } from '../../src/providers/storage-keys';
import { createServices } from '../../src/services';
import { errorLog } from '../../src/shell/error-log/error-log-store';
import { lockStore } from '../../src/shell/lock/lock-store';
import { button, findDialog } from '../support/dom';
import { standinForTests } from '../support/standin';
import { TestStyles } from '../support/test-styles';

const standin = standinForTests();

afterEach(() => {
  vi.restoreAllMocks();
  // What a test left in memory (a session that did not fit) is not the next test's session.
  guardedLocal.clear();
  guardedSession.clear();
});

/** A page of the console in a fresh page life (a reload): new services, the stored session. */
async function openPage(path: string, language: Language = 'zh') {
  await initI18n(language);
  const services = createServices();
  render(
    <TestStyles>
      <MemoryRouter initialEntries={[path]}>
        <App services={services} />
      </MemoryRouter>
    </TestStyles>,
  );
  return services;
}

const login = async (username = 'admin', password = 'admin') => {
  const answer = await createServices().auth.login({ tenantId: '000000', username, password });
  if (!answer.success) throw new Error(`login failed: ${String(answer.error?.message)}`);
};

/** The access tokens the stand-in granted, in order (read off its answers, as the browser got them). */
function grantedTokens() {
  const tokens: string[] = [];
  standin.server.events.on('response:mocked', async ({ request, response }) => {
    if (!new URL(request.url).pathname.endsWith('/oauth/token')) return;
    const body = (await response.clone().json()) as { access_token?: string };
    if (body.access_token) tokens.push(body.access_token);
  });
  return tokens;
}

/** Local storage as a full browser has it: every write refused with the browser's own words. */
function fillLocalStorage() {
  const setItem = Storage.prototype.setItem;
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
    if (this !== localStorage) return setItem.call(this, key, value);
    throw new DOMException(
      `Failed to execute 'setItem' on 'Storage': Setting the value of '${key}' exceeded the quota.`,
      'QuotaExceededError',
    );
  });
}

/** Local storage with room for `room` more characters than it holds now (keys and values, as browsers count). */
function limitLocalStorage(room: number) {
  const used = () =>
    Object.keys(localStorage).reduce((sum, key) => sum + key.length + (localStorage.getItem(key) ?? '').length, 0);
  const limit = used() + room;
  const setItem = Storage.prototype.setItem;
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
    const replaced = this === localStorage ? (localStorage.getItem(key)?.length ?? -key.length) + key.length : 0;
    if (this === localStorage && used() - replaced + key.length + value.length > limit)
      throw new DOMException('exceeded the quota', 'QuotaExceededError');
    return setItem.call(this, key, value);
  });
}

const toasts = () => [...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent ?? '');

describe('a full local storage', () => {
  it.each([
    ['zh', '登 录', '浏览器存储已满或不可用：本次登录可以继续使用，但刷新或关闭页面后需要重新登录', '系统管理'],
    [
      'en',
      'Log in',
      'The browser storage is full or unavailable: you can go on working, but a reload or closing the page will log you out',
      'System',
    ],
  ] as const)(
    'does not block a login (%s): one warning in the language, no raw browser message',
    async (language, submit, warning, menu) => {
      fillLocalStorage();
      await openPage('/login', language);
      fireEvent.click(await screen.findByText(submit));
      expect(await screen.findByText(menu)).toBeTruthy();
      await waitFor(() => expect(toasts()).toContain(warning));
      expect(toasts().filter((text) => text === warning)).toHaveLength(1);
      expect(document.body.textContent).not.toMatch(/quota|setItem|登录已过期/i);
      // Nothing of it in the browser's storage (where a reload would find a stale copy).
      expect(localStorage.getItem('saber-token')).toBeNull();
      // The session is in memory and works: a call carries the token.
      expect(standin.calls('/menu/buttons')[0]?.headers.get('blade-auth')).toMatch(/^bearer ./);
    },
  );
});

describe('a session write that does not fit', () => {
  it('makes room by dropping the oldest stored error-log entries first, and stays stored', async () => {
    await login();
    for (let i = 0; i < 40; i += 1) errorLog.add({ message: `failure ${i}`, stack: 'x'.repeat(2000) });
    const told = vi.fn();
    const stop = guardedLocal.onMemoryOnly(told);
    limitLocalStorage(500);
    const storage = createServices().storage;
    const token = { ...storage.getToken()!, accessToken: 'a'.repeat(3000) };
    storage.setToken(token);
    stop();
    // Stored, where a reload finds it: nothing had to live in memory, nothing was said.
    expect(JSON.parse(localStorage.getItem('saber-token') ?? '{}')).toEqual(token);
    expect(told).not.toHaveBeenCalled();
    // The stored log lost its oldest entries only; the page still shows all of them.
    const stored = JSON.parse(localStorage.getItem('saber-error-log:000000/admin') ?? '[]') as { message: string }[];
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.length).toBeLessThan(40);
    expect(stored.map((entry) => entry.message)).toEqual(
      Array.from({ length: stored.length }, (_, i) => `failure ${39 - i}`),
    );
    expect(errorLog.list()).toHaveLength(40);
    errorLog.clear();
  });
});

describe('a login that fails after its token was granted', () => {
  it('revokes the new token with oauth/logout before saying so, and keeps nothing of it', async () => {
    const tokens = grantedTokens();
    standin.server.use(
      http.get('*/menu/routes', () =>
        HttpResponse.json({ code: 500, success: false, msg: '服务异常' }, { status: 500 }),
      ),
    );
    await openPage('/login');
    // How many logout calls had gone out when the error first showed.
    let logoutsWhenShown: number | undefined;
    const watch = new MutationObserver(() => {
      if (logoutsWhenShown === undefined && document.body.textContent?.includes('服务异常'))
        logoutsWhenShown = standin.calls('/oauth/logout').length;
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    fireEvent.click(await screen.findByText('登 录'));
    expect(await screen.findByText('服务异常')).toBeTruthy();
    watch.disconnect();
    expect(logoutsWhenShown).toBe(1);
    const [logout] = standin.calls('/oauth/logout');
    expect(logout?.method).toBe('GET');
    expect(logout.url.pathname).toBe('/api/blade-auth/oauth/logout');
    expect(tokens).toHaveLength(1);
    expect(logout.headers.get('blade-auth')).toBe(`bearer ${tokens[0]}`);
    // The session's calls: the grant, the failing menu with the buttons asked beside it, the revoke
    // (the login page's tenant info aside).
    const session = standin.wire.map((r) => r.url.pathname.split('/').pop()).filter((name) => name !== 'info');
    expect(session).toEqual(['token', 'routes', 'buttons', 'logout']);
    for (const key of ['saber-token', 'saber-userInfo', 'saber-menu', 'saber-permission'])
      expect(guardedLocal.getItem(key)).toBeNull();
    expect(screen.getByPlaceholderText('请输入密码')).toBeTruthy();
  });
});

const unlockField = () => screen.findByPlaceholderText('请输入锁屏密码解锁');
async function tryUnlock(password: string) {
  fireEvent.change(await unlockField(), { target: { value: password } });
  fireEvent.click(button('解锁'));
}

describe('the lock screen', () => {
  it('logs out after five wrong passwords, counting across a reload, and says why at /login', async () => {
    await login();
    lockStore.lock('s3cret', '/system/param');
    await openPage('/system/param');
    for (const left of [4, 3]) {
      await tryUnlock('wrong');
      expect(await screen.findByText(`锁屏密码错误，还可尝试 ${left} 次`)).toBeTruthy();
    }
    // F5: the count goes on where it was.
    document.body.innerHTML = '';
    await openPage('/system/param');
    for (const left of [2, 1]) {
      await tryUnlock('wrong');
      expect(await screen.findByText(`锁屏密码错误，还可尝试 ${left} 次`)).toBeTruthy();
    }
    const token = guardedLocal.getItem('saber-token') ?? '';
    expect(standin.calls('/oauth/logout')).toHaveLength(0);
    await tryUnlock('wrong');
    expect(await screen.findByText('锁屏密码错误次数过多，已退出登录，请重新登录')).toBeTruthy();
    expect(screen.getByPlaceholderText('请输入密码')).toBeTruthy();
    const [logout] = standin.calls('/oauth/logout');
    expect(logout.headers.get('blade-auth')).toBe(
      `bearer ${(JSON.parse(token) as { accessToken: string }).accessToken}`,
    );
    expect(guardedLocal.getItem('saber-token')).toBeNull();
    expect(guardedLocal.getItem(SHARED_LOCK_KEY)).toBeNull();
  });

  it('stays locked when the lock flag in storage is deleted or forged', async () => {
    await login();
    lockStore.lock('s3cret', '/system/param');
    const shared = JSON.parse(localStorage.getItem(SHARED_LOCK_KEY) ?? '{}') as Record<string, string>;
    localStorage.removeItem(SHARED_LOCK_KEY);
    await openPage('/system/param');
    expect(await unlockField()).toBeTruthy();
    document.body.innerHTML = '';
    // A flag that claims to be opened, with a key the password did not give.
    localStorage.setItem(SHARED_LOCK_KEY, JSON.stringify({ ...shared, key: 'forged' }));
    await openPage('/system/param');
    expect(await unlockField()).toBeTruthy();
    // The password still opens it, and the page comes back.
    await tryUnlock('s3cret');
    expect(await screen.findByText('系统管理')).toBeTruthy();
    expect(screen.queryByPlaceholderText('请输入锁屏密码解锁')).toBeNull();
  });
});

describe('the error log after a logout', () => {
  it('is not shown to the next user at the same browser, and is there again for its own', async () => {
    await login();
    errorLog.add({ message: 'admin-only failure', url: 'http://console/system/user?account=secret' });
    expect(errorLog.list()).toHaveLength(1);
    await createServices().auth.logout({});
    await login('operator', 'operator');
    await openPage('/wel/index');
    fireEvent.click(await screen.findByTestId('error-log-button'));
    const dialog = await findDialog();
    expect(dialog.textContent).not.toContain('admin-only failure');
    expect(errorLog.list()).toHaveLength(0);
    await createServices().auth.logout({});
    await login();
    expect(errorLog.list().map((entry) => entry.message)).toEqual(['admin-only failure']);
  });
});
