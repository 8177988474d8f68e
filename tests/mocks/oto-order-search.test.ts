import { describe, expect, it } from 'vitest';
import { F, orderFixtureSeed } from './oto-order-fixture';
import { MGMT, call, login, useServer, type PageData } from './standin-client';

// student-order/search and ord-programme on the wire, over the fixture business.

type Order = {
  id: string;
  orderNo: string;
  orderStatus: string;
  orgName: string;
  expertName: string;
  serveName: string;
  createTime: string;
};
type Step = { id: string; title: string; sort: number };

const ORDERS = `${MGMT}/onetoone/student-order`;

async function search(token: string, query: string) {
  const { status, body } = await call<PageData<Order>>(`${ORDERS}/search?${query}`, { token });
  expect(status).toBe(200);
  return body.data;
}
const ids = (page: PageData<Order>) => page.records.map((row) => row.id);

describe('stand-in: order search', () => {
  useServer({}, { seed: orderFixtureSeed });

  it('pages the tenant orders newest first, with the org, expert and service names', async () => {
    const token = await login('admin', 'admin');
    const first = await search(token, 'current=1&size=4');
    expect(first).toMatchObject({ total: 6, size: 4, current: 1, pages: 2 });
    expect(ids(first)).toEqual([F.refunded, F.cancelled, F.completed, F.inService]);
    expect(ids(await search(token, 'current=2&size=4'))).toEqual([F.paid, F.unpaid]);
    const page = await search(token, 'size=10');
    expect(page.records.find((row) => row.id === F.inService)).toMatchObject({
      orgName: '星途升学',
      expertName: '李慧',
      serveName: '选科指导',
    });
    // No expert yet: the name is empty, not missing.
    expect(page.records.find((row) => row.id === F.cancelled)).toMatchObject({ expertName: '', orgName: '远航志愿' });
  });

  it('filters by keyword over order number, student name and phone, and by status, org, expert and service', async () => {
    const token = await login('admin', 'admin');
    expect(ids(await search(token, 'keyword=子涵'))).toEqual([F.unpaid]);
    expect(ids(await search(token, 'keyword=13800000004'))).toEqual([F.completed]);
    expect(ids(await search(token, 'keyword=od20250303'))).toEqual([F.inService]);
    expect(ids(await search(token, 'orderStatus=4'))).toEqual([F.refunded]);
    expect(ids(await search(token, `orgId=${F.orgA}&size=10`))).toEqual([F.inService, F.paid, F.unpaid]);
    expect(ids(await search(token, `expertId=${F.expertB1}`))).toEqual([F.refunded, F.completed]);
    expect(ids(await search(token, `serveId=${F.subjects}&orderStatus=5`))).toEqual([F.cancelled]);
    // Equality, not "contains": a partial id finds nothing.
    expect((await search(token, `orgId=${F.orgA.slice(0, 10)}`)).total).toBe(0);
  });

  it('takes both ends of a createTime range, a bare end date meaning its whole day', async () => {
    const token = await login('admin', 'admin');
    const range = (from: string, to: string) =>
      search(token, `createTime_dategt=${encodeURIComponent(from)}&createTime_datelt=${encodeURIComponent(to)}`);
    expect(ids(await range('2025-03-03 23:59:59', '2025-03-04 00:00:00'))).toEqual([F.completed, F.inService]);
    expect(ids(await range('2025-03-02', '2025-03-03'))).toEqual([F.inService, F.paid]);
    expect(ids(await search(token, 'createTime_dategt=2025-03-05'))).toEqual([F.refunded, F.cancelled]);
  });

  it('sorts by ascs / descs and refuses a column an order does not have', async () => {
    const token = await login('admin', 'admin');
    expect(ids(await search(token, 'ascs=create_time&size=3'))).toEqual([F.unpaid, F.paid, F.inService]);
    // Ties keep newest first.
    expect(ids(await search(token, 'descs=amount&size=10'))).toEqual([
      F.refunded,
      F.completed,
      F.paid,
      F.unpaid,
      F.cancelled,
      F.inService,
    ]);
    const refused = await call(`${ORDERS}/search?descs=orgName`, { token, headers: { 'Accept-Language': 'en' } });
    expect(refused).toMatchObject({ status: 400, body: { msg: 'invalid sort field: orgName' } });
  });

  it("keeps tenants apart and an organization's staff to their organization", async () => {
    const east = await login('admin', 'admin', '100001');
    expect(ids(await search(east, 'keyword=张子涵'))).toEqual([F.east]);
    const staff = await login('wangqiang', '123456');
    expect(ids(await search(staff, 'size=10'))).toEqual([F.inService, F.paid, F.unpaid]);
    // Asking for another org does not widen the scope.
    expect((await search(staff, `orgId=${F.orgB}`)).total).toBe(0);
  });

  it('answers an order programme by sort, and not found for an order out of reach', async () => {
    const admin = await login('admin', 'admin');
    const steps = await call<Step[]>(`${ORDERS}/ord-programme?orderId=${F.paid}`, { token: admin });
    expect(steps.body.data.map((step) => [step.title, step.sort])).toEqual([
      ['需求沟通', 1],
      ['方案定稿', 2],
    ]);
    expect((await call<Step[]>(`${ORDERS}/ord-programme?orderId=${F.unpaid}`, { token: admin })).body.data).toEqual([]);
    const staff = await login('wangqiang', '123456');
    expect((await call(`${ORDERS}/ord-programme?orderId=${F.completed}`, { token: staff })).body).toMatchObject({
      code: 400,
      msg: '订单不存在',
    });
    const east = await login('admin', 'admin', '100001');
    const english = await call(`${ORDERS}/ord-programme?orderId=${F.paid}`, {
      token: east,
      headers: { 'Accept-Language': 'en' },
    });
    expect(english).toMatchObject({ status: 400, body: { msg: 'order not found' } });
  });
});
