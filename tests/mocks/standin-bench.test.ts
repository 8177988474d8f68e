import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { benchRow, type BenchRow } from '../../mocks/bench-rows';
import { createDb, JOURNAL_KEY } from '../../mocks/db';
import { createHandlers } from '../../mocks/handlers';
import { createStandinServer } from '../../mocks/node';
import { createSeed } from '../../mocks/seed';
import { MGMT, buttonCodes, call, login, useServer, type PageData } from './standin-client';

// Benchmark mode (StandinOptions.bench): the 压测列表 menu for admin of 000000 and a read-only
// `bench-row` list of 1000 generated rows. Off, the stand-in is exactly the product's.

type Node = { code: string; name: string; path: string; source: string; category: number; children: Node[] };
type TopMenu = { id: string; code: string };

const FIELDS = [
  'amount',
  'createTime',
  'expertName',
  'id',
  'orderNo',
  'province',
  'score',
  'serviceName',
  'status',
  'studentName',
  'subject',
];
const LIST = `${MGMT}/bench-row/list`;

const flatten = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);
const routes = async (token: string, query = '') =>
  (await call<Node[]>(`${MGMT}/menu/routes${query}`, { token })).body.data;
const buttons = async (token: string) => (await call<Node[]>(`${MGMT}/menu/buttons`, { token })).body.data;
const page = (token: string, query: string) => call<PageData<BenchRow>>(`${LIST}?${query}`, { token });
const benchPaths = (handlers: HttpHandler[]) =>
  handlers.map((handler) => String(handler.info.path)).filter((path) => path.includes('bench-row'));

/** The fingerprint a db of these options persists its changes under. */
function persistedFingerprint(bench: boolean): string {
  localStorage.clear();
  const db = createDb({ persist: 'local-storage', bench });
  db.update('params', { ...db.tables.params[0] });
  const { fingerprint } = JSON.parse(localStorage.getItem(JOURNAL_KEY) ?? '{}') as { fingerprint?: string };
  localStorage.clear();
  return String(fingerprint);
}

describe('stand-in bench mode: off (the default)', () => {
  useServer();

  it('has no bench menu, button or grant', async () => {
    const admin = await login('admin', 'admin');
    expect(flatten(await routes(admin)).map((node) => node.code)).not.toContain('benchrows');
    expect(buttonCodes(await buttons(admin))).not.toContain('benchrows_view');
    const seed = createSeed();
    expect(seed.menus.some((menu) => menu.code.startsWith('benchrows'))).toBe(false);
    expect(createSeed({ bench: false })).toEqual(seed);
  });

  it('registers no bench-row route', () => {
    expect(benchPaths(createHandlers())).toEqual([]);
    expect(benchPaths(createHandlers({ bench: false }))).toEqual([]);
    expect(benchPaths(createHandlers({ bench: true }))).toEqual([
      '/api/zhiyuan-management/bench-row/list',
      '/api/zhiyuan-management/bench-row/detail',
    ]);
  });

  it('persists under another fingerprint than bench mode, so switching modes re-seeds', () => {
    expect(persistedFingerprint(true)).not.toBe(persistedFingerprint(false));
    const bench = createDb({ persist: 'local-storage', bench: true });
    bench.update('params', { ...bench.tables.params[0], paramValue: 'changed in bench mode' });
    expect(createDb({ persist: 'local-storage', bench: true }).tables.params[0].paramValue).toBe(
      'changed in bench mode',
    );
    const product = createDb({ persist: 'local-storage' });
    expect(product.tables.params[0].paramValue).not.toBe('changed in bench mode');
    expect(product.tables.menus.some((menu) => menu.code === 'benchrows')).toBe(false);
    localStorage.clear();
  });
});

