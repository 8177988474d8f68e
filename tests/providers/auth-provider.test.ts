import md5 from 'crypto-js/md5';
import { describe, expect, it, vi } from 'vitest';
import { config } from '../../src/config';
import { createAccessControlProvider } from '../../src/providers/access-control';
import { createAuthProvider } from '../../src/providers/auth-provider';
import { refreshAge, startTokenRefreshLoop } from '../../src/providers/token-refresh-loop';
import { sessionApi } from '../../src/resources/session-api';
import { createClients } from '../support/clients';
import { standinForTests } from '../support/standin';

const standin = standinForTests();

describe('authProvider', () => {
  it('logs in with the password grant, md5 password and Tenant-Id, then loads menu and buttons', async () => {
    const c = createClients();
    const before = Date.now();
    const result = await c.auth.login({ tenantId: '000000', username: 'admin', password: 'admin' });
    expect(result).toMatchObject({ success: true, redirectTo: '/wel/index' });
    const [call] = standin.calls('/oauth/token');
    expect(call.method).toBe('POST');
    expect(Object.fromEntries(call.params)).toMatchObject({
      tenantId: '000000',
      username: 'admin',
      password: md5('admin').toString(),
      grant_type: 'password',
      scope: 'all',
      type: 'account',
    });
    // In the body, never in the address (access logs, proxies): the md5 is what the server takes.
    expect(call.url.search).toBe('');
    expect(call.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(call.headers.get('tenant-id')).toBe('000000');
    expect(call.headers.get('blade-auth')).toBeNull();
    const token = c.storage.getToken()!;
    expect(token.accessToken).toBeTruthy();
    expect(token.datetime).toBeGreaterThanOrEqual(before);
    const order = standin.wire.map((r) => r.url.pathname.split('/').slice(-2).join('/'));
    expect(order).toEqual(['oauth/token', 'menu/routes', 'menu/buttons']);
    expect(c.session.get().menus?.length).toBeGreaterThan(0);
    expect(c.session.get().permissions).toMatchObject({ param_add: true, param_delete: true });
  });

  it('asks for the buttons with the menu, and sets the permission map once the menu is in', async () => {
    const c = createClients();
    const release = standin.hold('get', '*/menu/routes');
    const login = c.auth.login({ tenantId: '000000', username: 'admin', password: 'admin' });
    // One round trip of the gateway between the token and home, not two.
    await vi.waitFor(() => expect(standin.calls('/menu/buttons')).toHaveLength(1));
    expect(c.session.get().menus).toBeFalsy();
    expect(c.session.get().permissions).toEqual({});
    release();
    expect(await login).toMatchObject({ success: true });
    expect(c.session.get().menus?.length).toBeGreaterThan(0);
    expect(c.session.get().permissions).toMatchObject({ param_add: true });
  });

  it('shows error_description and does not log in on a bad password', async () => {
    const c = createClients();
    const result = await c.auth.login({ tenantId: '000000', username: 'admin', password: 'wrong' });
    expect(result.success).toBe(false);
    expect(result.error?.message).toBe('用户名或密码错误');
    expect(c.storage.getToken()).toBeNull();
    expect(standin.calls('/menu/routes')).toHaveLength(0);
    // Refine's login notification shows it; the request layer stays quiet so it shows once.
    expect(c.notify).not.toHaveBeenCalled();
  });

  it('uses the captcha grant with Captcha-Key and Captcha-Code in captcha mode', async () => {
    const c = createClients();
    const auth = createAuthProvider({
      http: c.http,
      storage: c.storage,
      session: c.session,
      menus: c.menus,
      paths: sessionApi,
      defaultTenantId: '000000',
      captchaMode: true,
      defaultAvatar: '',
      homePath: '/wel/index',
      onLocalLogout: () => undefined,
      tokenTime: 3000,
      translate: (key) => key,
    });
    const captcha = await c.http.get<{ key: string; image: string }>('/blade-auth/oauth/captcha', undefined, {
      raw: true,
    });
    expect(captcha.image).toMatch(/^data:image\//);
    const code = standin.captchaCode(captcha.key);
    const result = await auth.login({
      tenantId: '000000',
      username: 'admin',
      password: 'admin',
      captchaKey: captcha.key,
      captchaCode: code,
    });
    expect(result.success).toBe(true);
    const call = standin.calls('/oauth/token')[0];
    expect(call.params.get('grant_type')).toBe('captcha');
    expect(call.headers.get('captcha-key')).toBe(captcha.key);
    expect(call.headers.get('captcha-code')).toBe(code);
  });

  it('logs out: server call with the token, then clears tokens, menus, permissions, lock and the rest', async () => {
    const c = createClients();
    await c.login();
    sessionStorage.setItem('saber-lock', '{"locked":true}');
    const token = c.storage.getToken()!.accessToken;
    const result = await c.auth.logout({});
    expect(result).toMatchObject({ success: true, redirectTo: '/login' });
    const call = standin.calls('/blade-auth/oauth/logout')[0];
    expect(call.headers.get('blade-auth')).toBe(`bearer ${token}`);
    expect(c.storage.getToken()).toBeNull();
    expect(c.storage.getUser()).toBeNull();
    expect(c.storage.isLocked()).toBe(false);
    expect(c.session.get()).toEqual({ menus: null, siderMenus: null, permissions: {} });
    expect(c.onLocalLogout).toHaveBeenCalled();
    expect(await c.auth.check()).toMatchObject({ authenticated: false, redirectTo: '/login' });
  });

  it('gives an identity from the login answer, with the default avatar when empty', async () => {
    const c = createClients();
    await c.login();
    expect(await c.auth.check()).toEqual({ authenticated: true });
    expect(await c.auth.getIdentity!()).toMatchObject({
      tenantId: '000000',
      account: 'admin',
      avatar: '/img/default-avatar.svg',
    });
    expect(await c.auth.onError({ statusCode: 401 })).toMatchObject({ logout: true, redirectTo: '/login' });
    expect(await c.auth.onError({ statusCode: 400 })).toEqual({});
  });

  it('keeps tenants apart and gives a role without param_delete no delete permission', async () => {
    const c = createClients();
    await c.login('operator', 'operator');
    const permissions = c.session.get().permissions;
    expect(permissions.param_add).toBe(true);
    expect(permissions.param_delete).toBeUndefined();
    const can = createAccessControlProvider(c.session).can;
    const resource = { name: 'param', meta: { permission: 'param' } };
    expect(await can({ resource: 'param', action: 'create', params: { resource } })).toEqual({ can: true });
    expect(await can({ resource: 'param', action: 'delete', params: { resource } })).toEqual({ can: false });
    expect(await can({ resource: 'param', action: 'show', params: { resource } })).toEqual({ can: true });
  });
});

describe('token refresh loop (spec §4)', () => {
  it('refreshes at tokenTime, or earlier for a short-lived token', () => {
    expect(refreshAge(3600, config.tokenTime)).toBe(3000);
    expect(refreshAge(30, config.tokenTime)).toBe(24);
    // Not a lifetime: "" (null-to-empty), -1, 0 fall back to tokenTime instead of "due at once".
    expect(refreshAge(-1, config.tokenTime)).toBe(3000);
    expect(refreshAge(0, config.tokenTime)).toBe(3000);
  });

  it('checks on an interval and refreshes a due token once at a time', async () => {
    const c = createClients();
    await c.login();
    const token = c.storage.getToken()!;
    c.storage.setToken({ ...token, datetime: Date.now() - 3001_000 });
    const renew = vi.fn(c.http.renew);
    const stop = startTokenRefreshLoop({ storage: c.storage, renew, tokenTime: 3000, intervalMs: 15 });
    await vi.waitFor(() => expect(c.storage.getToken()!.accessToken).not.toBe(token.accessToken));
    await new Promise((r) => setTimeout(r, 60));
    stop();
    const refreshes = standin.calls('/oauth/token').filter((r) => r.params.get('grant_type') === 'refresh_token');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].params.get('refresh_token')).toBe(token.refreshToken);
    expect(refreshes[0].url.search).toBe('');
    // Outside switch mode the refresh acts with all of the user's roles, like the login did.
    expect(refreshes[0].headers.get('role-id')).toBeNull();
  });

  it('tells the user and logs out when the refresh of the loop is refused', async () => {
    const c = createClients();
    await c.login();
    c.storage.setToken({ ...c.storage.getToken()!, datetime: Date.now() - 3001_000 });
    standin.revokeAll();
    const stop = startTokenRefreshLoop({ storage: c.storage, renew: c.http.renew, tokenTime: 3000, intervalMs: 15 });
    await vi.waitFor(() => expect(c.onUnauthorized).toHaveBeenCalledTimes(1));
    stop();
    expect(c.notify).toHaveBeenCalledWith('warning', '登录已过期,请重新登录', 'session-expired');
    expect(c.storage.getToken()).toBeNull();
  });
});

