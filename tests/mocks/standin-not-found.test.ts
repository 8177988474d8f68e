import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MGMT, call, login, useServer, type PageData } from './standin-client';

// Every /api path answers: what the stand-in does not serve is Blade's 404 envelope (HTTP 404),
// for any method, after every real handler and every test override.

const NOT_FOUND = { status: 404, body: { code: 404, success: false, data: null, msg: '404 没找到请求' } };
const EN = { 'Accept-Language': 'en-GB,en;q=0.8' };

describe('stand-in: paths it does not serve', () => {
  const standin = useServer();

  it('answers an unknown path with the Blade 404 envelope for GET, POST, PUT and DELETE', async () => {
    standin.expectUnknown();
    const token = await login('admin', 'admin');
    expect(await call(`${MGMT}/notice/list?current=1`, { token })).toEqual(NOT_FOUND);
    expect(await call(`${MGMT}/notice/submit`, { token, body: { title: 'x' } })).toEqual(NOT_FOUND);
    expect(await call('/api/blade-desk/notice/remove?ids=1', { token, method: 'PUT' })).toEqual(NOT_FOUND);
    expect(await call('/api/blade-log/error/detail', { method: 'DELETE', basic: false })).toEqual(NOT_FOUND);
    expect((await call(`${MGMT}/notice/list`, { token, headers: EN })).body.msg).toBe('404 not found');
  });

  it('lets every real handler and every server.use override win; a method a path lacks is a 404', async () => {
    const token = await login('admin', 'admin');
    expect((await call<PageData>(`${MGMT}/param/list`, { token })).body).toMatchObject({
      code: 200,
      data: { total: 28 },
    });
    expect((await call(`${MGMT}/param/list`)).status).toBe(401); // the real handler's gateway check, not a 404
    standin.server.use(http.get('*/api/blade-desk/notice/list', () => HttpResponse.json({ code: 200, data: ['hi'] })));
    expect(await call('/api/blade-desk/notice/list', { token })).toEqual({
      status: 200,
      body: { code: 200, data: ['hi'] },
    });
    expect(standin.unexpectedCalls()).toEqual([]);
    expect(await call(`${MGMT}/param/submit`, { token })).toEqual(NOT_FOUND); // GET on a POST route
    expect(standin.unexpectedCalls()).toEqual(['GET /api/zhiyuan-management/param/submit']);
    standin.expectUnknown('/param/submit');
  });

  it('records unannounced unknown calls so the test fails naming them', async () => {
    const token = await login('admin', 'admin');
    await call(`${MGMT}/notice/list?current=2`, { token });
    await call('/api/blade-log/usual/remove', { token, method: 'POST' });
    expect(standin.unexpectedCalls()).toEqual([
      'GET /api/zhiyuan-management/notice/list?current=2',
      'POST /api/blade-log/usual/remove',
    ]);
    expect(() => standin.assertNoUnknownCalls()).toThrow(
      /no handler for GET \/api\/zhiyuan-management\/notice\/list\?current=2, POST \/api\/blade-log\/usual\/remove/,
    );
    // Announcing one path leaves the other loud; announcing all quiets the hook after the test.
    standin.expectUnknown('/notice/list');
    expect(standin.unexpectedCalls()).toEqual(['POST /api/blade-log/usual/remove']);
    standin.expectUnknown();
    expect(() => standin.assertNoUnknownCalls()).not.toThrow();
  });

  it('forgets the record and the announcements on reset', async () => {
    standin.expectUnknown();
    await call('/api/nowhere');
    standin.reset();
    await call('/api/nowhere/else');
    expect(standin.unexpectedCalls()).toEqual(['GET /api/nowhere/else']);
    standin.expectUnknown();
  });
});