describe('stand-in bench mode: on', () => {
  const standin = useServer({ bench: true });

  it('appends to the product seed without moving any product row', () => {
    const product = createSeed();
    const bench = createSeed({ bench: true });
    for (const table of Object.keys(product) as (keyof typeof product)[]) {
      expect(bench[table].slice(0, product[table].length), table).toEqual(product[table]);
    }
    expect(bench.menus.slice(product.menus.length).map((menu) => menu.code)).toEqual(['benchrows', 'benchrows_view']);
    // Kept after a reset too.
    standin.db.reset();
    expect(standin.db.tables.menus.map((menu) => menu.code)).toContain('benchrows');
  });

  it('adds 10,000 users to the platform tenant, paged by the server like the others', async () => {
    const admin = await login('admin', 'admin');
    type User = { account: string; deptName: string; roleName: string };
    const last = (
      await call<PageData<User>>(`${MGMT}/user/page?current=1000&size=10&account=bench10000`, { token: admin })
    ).body.data;
    expect(last.records).toHaveLength(0); // page 1000 of one match is past the end
    const found = (
      await call<PageData<User>>(`${MGMT}/user/page?current=1&size=10&account=bench10000`, { token: admin })
    ).body.data;
    expect(found.records).toEqual([
      expect.objectContaining({ account: 'bench10000', deptName: '运营部', roleName: '运营人员' }),
    ]);
    const all = (await call<PageData<User>>(`${MGMT}/user/page?current=500&size=20`, { token: admin })).body.data;
    expect(all.total).toBeGreaterThan(10_000);
    expect(all.records).toHaveLength(20);
  });

  it('shows 压测列表 under 帮助中心 and its button to the administrator of 000000', async () => {
    const admin = await login('admin', 'admin');
    const help = (await routes(admin)).find((node) => node.code === 'help');
    expect(help?.children.map((node) => node.code)).toEqual([
      'guide',
      'test',
      'benchrows',
      'dicthorizontal',
      'dictvertical',
    ]);
    expect(help?.children[2]).toMatchObject({
      name: '压测列表',
      path: '/bench/rows',
      source: 'iconfont icon-data',
      category: 1,
      children: [],
    });
    const topMenus = (await call<TopMenu[]>(`${MGMT}/menu/top-menu`, { token: admin })).body.data;
    const oto = topMenus.find((row) => row.code === 'oto');
    const grouped = await routes(admin, `?topMenuId=${oto?.id}`);
    expect(flatten(grouped).map((node) => node.code)).toContain('benchrows');
    const tree = await buttons(admin);
    expect(buttonCodes(tree)).toContain('benchrows_view');
    const button = flatten(tree).find((node) => node.code === 'benchrows_view');
    expect(button).toMatchObject({ category: 2, name: '查看' });

    const operator = await login('operator', 'operator');
    expect(flatten(await routes(operator)).map((node) => node.code)).not.toContain('benchrows');
    expect(buttonCodes(await buttons(operator))).not.toContain('benchrows_view');
    const branch = await login('admin', 'admin', '100001');
    expect(flatten(await routes(branch)).map((node) => node.code)).not.toContain('benchrows');
  });

  it('pages 1000 rows: 200 of them with all ten fields for size=200', async () => {
    const token = await login('admin', 'admin');
    const { status, body } = await page(token, 'current=1&size=200');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 1000, size: 200, current: 1, pages: 5 });
    expect(body.data.records).toHaveLength(200);
    for (const row of body.data.records) {
      expect(Object.keys(row).sort()).toEqual(FIELDS);
      expect(row.id).toMatch(/^\d{19}$/);
      expect(row.orderNo).toMatch(/^ZY2025\d{6}$/);
      expect(row.studentName).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
      expect(row.province).toMatch(/^[\u4e00-\u9fa5]{2,3}$/);
      expect(row.score).toBeGreaterThanOrEqual(400);
      expect(row.score).toBeLessThanOrEqual(700);
      expect(['WEN', 'LI', 'ZONG', 'L', 'W']).toContain(row.subject);
      expect(row.expertName).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
      expect(row.serviceName).not.toBe('');
      expect(row.amount).toMatch(/^\d+\.\d{2}$/);
      expect([0, 1, 2, 3]).toContain(row.status);
      expect(row.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    const all = (await page(token, 'size=1000')).body.data.records;
    expect(all).toHaveLength(1000);
    expect(new Set(all.map((row) => row.id)).size).toBe(1000);
    expect(new Set(all.map((row) => row.orderNo)).size).toBe(1000);
    expect(new Set(all.map((row) => row.subject)).size).toBe(5);
    expect(new Set(all.map((row) => row.status)).size).toBe(4);
    expect(new Set(all.map((row) => row.serviceName)).size).toBeGreaterThan(3);
    const last = (await page(token, 'current=5&size=200')).body.data.records;
    expect(last.map((row) => row.id)).toEqual(all.slice(800).map((row) => row.id));
    expect((await page(token, 'size=5000')).body.data).toMatchObject({ size: 1000, total: 1000, pages: 1 });
  });

  it('filters orderNo / studentName by contains, sorts, and answers detail by id', async () => {
    const token = await login('admin', 'admin');
    const byOrder = (await page(token, 'orderNo=ZY202500012&size=200')).body.data;
    expect(byOrder.records.map((row) => row.orderNo)).toEqual([
      'ZY2025000120',
      'ZY2025000121',
      'ZY2025000122',
      'ZY2025000123',
      'ZY2025000124',
      'ZY2025000125',
      'ZY2025000126',
      'ZY2025000127',
      'ZY2025000128',
      'ZY2025000129',
    ]);
    const byName = (await page(token, `studentName=${encodeURIComponent('王')}&size=1000`)).body.data;
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.total).toBeLessThan(1000);
    expect(byName.records.every((row) => row.studentName.includes('王'))).toBe(true);
    const both = (await page(token, `orderNo=ZY2025000&studentName=${encodeURIComponent('王')}&size=1000`)).body.data;
    expect(both.records.every((row) => row.orderNo.startsWith('ZY2025000') && row.studentName.includes('王'))).toBe(
      true,
    );
    const scores = (await page(token, 'descs=score&size=1000')).body.data.records.map((row) => row.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect((await page(token, 'ascs=order_no,price')).body).toMatchObject({ code: 400, msg: '排序字段不合法: price' });

    const row = (await page(token, 'current=3&size=10')).body.data.records[4];
    expect((await call<BenchRow>(`${MGMT}/bench-row/detail?id=${row.id}`, { token })).body.data).toEqual(row);
    expect((await call(`${MGMT}/bench-row/detail?id=1`, { token })).status).toBe(400);
    expect((await call(`${MGMT}/bench-row/detail`, { token })).status).toBe(400);
    expect((await call(`${LIST}?size=10`)).status).toBe(401);
  });
});

