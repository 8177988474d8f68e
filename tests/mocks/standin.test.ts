import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import {
  BASIC,
  MGMT,
  ORIGIN,
  call,
  login,
  md5,
  passwordGrant,
  requestToken,
  useServer,
  type PageData,
} from './standin-client';

type Param = {
  id: string;
  tenantId: string;
  paramName: string;
  paramKey: string;
  paramValue: string;
  createTime: string;
};

const EN = { 'Accept-Language': 'en-US,en;q=0.9' };
const paramList = (token: string, query = '') => call<PageData<Param>>(`${MGMT}/param/list?${query}`, { token });

describe('stand-in: login and the gateway checks', () => {
  const standin = useServer();

  it('answers a password login with bare OAuth JSON', async () => {
    const { status, body } = await passwordGrant('admin', 'admin');
    expect(status).toBe(200);
    expect(body).not.toHaveProperty('code');
    expect(body).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      tenant_id: '000000',
      user_name: 'admin',
      account: 'admin',
      real_name: '管理员',
      avatar: '',
      role_name: 'administrator,operator', // admin holds two roles; without Role-Id the session has both
      oauth_id: '',
    });
    expect(String(body.access_token).split('.')).toHaveLength(3);
    expect(body.user_id).toMatch(/^\d{19}$/);
    expect(body.refresh_token).toEqual(expect.any(String));
  });

  it('rejects bad credentials, unknown and missing tenants with a localised error_description', async () => {
    expect(await passwordGrant('admin', 'wrong')).toEqual({
      status: 400,
      body: { error_code: 400, error_description: '用户名或密码错误' },
    });
    expect((await passwordGrant('admin', 'wrong', '000000', EN)).body.error_description).toBe(
      'incorrect username or password',
    );
    expect((await passwordGrant('admin', 'admin', '999999')).body.error_description).toBe('租户ID未找到');
    const missing = await requestToken({ username: 'admin', password: md5('admin'), grant_type: 'password' });
    expect(missing).toMatchObject({ status: 400, body: { error_description: '租户ID不能为空' } });
  });

  it('answers 401 without the Basic client header, with a wrong one, and without a token', async () => {
    const token = await login('admin', 'admin');
    const noBasic = await call(`${MGMT}/param/list`, { token, basic: false });
    expect(noBasic).toEqual({ status: 401, body: { code: 401, success: false, data: null, msg: '请求未授权' } });
    const wrongClient = await fetch(`${ORIGIN}${MGMT}/param/list`, {
      headers: { Authorization: `Basic ${btoa('saber:nope')}`, 'Blade-Auth': `bearer ${token}`, ...EN },
    });
    expect(wrongClient.status).toBe(401);
    expect((await wrongClient.json()).msg).toBe('unauthorized request');
    const tokenEndpoint = await fetch(`${ORIGIN}/api/blade-auth/oauth/token?grant_type=password`, { method: 'POST' });
    expect(tokenEndpoint.status).toBe(401);
    expect((await call(`${MGMT}/param/list`)).status).toBe(401);
    expect((await call(`${MGMT}/param/list`, { token: 'forged.token.value' })).status).toBe(401);
  });

  it('accepts the AES "crypto" token form and rejects one made with another key', async () => {
    const token = await login('admin', 'admin');
    const encrypt = (key: string) => {
      const secret = CryptoJS.enc.Utf8.parse(key);
      return CryptoJS.AES.encrypt(token, secret, {
        iv: secret,
        mode: CryptoJS.mode.CBC,
        padding: CryptoJS.pad.Pkcs7,
      }).toString();
    };
    const good = await call(`${MGMT}/param/list`, {
      headers: { 'Blade-Auth': `crypto ${encrypt('bladexcryptokey0')}` },
    });
    expect(good.status).toBe(200);
    const bad = await call(`${MGMT}/param/list`, {
      headers: { 'Blade-Auth': `crypto ${encrypt('anotherkey000000')}` },
    });
    expect(bad.status).toBe(401);
  });

  it('logs in with the captcha grant only with the right, unused code', async () => {
    const fetchCaptcha = async () => {
      const response = await fetch(`${ORIGIN}/api/blade-auth/oauth/captcha`, { headers: { Authorization: BASIC } });
      return (await response.json()) as { key: string; image: string };
    };
    const grant = (key: string, code: string) =>
      requestToken(
        { tenantId: '000000', username: 'admin', password: md5('admin'), grant_type: 'captcha' },
        { 'Tenant-Id': '000000', 'Captcha-Key': key, 'Captcha-Code': code },
      );
    const first = await fetchCaptcha();
    expect(first.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(atob(first.image.split(',')[1])).toContain('<svg');
    expect(await grant(first.key, 'zzzzz')).toMatchObject({ status: 400, body: { error_description: '验证码不正确' } });

    const second = await fetchCaptcha();
    const code = standin.db.tables.captchas.find((row) => row.key === second.key)?.code ?? '';
    expect(code).toHaveLength(5);
    const accepted = await grant(second.key, code.toLowerCase());
    expect(accepted.status).toBe(200);
    expect(accepted.body.access_token).toEqual(expect.any(String));
    expect((await grant(second.key, code)).status).toBe(400); // one-shot
  });

  it('logs in a bound social account and answers an unbound one with its oauth_id', async () => {
    const bound = await requestToken({ grant_type: 'social', source: 'github', code: 'bound', state: 'x' });
    expect(bound).toMatchObject({ status: 200, body: { account: 'admin', tenant_id: '000000' } });
    const unbound = await requestToken({ grant_type: 'social', source: 'github', code: 'stranger' });
    expect(unbound).toMatchObject({ status: 400, body: { error_code: 400, error_description: '社交账号未绑定' } });
    expect(unbound.body.oauth_id).toMatch(/^\d+$/);
    const again = await requestToken({ grant_type: 'authorization_code', code: 'stranger2', redirect_uri: ORIGIN });
    expect(again.body.oauth_id).toEqual(expect.any(String));
  });

  it('honours Role-Id / Dept-Id only when the user holds that role or dept', async () => {
    const operator = await passwordGrant('operator', 'operator');
    const admin = await passwordGrant('admin', 'admin');
    const foreign = { 'Role-Id': String(admin.body.role_id), 'Dept-Id': String(admin.body.dept_id) };
    const switched = await passwordGrant('operator', 'operator', '000000', foreign);
    expect(switched.body).toMatchObject({ role_id: operator.body.role_id, dept_id: operator.body.dept_id });
    const own = { 'Role-Id': String(operator.body.role_id), 'Dept-Id': String(operator.body.dept_id) };
    const refreshed = await requestToken(
      { grant_type: 'refresh_token', refresh_token: String(operator.body.refresh_token) },
      own,
    );
    expect(refreshed.body).toMatchObject({ role_id: operator.body.role_id, role_name: 'operator' });
  });

  it('answers user-info for the caller and revokes the token on logout', async () => {
    const token = await login('operator', 'operator');
    const info = await call<{ account: string; realName: string; deptName: string; roleName: string }>(
      '/api/blade-auth/oauth/user-info',
      { token },
    );
    expect(info.body.data).toMatchObject({
      account: 'operator',
      realName: '王晓雯',
      deptName: '运营部,客服部',
      roleName: 'operator',
    });
    // BladeX answers logout with a bare Kv, not an R envelope.
    expect((await call('/api/blade-auth/oauth/logout', { token })).body).toEqual({ success: 'true', msg: 'success' });
    expect((await paramList(token)).status).toBe(401);
  });
});

