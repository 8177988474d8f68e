import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createClients, PARAM } from '../support/clients';
import { standinForTests } from '../support/standin';

// An answer that is not what the call expects is an error, not an empty result.

const standin = standinForTests();
const LIST = '*/api/zhiyuan-management/param/list';
const UNREADABLE = '服务器返回了无法识别的数据,请稍后重试';
const indexHtml = () =>
  HttpResponse.html('<!doctype html><html><head><title>智远</title></head><body><div id="root"></div></body></html>');

describe('answers of the wrong shape', () => {
  it('rejects an HTML page under HTTP 200 with a toast instead of reading an empty list', async () => {
    const c = createClients();
    await c.login();
    standin.server.use(mswHttp.get(LIST, indexHtml));
    await expect(c.data.getList({ ...PARAM })).rejects.toMatchObject({ statusCode: 502, message: UNREADABLE });
    expect(c.notify).toHaveBeenCalledWith('error', UNREADABLE, 'unexpected-answer');
  });

  it("says the gateway is unavailable for a proxy's 502, 503 and 504, in one toast for the burst", async () => {
    const c = createClients();
    await c.login();
    for (const status of [502, 503, 504]) {
      standin.server.use(
        mswHttp.get(LIST, () => new HttpResponse('<html><body>Bad Gateway</body></html>', { status }), { once: true }),
      );
      await expect(c.data.getList({ ...PARAM })).rejects.toMatchObject({
        statusCode: status,
        message: '网关不可用,请稍后重试',
      });
    }
    // One key: antd's message shows one toast for it, however many calls fail.
    expect(c.notify.mock.calls).toEqual(
      [502, 503, 504].map(() => ['error', '网关不可用,请稍后重试', 'gateway-unavailable']),
    );
  });

  it.each([
    ['a bare value', 'ok'],
    ['an envelope whose data is no list', { code: 200, success: true, data: { rows: [] } }],
  ])('rejects %s where a list is expected', async (_label, body) => {
    const c = createClients();
    await c.login();
    standin.server.use(mswHttp.get(LIST, () => HttpResponse.json(body)));
    await expect(c.data.getList({ ...PARAM })).rejects.toMatchObject({ statusCode: 502 });
  });

  it.each([
    ['an object', { id: '1' }],
    ['null', null],
    ['""', ''],
  ])('refuses a login whose menu answer is %s with a clear message, and logs in on retry', async (_label, data) => {
    standin.server.use(
      mswHttp.get(
        '*/api/zhiyuan-management/menu/routes',
        () => HttpResponse.json({ code: 200, success: true, data, msg: '' }),
        { once: true },
      ),
    );
    const c = createClients();
    const first = await c.auth.login({ tenantId: '000000', username: 'admin', password: 'admin' });
    // Not told by the request layer: the login page says it, once, after the new token was revoked.
    expect(first).toMatchObject({ success: false, error: { message: UNREADABLE, notified: false } });
    expect(c.notify).not.toHaveBeenCalled();
    expect(standin.calls('/oauth/logout')).toHaveLength(1);
    expect(c.storage.getToken()).toBeNull();
    const again = await c.auth.login({ tenantId: '000000', username: 'admin', password: 'admin' });
    expect(again.success).toBe(true);
    expect(c.session.get().menus?.length).toBeGreaterThan(0);
  });

  it('still reads a tree list answered as an array', async () => {
    const c = createClients();
    await c.login();
    standin.server.use(
      mswHttp.get(LIST, () => HttpResponse.json({ code: 200, success: true, data: [{ id: '1' }, { id: '2' }] })),
    );
    expect(await c.data.getList({ ...PARAM })).toEqual({ data: [{ id: '1' }, { id: '2' }], total: 2 });
  });
});
