import { describe, expect, it } from 'vitest';
import { F, orderFixtureSeed } from './oto-order-fixture';
import { MGMT, call, login, useServer, type Json, type PageData } from './standin-client';

// change-expert, change-ord-status, refund and the programme calls on the wire.

type Order = Json & {
  id: string;
  orderStatus: string;
  paidAmount: number;
  refundedAmount: number;
  payTime: string;
  expertName: string;
  refundReason: string;
};
type Step = { id: string; title: string; sort: number; finished: number; orderId: string };

const ORDERS = `${MGMT}/onetoone/student-order`;
const STEPS = `${MGMT}/onetoone/student-ord-programme`;

const post = (token: string, path: string, body?: unknown, language = 'zh') =>
  call(path, { token, method: 'POST', body, headers: { 'Accept-Language': language } });
const orderOf = async (token: string, id: string): Promise<Order | undefined> =>
  (await call<PageData<Order>>(`${ORDERS}/search?size=50`, { token })).body.data.records.find((row) => row.id === id);
const stepsOf = async (token: string, orderId: string) =>
  (await call<Step[]>(`${ORDERS}/ord-programme?orderId=${orderId}`, { token })).body.data;

describe('stand-in: order expert, status and refund', () => {
  useServer({}, { seed: orderFixtureSeed });

  it("changes the expert only to an approved expert of the order's org, while the service is not over", async () => {
    const token = await login('admin', 'admin');
    expect((await post(token, `${ORDERS}/change-expert`, { id: F.paid, expertId: F.expertA2 })).body).toMatchObject({
      success: true,
      msg: '操作成功',
    });
    expect(await orderOf(token, F.paid)).toMatchObject({ expertId: F.expertA2, expertName: '李慧' });
    const other = await post(token, `${ORDERS}/change-expert`, { id: F.paid, expertId: F.expertB1 });
    expect(other).toMatchObject({ status: 400, body: { msg: '专家须为该订单机构已通过审核的专家' } });
    expect((await post(token, `${ORDERS}/change-expert`, { id: F.paid, expertId: F.expertPending })).status).toBe(400);
    expect((await post(token, `${ORDERS}/change-expert`, { id: F.paid })).body.msg).toBe('请选择专家');
    const done = await post(token, `${ORDERS}/change-expert`, { id: F.completed, expertId: F.expertB1 }, 'en');
    expect(done.body.msg).toBe('the expert of an order that is Completed cannot be changed');
  });

  it('walks 0→1→2→3, paying in full on 0→1, and names both states when a change is not allowed', async () => {
    const token = await login('admin', 'admin');
    const status = (id: string, orderStatus: string, language = 'zh') =>
      post(token, `${ORDERS}/change-ord-status`, { id, orderStatus }, language);
    expect((await status(F.unpaid, '1')).body.success).toBe(true);
    const paid = await orderOf(token, F.unpaid);
    expect(paid).toMatchObject({ orderStatus: '1', paidAmount: 3999 });
    expect(paid?.payTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await status(F.unpaid, '2')).body.success).toBe(true);
    expect((await status(F.unpaid, '3')).body.success).toBe(true);
    expect((await orderOf(token, F.unpaid))?.orderStatus).toBe('3');
    expect(await status(F.paid, '0')).toMatchObject({ status: 400, body: { msg: '不允许从「已付款」变为「待支付」' } });
    expect((await status(F.paid, '4', 'en')).body.msg).toBe('cannot change from Paid to Refunded');
    expect((await status(F.cancelled, '1')).body.msg).toBe('不允许从「已取消」变为「已付款」');
    expect((await status(F.completed, '3')).body.msg).toBe('不允许从「已完成」变为「已完成」');
    expect((await status(F.paid, '')).body.msg).toBe('请选择订单状态');
  });

  it("speaks the tenant's order_status words in Chinese, the messages file's in English", async () => {
    const token = await login('admin', 'admin');
    const status = (language: string) =>
      post(token, `${ORDERS}/change-ord-status`, { id: F.paid, orderStatus: '0' }, language);
    expect((await status('zh')).body.msg).toBe('不允许从「已付款」变为「待支付」');
    expect((await status('en')).body.msg).toBe('cannot change from Paid to Unpaid');
    // The branch tenant keeps the standard word.
    const east = await login('admin', 'admin', '100001');
    expect((await post(east, `${ORDERS}/change-ord-status`, { id: F.east, orderStatus: '3' })).body.msg).toBe(
      '不允许从「待支付」变为「已完成」',
    );
  });

  it('refunds part of what is left, refuses more than that with the amount, and full refund makes it 已退款', async () => {
    const token = await login('admin', 'admin');
    const refund = (body: Json, language = 'zh') => post(token, `${ORDERS}/refund`, body, language);
    // 1299 paid, 300 already refunded: 999 left.
    expect(await refund({ id: F.inService, refundAmount: 999.01, refundReason: '家长要求' })).toMatchObject({
      status: 400,
      body: { msg: '退款金额不能超过可退金额 ¥999.00' },
    });
    expect((await refund({ id: F.inService, refundAmount: 5000, refundReason: 'x' }, 'en')).body.msg).toBe(
      'refund amount exceeds the refundable ¥999.00',
    );
    expect((await refund({ id: F.inService, refundAmount: 100 })).body.msg).toBe('请输入退款原因');
    expect((await refund({ id: F.inService, refundAmount: 0, refundReason: 'x' })).body.msg).toBe('退款金额必须大于0');
    expect((await refund({ id: F.inService, refundAmount: 99.9, refundReason: '部分课时未上' })).body.success).toBe(
      true,
    );
    expect(await orderOf(token, F.inService)).toMatchObject({
      orderStatus: '2',
      refundedAmount: 399.9,
      refundReason: '部分课时未上',
    });
    expect((await refund({ id: F.inService, refundAmount: 899.11, refundReason: 'x' })).body.msg).toBe(
      '退款金额不能超过可退金额 ¥899.10',
    );
    expect((await refund({ id: F.inService, refundAmount: 899.1, refundReason: '终止服务' })).body.success).toBe(true);
    expect(await orderOf(token, F.inService)).toMatchObject({ orderStatus: '4', refundedAmount: 1299 });
    expect((await refund({ id: F.inService, refundAmount: 1, refundReason: 'x' })).body.msg).toBe(
      '「已退款」的订单不能退款',
    );
    expect((await refund({ id: F.unpaid, refundAmount: 1, refundReason: 'x' }, 'en')).body.msg).toBe(
      'an order that is Unpaid cannot be refunded',
    );
  });

  it('needs the expert / status / refund button of either page, and keeps staff to their org', async () => {
    // The operator holds org_order_status but neither expert nor refund button.
    const operator = await login('operator', 'operator');
    expect((await post(operator, `${ORDERS}/change-ord-status`, { id: F.unpaid, orderStatus: '5' })).body.success).toBe(
      true,
    );
    expect((await post(operator, `${ORDERS}/change-expert`, { id: F.paid, expertId: F.expertA2 })).status).toBe(403);
    const refused = await post(operator, `${ORDERS}/refund`, { id: F.paid, refundAmount: 1, refundReason: 'x' });
    expect(refused).toMatchObject({ status: 403, body: { msg: '请求被拒绝' } });
    const admin = await login('admin', 'admin');
    expect(await orderOf(admin, F.paid)).toMatchObject({ refundedAmount: 0, expertId: F.expertA1 });
    const staff = await login('wangqiang', '123456');
    expect(
      (await post(staff, `${ORDERS}/refund`, { id: F.completed, refundAmount: 1, refundReason: 'x' })).body.msg,
    ).toBe('订单不存在');
    expect((await post(staff, `${ORDERS}/change-ord-status`, { id: F.paid, orderStatus: '2' })).body.success).toBe(
      true,
    );
  });
});

