import { delay, http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createClients, PARAM } from '../support/clients';
import { standinForTests } from '../support/standin';

// How the request layer keeps a session alive, and how it ends one: the refresh, its races and
// its failures, as seen over the wire.

const standin = standinForTests();
const TOKEN = '*/api/blade-auth/oauth/token';
const LIST = '*/api/zhiyuan-management/param/list';
const refreshCalls = () => standin.calls('/oauth/token').filter((r) => r.params.get('grant_type') === 'refresh_token');
const rejected401 = () =>
  HttpResponse.json({ code: 401, success: false, data: null, msg: '请求未授权' }, { status: 401 });

describe('one refresh, however the 401s arrive', () => {
  it('makes one refresh for five calls whose 401s arrive staggered over 600 ms, and replays all five', async () => {
    const c = createClients();
    await c.login();
    const dead = c.storage.getToken()!.accessToken;
    standin.expireToken(dead);
    let answered = 0;
    standin.server.use(
      mswHttp.get(LIST, async ({ request }) => {
        if (request.headers.get('blade-auth') !== `bearer ${dead}`) return undefined; // the stand-in answers
        await delay(150 * answered++);
        return rejected401();
      }),
    );
    const results = await Promise.all(Array.from({ length: 5 }, () => c.data.getList({ ...PARAM })));
    expect(refreshCalls()).toHaveLength(1);
    const fresh = c.storage.getToken()!.accessToken;
    expect(fresh).not.toBe(dead);
    const replays = standin.calls('/param/list').filter((r) => r.headers.get('blade-auth') === `bearer ${fresh}`);
    expect(replays).toHaveLength(5);
    expect(results.map((r) => r.data.length)).toEqual([10, 10, 10, 10, 10]);
    expect(c.onUnauthorized).not.toHaveBeenCalled();
  });

  it('gives a persistent 401 one refresh and one replay, then logs out and sends nothing more', async () => {
    const c = createClients();
    await c.login();
    standin.server.use(mswHttp.get(LIST, () => rejected401()));
    await expect(c.data.getList({ ...PARAM })).rejects.toMatchObject({ statusCode: 401 });
    expect(refreshCalls()).toHaveLength(1);
    expect(standin.calls('/param/list')).toHaveLength(2);
    expect(c.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(c.storage.getToken()).toBeNull();
    expect(c.notify).toHaveBeenCalledWith('warning', '登录已过期,请重新登录', 'session-expired');
    const sent = standin.wire.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(standin.wire).toHaveLength(sent);
  });
});

describe('expires_in as Blade may send it', () => {
  it.each([
    ['""', ''],
    ['missing', undefined],
    ['-1', -1],
    ['0', 0],
  ])('stores the configured 3000 s when expires_in is %s, and refreshes on no call', async (_label, expiresIn) => {
    standin.server.use(
      mswHttp.post(
        TOKEN,
        async ({ request }) => {
          const answer = (await (await fetch(request.clone())).json()) as Record<string, unknown>;
          if (expiresIn === undefined) delete answer.expires_in;
          else answer.expires_in = expiresIn;
          return HttpResponse.json(answer);
        },
        { once: true },
      ),
    );
    const c = createClients();
    await c.login();
    expect(c.storage.getToken()!.expiresIn).toBe(3000);
    await Promise.all(Array.from({ length: 3 }, () => c.data.getList({ ...PARAM })));
    expect(refreshCalls()).toHaveLength(0);
    expect(standin.calls('/param/list')).toHaveLength(3);
  });

  it('reads a token stored by an older build with a lifetime of 0 as the configured time', async () => {
    const c = createClients();
    await c.login();
    c.storage.setToken({ ...c.storage.getToken()!, expiresIn: 0 });
    await c.data.getList({ ...PARAM });
    expect(refreshCalls()).toHaveLength(0);
  });
});

describe('a token answer without access_token is not a login', () => {
  it('shows the msg of an R refusal under HTTP 200 and stores nothing', async () => {
    standin.server.use(
      mswHttp.post(TOKEN, () => HttpResponse.json({ code: 400, success: false, data: null, msg: '验证码不正确' })),
    );
    const c = createClients();
    const result = await c.auth.login({ tenantId: '000000', username: 'admin', password: 'admin' });
    expect(result).toMatchObject({ success: false, error: { message: '验证码不正确' } });
    expect(c.storage.getToken()).toBeNull();
    expect(c.storage.getUser()).toBeNull();
    expect(standin.calls('/menu/routes')).toHaveLength(0);
    expect(standin.wire.some((r) => r.headers.get('blade-auth')?.includes('undefined'))).toBe(false);
  });

  it("shows error_description of BladeX 3.4's flat refusal under HTTP 200 and logs nobody in", async () => {
    standin.server.use(
      mswHttp.post(TOKEN, () => HttpResponse.json({ error_code: 400, error_description: '用户名或密码错误' })),
    );
    const c = createClients();
    const result = await c.auth.login({ tenantId: '000000', username: 'admin', password: 'admin' });
    expect(result).toMatchObject({ success: false, error: { message: '用户名或密码错误' } });
    expect(c.storage.getToken()).toBeNull();
    expect(c.storage.getUser()).toBeNull();
    expect(standin.calls('/menu/routes')).toHaveLength(0);
  });

  it('says the answer could not be read when oauth/token answers a page', async () => {
    standin.server.use(mswHttp.post(TOKEN, () => HttpResponse.html('<!doctype html><html><body>app</body></html>')));
    const c = createClients();
    const result = await c.auth.login({ tenantId: '000000', username: 'admin', password: 'admin' });
    expect(result).toMatchObject({ success: false, error: { message: '服务器返回了无法识别的数据,请稍后重试' } });
    expect(c.storage.getToken()).toBeNull();
  });

  it('ends the session when a refresh answers without a token', async () => {
    const c = createClients();
    await c.login();
    standin.expireToken(c.storage.getToken()!.accessToken);
    standin.server.use(mswHttp.post(TOKEN, () => HttpResponse.json({ code: 400, success: false, msg: '令牌无效' })));
    await expect(c.data.getList({ ...PARAM })).rejects.toMatchObject({ statusCode: 401 });
    expect(c.storage.getToken()).toBeNull();
    expect(c.onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('a failed refresh tells the user', () => {
  it('logs out, told, when the refresh before a call is refused', async () => {
    const c = createClients();
    await c.login();
    const token = c.storage.getToken()!;
    c.storage.setToken({ ...token, datetime: Date.now() - (token.expiresIn + 5) * 1000 });
    standin.revokeAll();
    await expect(c.data.getList({ ...PARAM })).rejects.toMatchObject({ statusCode: 401 });
    expect(refreshCalls()).toHaveLength(1);
    expect(standin.calls('/param/list')).toHaveLength(0);
    expect(c.notify).toHaveBeenCalledWith('warning', '登录已过期,请重新登录', 'session-expired');
    expect(c.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(c.storage.getToken()).toBeNull();
  });

  it('renew() ends a refused session and keeps one that only missed the server', async () => {
    const c = createClients();
    await c.login();
    standin.server.use(mswHttp.post(TOKEN, () => HttpResponse.error(), { once: true }));
    expect(await c.http.renew()).toBe(false);
    expect(c.notify).toHaveBeenCalledWith('warning', '登录续期失败,稍后将自动重试', 'refresh-failed');
    expect(c.storage.getToken()).not.toBeNull();
    expect(c.onUnauthorized).not.toHaveBeenCalled();
    standin.revokeAll();
    expect(await c.http.renew()).toBe(false);
    expect(c.notify).toHaveBeenCalledWith('warning', '登录已过期,请重新登录', 'session-expired');
    expect(c.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(c.storage.getToken()).toBeNull();
  });
});
