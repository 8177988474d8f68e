import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createClients, PARAM } from '../support/clients';
import { standinForTests } from '../support/standin';

const standin = standinForTests();

describe('dataProvider over the Blade CRUD family', () => {
  it('pages with current/size, filters, a date range and sorting', async () => {
    const c = createClients();
    await c.login();
    const page = await c.data.getList({
      ...PARAM,
      pagination: { currentPage: 2, pageSize: 10 },
      filters: [
        { field: 'paramName', operator: 'contains', value: '账号' },
        { field: 'remark', operator: 'eq', value: '' },
        { field: 'createTime', operator: 'between', value: ['2020-01-01 00:00:00', '2030-01-01 00:00:00'] },
      ],
      sorters: [
        { field: 'createTime', order: 'desc' },
        { field: 'paramKey', order: 'asc' },
      ],
    });
    const query = standin.calls('/param/list')[0].url.searchParams;
    expect(Object.fromEntries(query)).toEqual({
      current: '2',
      size: '10',
      paramName: '账号',
      createTime_dategt: '2020-01-01 00:00:00',
      createTime_datelt: '2030-01-01 00:00:00',
      descs: 'create_time',
      ascs: 'param_key',
    });
    // Only the seed's parameters whose name contains 账号, on page 2 of 10: an exact count.
    const named = standin.db.tables.params.filter((row) => row.tenantId === '000000' && row.paramName.includes('账号'));
    expect(page.total).toBe(named.length);
    expect(page.data).toHaveLength(Math.max(0, Math.min(10, named.length - 10)));
  });

  it('defaults to page 1 of 10 and returns records and total', async () => {
    const c = createClients();
    await c.login();
    const page = await c.data.getList({ ...PARAM });
    const query = standin.calls('/param/list')[0].url.searchParams;
    expect(query.get('current')).toBe('1');
    expect(query.get('size')).toBe('10');
    expect(page.data).toHaveLength(10);
    expect(page.total).toBeGreaterThan(10);
  });

  it('creates and updates through the one submit call', async () => {
    const c = createClients();
    await c.login();
    await c.data.create({ ...PARAM, variables: { paramName: '测试', paramKey: 'test.key', paramValue: '1' } });
    const page = await c.data.getList({
      ...PARAM,
      filters: [{ field: 'paramKey', operator: 'eq', value: 'test.key' }],
    });
    const id = page.data[0].id as string;
    // Long ids travel as strings (Blade's Long-to-String): never compared as numbers.
    expect(id).toMatch(/^\d{16,}$/);
    await c.data.update({ ...PARAM, id, variables: { paramName: '测试2', paramKey: 'test.key', paramValue: '2' } });
    const submits = standin.calls('/param/submit');
    expect(submits.map((s) => s.method)).toEqual(['POST', 'POST']);
    expect(JSON.parse(submits[0].body)).toEqual({ paramName: '测试', paramKey: 'test.key', paramValue: '1' });
    expect(JSON.parse(submits[1].body)).toEqual({ id, paramName: '测试2', paramKey: 'test.key', paramValue: '2' });
    const detail = await c.data.getOne({ ...PARAM, id });
    expect(standin.calls('/param/detail')[0].url.searchParams.get('id')).toBe(id);
    expect(detail.data).toMatchObject({ paramName: '测试2', paramValue: '2' });
  });

  it('removes many records in one call with ids=a,b', async () => {
    const c = createClients();
    await c.login();
    const page = await c.data.getList({ ...PARAM });
    const ids = page.data.slice(0, 2).map((r) => r.id as string);
    await c.data.deleteMany!({ ...PARAM, ids });
    const removes = standin.calls('/param/remove');
    expect(removes).toHaveLength(1);
    expect(removes[0].method).toBe('POST');
    expect(removes[0].url.searchParams.get('ids')).toBe(ids.join(','));
    const after = await c.data.getList({ ...PARAM });
    expect(after.total).toBe(page.total - 2);
  });

  it('reads per-resource endpoints from meta: the onetoone family', async () => {
    const c = createClients();
    await c.login();
    const seen: string[] = [];
    const base = '*/api/zhiyuan-management/onetoone/student-order';
    standin.server.use(
      mswHttp.get(`${base}/search`, ({ request }) => {
        seen.push(`GET ${new URL(request.url).pathname}${new URL(request.url).search}`);
        return HttpResponse.json({ code: 200, success: true, data: { records: [{ id: '1' }], total: 1 } });
      }),
      mswHttp.post(`${base}/:op/:ids?`, ({ request }) => {
        seen.push(`POST ${new URL(request.url).pathname}`);
        return HttpResponse.json({ code: 200, success: true, data: true });
      }),
    );
    const meta = { api: { base: 'zhiyuan-management/onetoone/student-order', family: 'onetoone' as const } };
    const list = await c.data.getList({ resource: 'order', meta, pagination: { currentPage: 1, pageSize: 30 } });
    await c.data.create({ resource: 'order', meta, variables: { a: 1 } });
    await c.data.update({ resource: 'order', meta, id: '9', variables: { a: 2 } });
    await c.data.deleteMany!({ resource: 'order', meta, ids: ['7', '8'] });
    expect(list.total).toBe(1);
    expect(seen).toEqual([
      'GET /api/zhiyuan-management/onetoone/student-order/search?current=1&size=30',
      'POST /api/zhiyuan-management/onetoone/student-order/save',
      'POST /api/zhiyuan-management/onetoone/student-order/update',
      'POST /api/zhiyuan-management/onetoone/student-order/del/7,8',
    ]);
  });

  it('spells each onetoone variant as declared: save-and-update, del/{id} one call per id, delete/{ids}, search-expert', async () => {
    const c = createClients();
    await c.login();
    const seen: string[] = [];
    standin.server.use(
      mswHttp.get('*/api/zhiyuan-management/onetoone/:entity/:op', ({ request }) => {
        seen.push(`GET ${new URL(request.url).pathname}`);
        return HttpResponse.json({ code: 200, success: true, data: { records: [], total: 0 } });
      }),
      mswHttp.post('*/api/zhiyuan-management/onetoone/:entity/:op/:ids?', async ({ request }) => {
        const body = await request.text();
        seen.push(`POST ${new URL(request.url).pathname}${body ? ` ${body}` : ''}`);
        return HttpResponse.json({ code: 200, success: true, data: true });
      }),
    );
    const serve = {
      api: {
        base: 'zhiyuan-management/onetoone/serve-info',
        family: 'onetoone' as const,
        endpoints: { create: 'save-and-update', update: 'save-and-update', remove: 'del/{id}' },
      },
    };
    const org = {
      api: {
        base: 'zhiyuan-management/onetoone/organization-info',
        family: 'onetoone' as const,
        endpoints: { remove: 'delete/{ids}' },
      },
    };
    const expert = {
      api: {
        base: 'zhiyuan-management/onetoone/operate-expert-info',
        family: 'onetoone' as const,
        endpoints: { list: 'search-expert', remove: 'del-operate-expert/{ids}' },
      },
    };
    await c.data.create({ resource: 'service', meta: serve, variables: { serveName: 'a' } });
    await c.data.update({ resource: 'service', meta: serve, id: '5', variables: { serveName: 'b' } });
    await c.data.deleteMany!({ resource: 'service', meta: serve, ids: ['7', '8'] });
    await c.data.deleteMany!({ resource: 'organization', meta: org, ids: ['1', '2'] });
    await c.data.getList({ resource: 'expert', meta: expert });
    await c.data.deleteOne({ resource: 'expert', meta: expert, id: '3' });
    expect(seen).toEqual([
      'POST /api/zhiyuan-management/onetoone/serve-info/save-and-update {"serveName":"a"}',
      'POST /api/zhiyuan-management/onetoone/serve-info/save-and-update {"serveName":"b","id":"5"}',
      'POST /api/zhiyuan-management/onetoone/serve-info/del/7',
      'POST /api/zhiyuan-management/onetoone/serve-info/del/8',
      'POST /api/zhiyuan-management/onetoone/organization-info/delete/1,2',
      'GET /api/zhiyuan-management/onetoone/operate-expert-info/search-expert',
      'POST /api/zhiyuan-management/onetoone/operate-expert-info/del-operate-expert/3',
    ]);
  });

  it('passes custom calls through with query and body', async () => {
    const c = createClients();
    await c.login();
    const answer = await c.data.custom!({
      url: '/api/zhiyuan-management/dict/dictionary',
      method: 'get',
      query: { code: 'subject' },
    });
    expect(standin.calls('/dict/dictionary')[0].url.searchParams.get('code')).toBe('subject');
    expect((answer.data as unknown as { dictValue: string }[]).map((d) => d.dictValue)).toContain('文科');
  });
});