describe('stand-in: order programme', () => {
  useServer({}, { seed: orderFixtureSeed });

  it('adds a step last, updates it in place, deletes it, and requires a title', async () => {
    const token = await login('admin', 'admin');
    expect(
      (await post(token, `${STEPS}/save`, { orderId: F.paid, title: '院校初筛', planTime: '2025-03-12 19:30:00' }))
        .body,
    ).toMatchObject({ success: true, msg: '操作成功' });
    const steps = await stepsOf(token, F.paid);
    expect(steps.map((step) => [step.title, step.sort])).toEqual([
      ['需求沟通', 1],
      ['方案定稿', 2],
      ['院校初筛', 3],
    ]);
    const added = steps[2];
    // The step stays with its order whatever orderId an update sends.
    expect(
      (
        await post(token, `${STEPS}/save`, {
          id: added.id,
          orderId: F.completed,
          title: '院校专业初筛',
          finished: 1,
          sort: 0,
        })
      ).body.success,
    ).toBe(true);
    expect((await stepsOf(token, F.paid))[0]).toMatchObject({
      id: added.id,
      title: '院校专业初筛',
      finished: 1,
      orderId: F.paid,
    });
    expect((await post(token, `${STEPS}/save`, { orderId: F.paid, title: ' ' })).body.msg).toBe('请输入方案标题');
    expect((await post(token, `${STEPS}/save`, { orderId: F.east, title: 'x' }, 'en')).body.msg).toBe(
      'order not found',
    );
    expect((await post(token, `${STEPS}/del/${added.id}`)).body.success).toBe(true);
    expect((await stepsOf(token, F.paid)).map((step) => step.id)).toEqual([F.stepOne, F.stepTwo]);
    expect((await post(token, `${STEPS}/del/${added.id}`)).body.msg).toBe('服务方案不存在');
  });

  it('goes with its order when the order is deleted', async () => {
    const token = await login('admin', 'admin');
    await post(token, `${STEPS}/save`, { orderId: F.unpaid, title: '需求沟通' });
    const [step] = await stepsOf(token, F.unpaid);
    expect((await post(token, `${ORDERS}/del/${F.unpaid}`)).body.success).toBe(true);
    expect((await post(token, `${STEPS}/del/${step.id}`)).body.msg).toBe('服务方案不存在');
  });

  it('needs a programme button, and keeps staff to their org', async () => {
    const operator = await login('operator', 'operator');
    expect((await post(operator, `${STEPS}/save`, { orderId: F.completed, title: '复盘' })).body.success).toBe(true);
    const staff = await login('wangqiang', '123456');
    const [foreign] = await stepsOf(operator, F.completed);
    expect((await post(staff, `${STEPS}/del/${foreign.id}`)).body.msg).toBe('服务方案不存在');
    expect((await post(staff, `${STEPS}/save`, { id: foreign.id, title: 'x' })).body.msg).toBe('服务方案不存在');
    expect((await post(staff, `${STEPS}/del/${F.stepOne}`)).body.success).toBe(true);
    const east = await login('admin', 'admin', '100001');
    const refused = await call(`${STEPS}/del/${F.stepTwo}`, { token: east, method: 'POST' });
    expect(refused.body.msg).toBe('服务方案不存在');
  });
});