describe('stand-in bench mode: deterministic rows', () => {
  async function fetchAll(): Promise<BenchRow[]> {
    const standin = createStandinServer({ bench: true });
    standin.server.listen({ onUnhandledRequest: 'error' });
    try {
      const token = await login('admin', 'admin');
      return (await page(token, 'size=1000')).body.data.records;
    } finally {
      standin.server.close();
    }
  }

  it('serves the same rows from two stand-ins, equal to a fresh computation', async () => {
    const first = await fetchAll();
    const second = await fetchAll();
    expect(second).toEqual(first);
    expect(first).toEqual(Array.from({ length: 1000 }, (_unused, index) => benchRow(index)));
    expect(first[0]).toEqual({
      id: '1123598815739000001',
      orderNo: 'ZY2025000001',
      studentName: '王子涵',
      province: '江苏',
      score: 400,
      subject: 'WEN',
      expertName: '王建国',
      serviceName: '志愿填报一对一',
      amount: '1999.00',
      status: 0,
      createTime: '2025-01-01 08:00:00',
    });
    expect(first[999]).toEqual({
      id: '1123598815739001000',
      orderNo: 'ZY2025001000',
      studentName: '黄可馨',
      province: '山东',
      score: 609,
      subject: 'LI',
      expertName: '李明华',
      serviceName: '专业规划咨询',
      amount: '999.00',
      status: 2,
      createTime: '2025-06-16 11:27:51',
    });
  });
});