describe('a list fetched ahead of its page (a reload)', () => {
  const firstPage = { ...PARAM, pagination: { currentPage: 1, pageSize: 10 }, filters: [], sorters: [] };
  /** Warms the first page with the server refusing that one request. */
  const warmRefused = (c: ReturnType<typeof createClients>) => {
    standin.server.use(
      mswHttp.get(
        '*/api/zhiyuan-management/param/list',
        () => HttpResponse.json({ code: 500, success: false, msg: '服务繁忙' }, { status: 500 }),
        { once: true },
      ),
    );
    c.data.warmList({ ...PARAM, pagination: { currentPage: 1, pageSize: 10 } });
  };

  it('answers the page from the early request: one call on the wire', async () => {
    const c = createClients();
    await c.login();
    c.data.warmList({ ...PARAM, pagination: { currentPage: 1, pageSize: 10 } });
    const page = await c.data.getList(firstPage);
    expect(page.data).toHaveLength(10);
    expect(standin.calls('/param/list')).toHaveLength(1);
    // Used once: the next visit asks the server again.
    await c.data.getList(firstPage);
    expect(standin.calls('/param/list')).toHaveLength(2);
  });

  it('asks again, with its toast, when the early request failed', async () => {
    const c = createClients();
    await c.login();
    warmRefused(c);
    const page = await c.data.getList(firstPage);
    expect(page.data).toHaveLength(10);
    expect(standin.calls('/param/list')).toHaveLength(2);
    // The early request was silent: nobody asked for it yet.
    expect(c.notify).not.toHaveBeenCalled();
  });

  it('gives its answer, once in, to the page’s first render, once: the next read asks the server', async () => {
    const c = createClients();
    await c.login();
    c.data.warmList({ ...PARAM, pagination: { currentPage: 1, pageSize: 10 } });
    // Asked, not answered yet: nothing to show.
    expect(c.data.earlyList(firstPage)).toBeUndefined();
    await c.http.warmSettled();
    expect(c.data.earlyList({ ...firstPage, pagination: { currentPage: 2, pageSize: 10 } })).toBeUndefined();
    expect(c.data.earlyList(firstPage)?.data).toHaveLength(10);
    expect(c.data.earlyList(firstPage)).toBeUndefined();
    // A refresh after a save reads the server, not the answer drawn at the reload.
    await c.data.getList(firstPage);
    expect(standin.calls('/param/list')).toHaveLength(2);
  });

  it('shows nothing early when the early request failed', async () => {
    const c = createClients();
    await c.login();
    warmRefused(c);
    await c.http.warmSettled();
    expect(c.data.earlyList(firstPage)).toBeUndefined();
  });

  it('does not answer a different request with it', async () => {
    const c = createClients();
    await c.login();
    c.data.warmList({ ...PARAM, pagination: { currentPage: 1, pageSize: 10 } });
    await c.data.getList({ ...firstPage, pagination: { currentPage: 2, pageSize: 10 } });
    expect(standin.calls('/param/list').map((r) => r.url.searchParams.get('current'))).toEqual(['1', '2']);
  });
});
