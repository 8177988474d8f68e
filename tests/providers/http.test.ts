import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { config } from '../../src/config';
import { createTokenEncryptor } from '../../src/providers/token-crypto';
import { createClients, PARAM } from '../support/clients';
import { standinForTests } from '../support/standin';

const standin = standinForTests();
const paramList = '/api/zhiyuan-management/param/list';

describe('http client on the Blade contract', () => {
  it('sends the Basic client header and the Blade-Auth bearer token', async () => {
    const c = createClients();
    await c.login();
    await c.data.getList({ ...PARAM });
    const [call] = standin.calls('/param/list');
    expect(call.headers.get('authorization')).toBe(`Basic ${btoa('saber:saber_secret')}`);
    expect(call.headers.get('blade-auth')).toBe(`bearer ${c.storage.getToken()?.accessToken}`);
    expect(call.headers.get('accept-language')).toMatch(/^zh-CN/);
  });

  it('sends the token AES-encrypted in the crypto form when configured', async () => {
    const c = createClients({ encryptToken: createTokenEncryptor(config.cryptoKey) });
    await c.login();
    const result = await c.data.getList({ ...PARAM });
    expect(result.total).toBeGreaterThan(0);
    const header = standin.calls('/param/list')[0].headers.get('blade-auth') ?? '';
    expect(header).toMatch(/^crypto [A-Za-z0-9+/=]+$/);
    expect(header).not.toContain(c.storage.getToken()!.accessToken);
  });

  it('unwraps the R envelope', async () => {
    const c = createClients();
    await c.login();
    const page = await c.http.get<{ records: unknown[]; total: number }>(paramList.replace('/api', ''), {
      current: 1,
      size: 5,
    });
    expect(page.records).toHaveLength(5);
  });

  it('toasts the server msg of a 400 and rejects', async () => {
    const c = createClients();
    await c.login();
    await expect(c.data.create({ ...PARAM, variables: { paramKey: 'k', paramValue: 'v' } })).rejects.toMatchObject({
      statusCode: 400,
      message: '请输入参数名称',
    });
    expect(c.notify).toHaveBeenCalledWith('error', '请输入参数名称', undefined);
  });

  it('says 未知错误 when a failure carries no message, and reads the code from the body', async () => {
    const c = createClients();
    await c.login();
    standin.server.use(
      mswHttp.get(`*${paramList}`, () => HttpResponse.json({ code: 500, success: false }, { status: 200 })),
    );
    await expect(c.data.getList({ ...PARAM })).rejects.toMatchObject({ statusCode: 500 });
    expect(c.notify).toHaveBeenCalledWith('error', '未知错误', undefined);
  });

  it('rejects white-listed codes silently', async () => {
    const c = createClients({ silentCodes: [400] });
    await c.login();
    await expect(c.data.create({ ...PARAM, variables: {} })).rejects.toMatchObject({ statusCode: 400 });
    expect(c.notify).not.toHaveBeenCalled();
  });

  it('rejects a network failure with one toast', async () => {
    const c = createClients();
    await c.login();
    standin.server.use(mswHttp.get(`*${paramList}`, () => HttpResponse.error()));
    await expect(c.data.getList({ ...PARAM })).rejects.toMatchObject({ statusCode: 0 });
    expect(c.notify).toHaveBeenCalledWith('error', '网络异常,请检查网络连接', 'network-failure');
  });

  it('says a write that got no answer is of unknown result, not failed: it may be stored', async () => {
    const c = createClients();
    await c.login();
    standin.server.use(mswHttp.post('*/api/zhiyuan-management/param/submit', () => HttpResponse.error()));
    const unknown = '结果未知:请求已发出但没有收到应答,可能已经生效,请核对后再重试';
    await expect(
      c.http.post('/zhiyuan-management/param/submit', { paramName: 'a', paramKey: 'a', paramValue: 'a' }),
    ).rejects.toMatchObject({ statusCode: 0, unknownResult: true, message: unknown });
    expect(c.notify).toHaveBeenCalledWith('error', unknown, 'unknown-result');
  });

  it('logs out on a 401 that no refresh can cure', async () => {
    const c = createClients();
    await c.login();
    standin.server.use(
      mswHttp.get(`*${paramList}`, () =>
        HttpResponse.json({ code: 401, success: false, msg: '请求未授权' }, { status: 401 }),
      ),
      mswHttp.post('*/api/blade-auth/oauth/token', () =>
        HttpResponse.json({ error_code: 401, error_description: 'invalid' }, { status: 401 }),
      ),
    );
    await expect(c.data.getList({ ...PARAM })).rejects.toMatchObject({ statusCode: 401 });
    expect(c.onUnauthorized).toHaveBeenCalled();
    expect(c.storage.getToken()).toBeNull();
    expect(c.onLocalLogout).toHaveBeenCalled();
  });

  it('makes exactly one refresh call for five concurrent requests on an expired token', async () => {
    const c = createClients();
    await c.login();
    const token = c.storage.getToken()!;
    c.storage.setToken({ ...token, datetime: Date.now() - (token.expiresIn + 5) * 1000 });
    const results = await Promise.all(Array.from({ length: 5 }, () => c.data.getList({ ...PARAM })));
    const refreshes = standin.calls('/oauth/token').filter((r) => r.params.get('grant_type') === 'refresh_token');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].params.get('refresh_token')).toBe(token.refreshToken);
    expect(refreshes[0].headers.get('tenant-id')).toBe('000000');
    expect(results.every((r) => r.total > 0)).toBe(true);
    expect(c.storage.getToken()!.accessToken).not.toBe(token.accessToken);
  });

  it('refreshes once when five requests meet a token the server has expired, then retries them', async () => {
    const c = createClients();
    await c.login();
    const dead = c.storage.getToken()!.accessToken;
    standin.expireToken(dead);
    const results = await Promise.all(Array.from({ length: 5 }, () => c.data.getList({ ...PARAM })));
    const refreshes = standin.calls('/oauth/token').filter((r) => r.params.get('grant_type') === 'refresh_token');
    expect(refreshes).toHaveLength(1);
    expect(results).toHaveLength(5);
    const fresh = c.storage.getToken()!.accessToken;
    const retried = standin.calls('/param/list').filter((r) => r.headers.get('blade-auth') === `bearer ${fresh}`);
    expect(retried).toHaveLength(5);
    expect(c.onUnauthorized).not.toHaveBeenCalled();
  });

  it('tells the user the gateway does not offer a call it answers 404 (an endpoint of another BladeX version)', async () => {
    const c = createClients();
    await c.login();
    // BladeX 2.9 has no flow model/detail (3.4 only): the stand-in answers it, a 2.9 gateway 404s.
    standin.server.use(
      mswHttp.get('*/api/blade-flow/model/detail', () =>
        HttpResponse.json({ code: 404, success: false, data: null, msg: 'No message available' }, { status: 404 }),
      ),
    );
    const notOffered = '当前网关不提供此功能（其 BladeX 版本没有这个接口）: /blade-flow/model/detail';
    await expect(c.http.get('/blade-flow/model/detail', { id: '1' })).rejects.toMatchObject({
      message: notOffered,
      statusCode: 404,
    });
    expect(c.notify).toHaveBeenCalledWith('error', notOffered, undefined);
  });
});
