import { describe, expect, it } from 'vitest';
import { md5Hex } from '../../mocks/crypto';
import {
  BASIC,
  MGMT,
  ORIGIN,
  call,
  login,
  passwordGrant,
  requestToken,
  useServer,
  type Envelope,
} from './standin-client';

// Uploads (put-file), the error-log upload to the stand-in's own target, and guest sign-up after an
// unbound third-party login.

type Upload = { link: string; domain: string; name: string; originalName: string; attachId: string };
const PUT_FILE = `${ORIGIN}/api/zhiyuan-resource/oss/endpoint/put-file`;
const EN = { 'Accept-Language': 'en' };

/** A multipart body written out by hand: jsdom's FormData loses the file name on its way to fetch. */
function multipart(
  field: string,
  fileName: string,
  type: string,
  bytes: Uint8Array,
): { body: Uint8Array<ArrayBuffer>; type: string } {
  const boundary = '----standin-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  const parts = [new TextEncoder().encode(head), bytes, new TextEncoder().encode(`\r\n--${boundary}--\r\n`)];
  const body = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((offset, part) => (body.set(part, offset), offset + part.length), 0);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/** `size` bytes that begin as a PNG does. */
function pngBytes(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([137, 80, 78, 71, 13, 10, 26, 10]);
  return bytes;
}

async function putFile(
  token: string,
  form: { body: BodyInit; type?: string } | null,
  headers: Record<string, string> = {},
  url = PUT_FILE,
) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      Authorization: BASIC,
      'Blade-Auth': `bearer ${token}`,
      ...(form?.type ? { 'Content-Type': form.type } : {}),
      ...headers,
    },
    body: form?.body,
  });
  return { status: response.status, body: (await response.json()) as Envelope<Upload> };
}

describe('stand-in: files and error logs', () => {
  const standin = useServer();

  it('stores an upload and answers its data: link', async () => {
    const token = await login('admin', 'admin');
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 255]);
    const { status, body } = await putFile(token, multipart('file', 'Me.PNG', 'image/png', png));
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, success: true, data: { domain: '', originalName: 'Me.PNG' } });
    expect(body.data.link).toBe(`data:image/png;base64,${btoa(String.fromCharCode(...png))}`);
    expect(body.data.name).toMatch(/^upload\/\d{8}\/\d+\.png$/);
    expect(standin.db.tables.files).toEqual([
      expect.objectContaining({ id: body.data.attachId, tenantId: '000000', size: 10 }),
    ]);
  });

  it('rejects a missing or too large file, and keeps 30 files per tenant', async () => {
    const token = await login('admin', 'admin');
    const missing = { status: 400, body: { code: 400, success: false, data: null, msg: '请选择文件' } };
    expect(await putFile(token, null)).toEqual(missing);
    expect((await putFile(token, multipart('other', 'a.png', 'image/png', new Uint8Array([1])), EN)).body.msg).toBe(
      'please choose a file',
    );
    // Not more than 2 MB (图片大小不能超过 2MB): exactly 2 MB is taken, as the console takes it.
    const exact = await putFile(token, multipart('file', 'exact.png', 'image/png', pngBytes(2 * 1024 * 1024)));
    expect(exact.status).toBe(200);
    const large = multipart('file', 'big.bin', 'application/octet-stream', new Uint8Array(2 * 1024 * 1024 + 1));
    expect(await putFile(token, large)).toMatchObject({ status: 400, body: { msg: '文件过大' } });
    expect((await putFile(token, large, EN)).body.msg).toBe('file too large');
    const ids: string[] = [];
    for (let index = 0; index < 32; index += 1) {
      ids.push(
        (await putFile(token, multipart('file', `${index}.png`, 'image/png', pngBytes(16 + index)))).body.data.attachId,
      );
    }
    expect(standin.db.tables.files.map((row) => row.id)).toEqual(ids.slice(2));
  });

  it('holds the avatar to jpg/png under 500 KB by its bytes, whatever a direct call claims', async () => {
    const token = await login('admin', 'admin');
    const avatar = (ext: string) => `${PUT_FILE}-by-name?fileName=avatar.${ext}`;
    const big = await putFile(token, multipart('file', 'me.png', 'image/png', pngBytes(900 * 1024)), {}, avatar('png'));
    expect(big).toEqual({
      status: 400,
      body: { code: 400, success: false, data: null, msg: '头像大小不能超过 500KB' },
    });
    const text = multipart('file', 'a.png', 'image/png', new TextEncoder().encode('not a picture'));
    expect(await putFile(token, text, {}, avatar('png'))).toMatchObject({
      status: 400,
      body: { code: 400, success: false, msg: '头像只能是 jpg/png 格式的图片' },
    });
    const gif = multipart('file', 'a.gif', 'image/gif', new TextEncoder().encode('GIF89a....'));
    expect((await putFile(token, gif, EN, avatar('gif'))).body.msg).toBe('the avatar must be a jpg/png picture');
    expect(standin.db.tables.files).toEqual([]);
    const ok = await putFile(token, multipart('file', 'me.png', 'image/png', pngBytes(2048)), {}, avatar('png'));
    expect(ok.body).toMatchObject({ code: 200, data: { originalName: 'avatar.png' } });
    // Without its fileName the call is Spring's missing parameter.
    const unnamed = await putFile(
      token,
      multipart('file', 'me.png', 'image/png', pngBytes(64)),
      {},
      `${PUT_FILE}-by-name`,
    );
    expect(unnamed).toMatchObject({ status: 400, body: { msg: '缺少必要的请求参数: fileName' } });
  });

  it("refuses what is no picture at the pictures' put-file, and takes any file with a config's code", async () => {
    const token = await login('admin', 'admin');
    const text = () => multipart('file', 'a.png', 'image/png', new TextEncoder().encode('not a picture'));
    expect(await putFile(token, text())).toEqual({
      status: 400,
      body: { code: 400, success: false, data: null, msg: '只能上传 jpg、png、gif、webp 格式的图片' },
    });
    expect((await putFile(token, text(), EN)).body.msg).toBe('only jpg, png, gif and webp pictures can be uploaded');
    expect(standin.db.tables.files).toEqual([]);
    const jpeg = multipart('file', 'b.jpg', 'image/jpeg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]));
    expect((await putFile(token, jpeg)).status).toBe(200);
    // 调试 (put-file?code=) tests a storage with whatever file it is given.
    expect((await putFile(token, text(), {}, `${PUT_FILE}?code=minio`)).status).toBe(200);
  });

  it('keeps an uploaded error log at its own target without ending the session; logout is GET only, as on BladeX', async () => {
    const { body } = await passwordGrant('operator', 'operator');
    const token = String(body.access_token);
    const entry = {
      type: 'error',
      message: 'x is undefined',
      stack: 'at App',
      info: 'render',
      url: '/system/param',
      time: '2025-03-01 10:20:30',
    };
    const uploaded = await call('/api/standin/error-log', { token, body: [entry, entry] });
    expect(uploaded.body).toMatchObject({ code: 200, success: true });
    expect((await call(`${MGMT}/param/list`, { token })).status).toBe(200);
    expect((await call('/api/standin/error-log', { token, body: [] })).status).toBe(200); // an empty upload
    expect(standin.db.tables.errorLogs).toHaveLength(2);
    expect(standin.db.tables.errorLogs[0]).toMatchObject({
      tenantId: '000000',
      createBy: body.user_id,
      message: 'x is undefined',
      stackTrace: 'at App',
      requestUri: '/system/param',
      exceptionName: 'error',
      params: 'render',
      createTime: '2025-03-01 10:20:30',
    });
    expect((await call('/api/standin/error-log', { token, body: { not: 'a list' } })).status).toBe(400);
    // Saber's upload target: BladeX maps oauth/logout to GET only, so a POST there is refused.
    standin.expectUnknown();
    const posted = await call('/api/blade-auth/oauth/logout', { token, body: [entry] });
    expect(posted.status).toBe(404);
    expect(standin.db.tables.errorLogs).toHaveLength(2);
    const anonymous = await call('/api/standin/error-log', { body: [entry] });
    expect(anonymous.status).toBe(200);
    expect(standin.db.tables.errorLogs[2]).toMatchObject({ tenantId: '', createBy: '' });
    // The logout answers BladeX's bare Kv and ends the session.
    const logout = await call('/api/blade-auth/oauth/logout', { token });
    expect(logout.body).toEqual({ success: 'true', msg: 'success' });
    expect((await call(`${MGMT}/param/list`, { token })).status).toBe(401);
  });
});