describe('stand-in: token expiry and refresh', () => {
  const standin = useServer({ tokenTtlSeconds: 1 });

  it('expires an access token after its TTL; the refresh_token grant issues a working one', async () => {
    const first = await passwordGrant('admin', 'admin');
    expect(first.body.expires_in).toBe(1);
    const token = String(first.body.access_token);
    expect((await paramList(token)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await paramList(token)).status).toBe(401);

    const refreshed = await requestToken(
      { tenantId: '000000', grant_type: 'refresh_token', refresh_token: String(first.body.refresh_token) },
      { 'Tenant-Id': '000000' },
    );
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ tenant_id: '000000', role_id: first.body.role_id, account: 'admin' });
    expect(refreshed.body.access_token).not.toBe(token);
    expect((await paramList(String(refreshed.body.access_token))).status).toBe(200);
  });

  it('refuses an unknown refresh token; expireToken() ends a token at once', async () => {
    const bad = await requestToken({ grant_type: 'refresh_token', refresh_token: 'nope' });
    expect(bad).toMatchObject({ status: 400, body: { error_description: '刷新令牌无效或已过期' } });
    const { body } = await passwordGrant('admin', 'admin');
    expect(standin.expireToken(String(body.access_token))).toBe(true);
    expect((await paramList(String(body.access_token))).status).toBe(401);
    // The refresh token still works: it is the access token that was ended.
    const refreshed = await requestToken({ grant_type: 'refresh_token', refresh_token: String(body.refresh_token) });
    expect(refreshed.status).toBe(200);
  });
});

describe('stand-in: latency', () => {
  useServer({ latencyMs: 120 });

  it('delays every /api answer by latencyMs', async () => {
    const started = performance.now();
    expect((await passwordGrant('admin', 'admin')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });
});