describe('social login and guest registration', () => {
  it('logs in with the social grant and hands back the oauth id of an unbound account', async () => {
    const c = createClients();
    const result = await c.auth.login({
      type: 'social',
      tenantId: '000000',
      source: 'github',
      code: 'someone-new',
      state: 's',
    });
    expect(result.success).toBe(false);
    expect(result.error?.message).toBe('社交账号未绑定');
    expect(result.oauthId).toBe(standin.db.tables.socialAccounts.find((row) => row.code === 'someone-new')?.id);
    expect(result.oauthId).toMatch(/^\d+$/);
    const call = standin.calls('/oauth/token')[0];
    expect(Object.fromEntries(call.params)).toMatchObject({
      grant_type: 'social',
      source: 'github',
      code: 'someone-new',
      state: 's',
    });

    const messages = { success: 'ok!', failed: '提交失败' };
    const form = {
      tenantId: '000000',
      name: '新人',
      account: 'newbie',
      password: 'pw123456',
      oauthId: String(result.oauthId),
    };
    const registered = await c.auth.register!({ ...form, messages });
    expect(registered).toMatchObject({ success: true, redirectTo: '/login', successNotification: { message: 'ok!' } });
    // BladeX binds request params into a User (a form body: the password stays out of the URL)
    // and hashes the plain password itself.
    const [sent] = standin.calls('/user/register-guest');
    expect(sent.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sent.url.search).toBe('');
    expect(Object.fromEntries(new URLSearchParams(sent.body))).toEqual({
      tenantId: '000000',
      name: '新人',
      account: 'newbie',
      password: 'pw123456',
      oauthId: form.oauthId,
    });
    const again = await c.auth.register!({ ...form, messages });
    expect(again).toMatchObject({ success: false, error: { message: expect.stringMatching(/已存在|已失效/) } });
  });

  it('says 提交失败 when the registration fails without a server message', async () => {
    const c = createClients();
    const { http: mswHttp, HttpResponse } = await import('msw');
    standin.server.use(mswHttp.post('*/api/zhiyuan-management/user/register-guest', () => HttpResponse.error()));
    const result = await c.auth.register!({
      tenantId: '000000',
      name: '',
      account: 'a',
      password: 'p',
      oauthId: 'x',
      messages: { success: 'ok', failed: '提交失败' },
    });
    expect(result).toMatchObject({ success: false, error: { message: '提交失败' } });
  });

  it('logs in with the authorization code grant', async () => {
    const c = createClients();
    const result = await c.auth.login({
      type: 'authorization_code',
      tenantId: '000000',
      code: 'bound',
      redirectUri: 'http://localhost/login',
    });
    expect(result.success).toBe(true);
    const call = standin.calls('/oauth/token')[0];
    expect(Object.fromEntries(call.params)).toMatchObject({
      grant_type: 'authorization_code',
      code: 'bound',
      redirect_uri: 'http://localhost/login',
    });
  });
});