describe('stand-in: guest registration', () => {
  const standin = useServer();
  /** As BladeX binds a `User`: request params (here a form body), the password plain. */
  const register = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    call<boolean>(`${MGMT}/user/register-guest?${new URLSearchParams(fields)}`, { method: 'POST', headers });
  const oauthId = async (code: string) =>
    String((await requestToken({ grant_type: 'social', source: 'github', code })).body.oauth_id);

  it('checks tenant, account, password and the third-party id in that order, then files the request', async () => {
    const pending = await oauthId('visitor');
    const good = { tenantId: '000000', name: '访客', account: 'guest', password: 'aa', oauthId: pending };
    const msg = async (fields: Record<string, string>, headers = {}) => (await register(fields, headers)).body.msg;
    expect(await msg({ ...good, tenantId: '999999', account: 'admin' })).toBe('租户ID未找到');
    expect(await msg({ ...good, account: 'admin', oauthId: 'nope' })).toBe('账号已存在');
    expect(await msg({ ...good, account: 'admin' }, EN)).toBe('account already exists');
    expect(await msg({ ...good, password: '', oauthId: 'nope' })).toBe('请先输入密码');
    expect(await msg({ ...good, oauthId: 'nope' })).toBe('第三方授权已失效');
    expect(await msg({ ...good, oauthId: await oauthId('bound') }, EN)).toBe('third-party authorization expired');
    expect((await register({ ...good, oauthId: 'nope' })).status).toBe(400);

    expect(await register(good)).toEqual({
      status: 200,
      body: { code: 200, success: true, data: true, msg: '操作成功' },
    });
    expect(standin.db.tables.guestRegistrations).toEqual([
      expect.objectContaining({ tenantId: '000000', account: 'guest', name: '访客', oauthId: pending, status: 0 }),
    ]);
    // Stored as what a login sends (md5 of the plain password), so the account can log in once bound.
    expect(standin.db.tables.guestRegistrations[0].password).toBe(md5Hex('aa'));
    expect(await msg({ ...good, account: 'guest2' })).toBe('第三方授权已失效'); // used up
    expect(await msg({ ...good, oauthId: await oauthId('visitor2') })).toBe('账号已存在'); // already asked for
  });

  it('binds nothing from a JSON body, as BladeX binds request params', async () => {
    const pending = await oauthId('visitor');
    const body = { tenantId: '000000', name: '访客', account: 'guest', password: 'aa', oauthId: pending };
    expect((await call(`${MGMT}/user/register-guest`, { body })).body.msg).toBe('租户ID不能为空');
  });

  it('needs the client but no token', async () => {
    const response = await fetch(`${ORIGIN}${MGMT}/user/register-guest`, { method: 'POST' });
    expect(response.status).toBe(401);
    expect((await register({ tenantId: '' })).body.msg).toBe('租户ID不能为空');
  });
});
