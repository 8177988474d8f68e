import { describe, expect, it } from 'vitest';
import { createDb, JOURNAL_KEY } from '../../mocks/db';
import { createHandlers } from '../../mocks/handlers';
import { createSeed } from '../../mocks/seed';
import { MGMT, call, login, useServer, type PageData } from './standin-client';

// Benchmark mode (StandinOptions.bench): the platform tenant's own lists at scale, 10,000 orders
// on /oto/order (benchOrders) and 10,000 more users, served by the product's handlers. Off, the
// stand-in is exactly the product's.

const SEARCH = `${MGMT}/onetoone/student-order/search`;
type Order = { id: string; orderNo: string; studentName: string; orgName: string; createTime: string };
const orders = (token: string, query: string) => call<PageData<Order>>(`${SEARCH}?${query}`, { token });

/** The fingerprint a db of these options persists its changes under. */
function persistedFingerprint(options: { bench: boolean; benchOrders?: number }): string {
  localStorage.clear();
  const db = createDb({ persist: 'local-storage', ...options });
  db.update('params', { ...db.tables.params[0] });
  const { fingerprint } = JSON.parse(localStorage.getItem(JOURNAL_KEY) ?? '{}') as { fingerprint?: string };
  localStorage.clear();
  return String(fingerprint);
}

describe('stand-in bench mode: off (the default)', () => {
  it('is the product seed, and serves only calls BladeX maps (no list of its own)', () => {
    expect(createSeed({ bench: false })).toEqual(createSeed());
    const paths = (bench: boolean) => createHandlers({ bench }).map((handler) => String(handler.info.path));
    expect(paths(true)).toEqual(paths(false));
  });

  it('persists under another fingerprint than each bench size, so switching re-seeds', () => {
    const product = persistedFingerprint({ bench: false });
    const large = persistedFingerprint({ bench: true });
    const small = persistedFingerprint({ bench: true, benchOrders: 1000 });
    expect(new Set([product, large, small]).size).toBe(3);
    const bench = createDb({ persist: 'local-storage', bench: true, benchOrders: 1000 });
    bench.update('params', { ...bench.tables.params[0], paramValue: 'changed in bench mode' });
    expect(createDb({ persist: 'local-storage', bench: true, benchOrders: 1000 }).tables.params[0].paramValue).toBe(
      'changed in bench mode',
    );
    expect(createDb({ persist: 'local-storage' }).tables.params[0].paramValue).not.toBe('changed in bench mode');
    localStorage.clear();
  });
});

describe('stand-in bench mode: on', () => {
  useServer({ bench: true });

  it('gives 000000 10,000 orders over half a year, paged and searched by the product handler', async () => {
    const admin = await login('admin', 'admin');
    const first = (await orders(admin, 'current=1&size=200')).body.data;
    // As many as asked, less the seed day's hours not yet gone (no order lies in the future).
    expect(first.total).toBeGreaterThan(9_900);
    expect(first.total).toBeLessThanOrEqual(10_000);
    expect(first.records).toHaveLength(200);
    // Newest first, every order distinct and named as the product's are.
    const numbers = first.records.map((order) => order.orderNo);
    expect(new Set(numbers).size).toBe(200);
    expect(first.records[0].createTime >= first.records[199].createTime).toBe(true);
    expect(
      first.records.every((order) => order.orgName !== '' && /^[\u4e00-\u9fa5]{2,4}$/.test(order.studentName)),
    ).toBe(true);
    // The page's most common surname: the newest order's may be a rare one on some seed hours.
    const counts = new Map<string, number>();
    for (const { studentName } of first.records) counts.set(studentName[0], (counts.get(studentName[0]) ?? 0) + 1);
    const [surname] = [...counts].reduce((most, each) => (each[1] > most[1] ? each : most));
    const found = (await orders(admin, `keyword=${encodeURIComponent(surname)}&size=10`)).body.data;
    expect(found.total).toBeGreaterThan(100);
    expect(found.total).toBeLessThan(first.total);
  });

  it('leaves the other tenants as the product seeds them, and adds 10,000 users to 000000', async () => {
    const product = createSeed();
    const bench = createSeed({ bench: true });
    const of = (tables: typeof product, tenantId: string) =>
      tables.otoOrders.filter((order) => order.tenantId === tenantId);
    expect(of(bench, '100001')).toEqual(of(product, '100001'));
    expect(bench.users.length - product.users.length).toBe(10_000);

    const admin = await login('admin', 'admin');
    type User = { account: string; deptName: string; roleName: string };
    const found = (
      await call<PageData<User>>(`${MGMT}/user/page?current=1&size=10&account=bench10000`, { token: admin })
    ).body.data;
    expect(found.records).toEqual([
      expect.objectContaining({ account: 'bench10000', deptName: '运营部', roleName: '运营人员' }),
    ]);
  });
});

describe('stand-in bench mode: 1,000 orders', () => {
  useServer({ bench: true, benchOrders: 1000 });

  it('seeds as many orders as asked, for the bench to compare 1,000 with 10,000', async () => {
    const admin = await login('admin', 'admin');
    const { total } = (await orders(admin, 'current=1&size=10')).body.data;
    expect(total).toBeGreaterThan(980);
    expect(total).toBeLessThanOrEqual(1000);
  });
});
