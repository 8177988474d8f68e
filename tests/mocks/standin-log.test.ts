import { describe, expect, it } from 'vitest';
import { generateLogs } from '../../mocks/seed-data/logs-rows';
import { call, login, useServer, type PageData } from './standin-client';

// blade-log's usual / api / error lists and details as the stand-in answers them: thousands of
// generated rows per tenant, paged in Blade's order (api and error newest first, usual in
// insertion order: oldest first unless ascs/descs say otherwise), searched the way Blade binds a Map (plain key
// LIKE, date suffixes), a tenant's own only; none of it in the store.

const LOG = '/api/blade-log';
type Log = {
  id: string;
  tenantId: string;
  serviceId: string;
  requestUri: string;
  method: string;
  createTime: string;
  params: string;
  [key: string]: unknown;
};

const page = async (token: string, kind: string, query = '') =>
  (await call<PageData<Log>>(`${LOG}/${kind}/list?current=1&size=10${query}`, { token })).body.data;
const newestFirst = (rows: Log[]) =>
  rows.every(
    (row, i) => i === 0 || (rows[i - 1].createTime >= row.createTime && BigInt(rows[i - 1].id) > BigInt(row.id)),
  );

describe('stand-in: logs', () => {
  // The seed day pinned: the logs end on its evening and reach six weeks back.
  const standin = useServer({ seedDay: '2025-06-15' });

  it('pages thousands of logs of each kind, newest first when asked, with the fields Blade sends', async () => {
    const token = await login('admin', 'admin');
    const usual = await page(token, 'usual', '&descs=create_time');
    expect(usual).toMatchObject({ total: 3000, size: 10, current: 1, pages: 300 });
    expect(usual.records).toHaveLength(10);
    expect(newestFirst(usual.records)).toBe(true);
    expect(usual.records[0].createTime <= '2025-06-15 18:30:00').toBe(true);
    expect(usual.records[0]).toEqual(
      expect.objectContaining({
        tenantId: '000000',
        env: 'prod',
        logLevel: expect.stringMatching(/^(INFO|WARN|ERROR|DEBUG)$/),
        logId: expect.any(String),
        logData: expect.any(String),
      }),
    );
    const second = (await call<PageData<Log>>(`${LOG}/usual/list?current=2&size=10&descs=create_time`, { token })).body
      .data.records;
    expect(
      second[0].createTime <= usual.records[9].createTime && BigInt(second[0].id) < BigInt(usual.records[9].id),
    ).toBe(true);
    // The last page reaches back six weeks.
    const last = (await call<PageData<Log>>(`${LOG}/usual/list?current=300&size=10&descs=create_time`, { token })).body
      .data.records;
    expect(last.at(-1)!.createTime.slice(0, 10) <= '2025-05-06').toBe(true);
    // Unasked, LogUsualController sets no order: insertion order, the oldest first, the newest on the last page.
    const unsorted = await page(token, 'usual');
    expect(unsorted.records).toEqual([...last].reverse());
    expect((await call<PageData<Log>>(`${LOG}/usual/list?current=300&size=10`, { token })).body.data.records).toEqual(
      [...usual.records].reverse(),
    );
    expect((await page(token, 'usual', '&ascs=create_time')).records).toEqual(unsorted.records);
    // Another column sorts over that order: within one level, oldest first still.
    const byLevel = (await page(token, 'usual', '&descs=log_level&size=50')).records;
    expect(byLevel.every((row, i) => i === 0 || String(row.logLevel) <= String(byLevel[i - 1].logLevel))).toBe(true);
    const sameLevel = byLevel.filter((row) => row.logLevel === byLevel[0].logLevel);
    expect(sameLevel.map((row) => row.createTime)).toEqual(sameLevel.map((row) => row.createTime).sort());

    // LogApiController and LogErrorController order by create_time desc themselves.
    const api = await page(token, 'api');
    expect(api.total).toBe(5000);
    expect(newestFirst(api.records)).toBe(true);
    expect(api.records[0]).toEqual(
      expect.objectContaining({ type: '1', title: expect.any(String), time: expect.stringMatching(/^\d+$/) }),
    );
    const errors = await page(token, 'error');
    expect(errors.total).toBe(1500);
    expect(newestFirst(errors.records)).toBe(true);
    expect(errors.records[0]).toEqual(
      expect.objectContaining({
        exceptionName: expect.any(String),
        stackTrace: expect.stringContaining('\tat '),
        lineNumber: expect.any(Number),
      }),
    );
  });

  it('searches by service (LIKE), request URI (LIKE), level and a date range', async () => {
    const token = await login('admin', 'admin');
    const auth = await page(token, 'api', '&serviceId=blade-auth&size=50');
    expect(auth.total).toBeGreaterThan(100);
    expect(auth.total).toBeLessThan(5000);
    expect(auth.records.every((row) => row.serviceId === 'blade-auth')).toBe(true);
    // Blade binds the list to a Map: a plain key is LIKE, so a part of the name finds the service.
    expect((await page(token, 'api', '&serviceId=auth')).total).toBe(auth.total);
    expect((await page(token, 'api', '&serviceId_equal=auth')).total).toBe(0);

    const orders = await page(token, 'api', '&requestUri=order-info');
    expect(orders.total).toBeGreaterThan(0);
    expect(orders.records.every((row) => row.requestUri.includes('order-info'))).toBe(true);

    const warnings = await page(token, 'usual', '&logLevel=WARN');
    expect(warnings.records.every((row) => row.logLevel === 'WARN')).toBe(true);

    const from = '2025-06-01 00:00:00';
    const to = '2025-06-07 23:59:59';
    const week = await page(
      token,
      'error',
      `&createTime_dategt=${encodeURIComponent(from)}&createTime_datelt=${encodeURIComponent(to)}&size=200`,
    );
    expect(week.total).toBeGreaterThan(50);
    expect(week.total).toBeLessThan(1500);
    expect(week.records.every((row) => row.createTime > from && row.createTime < to)).toBe(true);
    expect(newestFirst(week.records)).toBe(true);
    // Everything together narrows further; oldest first when asked.
    const both = await page(
      token,
      'api',
      `&serviceId=management&requestUri=${encodeURIComponent('/menu/')}&createTime_dategt=${encodeURIComponent(from)}&ascs=create_time`,
    );
    expect(
      both.records.every(
        (row) => row.serviceId === 'zhiyuan-management' && row.requestUri.startsWith('/menu/') && row.createTime > from,
      ),
    ).toBe(true);
    expect(both.records.map((row) => row.createTime)).toEqual([...both.records.map((row) => row.createTime)].sort());
  });

  it('answers a detail: the same row as the list, an error with its whole stack trace', async () => {
    const token = await login('admin', 'admin');
    const listed = (await page(token, 'error', '&exceptionName=DuplicateKeyException')).records[0];
    expect(listed).toBeDefined();
    const detail = (await call<Log>(`${LOG}/error/detail?id=${listed.id}`, { token })).body.data;
    expect(detail).toEqual(listed);
    const trace = String(detail.stackTrace);
    expect(trace.startsWith('org.springframework.dao.DuplicateKeyException: \n### Error updating database.')).toBe(
      true,
    );
    expect(trace).toContain(
      '\tat org.springblade.modules.onetoone.service.impl.IntendedCustomersServiceImpl.saveOrUpdate(IntendedCustomersServiceImpl.java:87)',
    );
    expect(trace).toContain('Caused by: java.sql.SQLIntegrityConstraintViolationException: Duplicate entry');
    expect(trace.split('\n').length).toBeGreaterThan(100);
    // BladeX names the class, file and line of the trace's first frame.
    expect(detail).toMatchObject({
      methodClass: 'org.springframework.jdbc.support.SQLErrorCodeSQLExceptionTranslator',
      methodName: 'doTranslate',
      fileName: 'SQLErrorCodeSQLExceptionTranslator.java',
      lineNumber: 243,
    });

    // A usual log's line tells what its call sent.
    const created = (await page(token, 'usual', `&requestUri=${encodeURIComponent('/onetoone/order-info/save')}`))
      .records[0];
    const sent = JSON.parse(created.params) as { studentName: string; amount: string };
    expect(created.logData).toMatch(
      new RegExp(`^订单 ZY\\d{12} 创建成功,学生 ${sent.studentName},金额 ¥${sent.amount}$`),
    );

    const usual = (await page(token, 'usual', '&descs=create_time')).records[3];
    expect((await call<Log>(`${LOG}/usual/detail?id=${usual.id}`, { token })).body.data).toEqual(usual);
    expect((await call(`${LOG}/api/detail?id=${usual.id}`, { token })).body).toMatchObject({
      code: 400,
      msg: '数据不存在',
    });
    expect((await call(`${LOG}/api/detail`, { token })).body).toMatchObject({
      code: 400,
      msg: '缺少必要的请求参数: id',
    });
  });

  it('keeps tenants apart', async () => {
    const platform = await login('admin', 'admin');
    const branch = await login('admin', 'admin', '100001');
    const own = await page(branch, 'api', '&size=50');
    expect(own.total).toBe(800);
    expect(own.records.every((row) => row.tenantId === '100001')).toBe(true);
    const platformLog = (await page(platform, 'api')).records[0];
    expect((await call(`${LOG}/api/detail?id=${platformLog.id}`, { token: branch })).body).toMatchObject({
      code: 400,
      msg: '数据不存在',
    });
    expect((await page(branch, 'error')).records.every((row) => row.tenantId === '100001')).toBe(true);
  });

  it("refuses a date it cannot read and a sort column that is not one, in the caller's language", async () => {
    const token = await login('admin', 'admin');
    expect((await call(`${LOG}/usual/list?createTime_dategt=yesterday`, { token })).body).toMatchObject({
      code: 400,
      msg: '日期格式不正确: yesterday',
    });
    const english = await call(`${LOG}/usual/list?createTime_datelt=soon`, {
      token,
      headers: { 'Accept-Language': 'en' },
    });
    expect(english.body.msg).toBe('invalid date: soon');
    expect((await call(`${LOG}/error/list?descs=stack_trace_x`, { token })).body).toMatchObject({
      code: 400,
      msg: '排序字段不合法: stack_trace_x',
    });
  });

  it('keeps the logs out of the store: the first log calls add no row to it', async () => {
    const token = await login('admin', 'admin');
    const stored = () => Object.values(standin.db.tables).reduce((sum, table) => sum + table.length, 0);
    const before = stored();
    for (const kind of ['usual', 'api', 'error']) await page(token, kind, '&tenantId=100001');
    expect(stored()).toBe(before);
  });
});

describe('log generation', () => {
  it("is deterministic and counts from the tenant's creation", () => {
    const anchor = new Date(2025, 5, 15, 18, 30).getTime();
    const make = (createTime: string) =>
      generateLogs({
        kind: 'error',
        tenant: { tenantId: '100002', createTime },
        anchor,
        product: 'zhiyuan',
        accounts: ['admin', 'lisi'],
      });
    const first = make('2024-09-01 09:00:00');
    expect(first).toHaveLength(150);
    expect(JSON.stringify(make('2024-09-01 09:00:00'))).toBe(JSON.stringify(first));
    // A tenant opened a week ago has a week of logs; one opened a minute ago, none.
    expect(make('2025-06-08 18:30:00').length).toBe(25);
    expect(make('2025-06-15 18:29:00')).toHaveLength(0);
  });
});
