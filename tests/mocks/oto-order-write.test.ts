import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../mocks/time';
import { F, orderFixtureSeed } from './oto-order-fixture';
import { MGMT, call, login, useServer, type Json, type PageData } from './standin-client';

// student-order save / update / del/{ids} on the wire: what is stored, what is refused and in
// which language, and which buttons let a write through.

type Order = Json & {
  id: string;
  orderNo: string;
  orderStatus: string;
  amount: number;
  paidAmount: number;
  orgId: string;
  expertId: string;
};

const ORDERS = `${MGMT}/onetoone/student-order`;
const newOrder = {
  studentName: '周明轩',
  studentPhone: '13912345678',
  orgId: F.orgA,
  serveId: F.vip,
  province: '33',
  subjectType: 'ZONG',
  electives: ['W', 'H', 'S'],
  examYear: 2026,
};

const find = async (token: string, keyword: string): Promise<Order[]> =>
  (await call<PageData<Order>>(`${ORDERS}/search?keyword=${encodeURIComponent(keyword)}&size=50`, { token })).body.data
    .records;
const post = (token: string, path: string, body?: unknown, language = 'zh') =>
  call(`${ORDERS}/${path}`, { token, method: 'POST', body, headers: { 'Accept-Language': language } });

describe('stand-in: order save, update and delete', () => {
  useServer({}, { seed: orderFixtureSeed });

  it('adds an unpaid order numbered OD + today + 4 digits, priced from the service unless the form says', async () => {
    const token = await login('admin', 'admin');
    const saved = await post(token, 'save', newOrder);
    expect(saved).toMatchObject({ status: 200, body: { success: true, data: true, msg: '操作成功' } });
    const today = formatDateTime(new Date()).slice(0, 10).replaceAll('-', '');
    const [row] = await find(token, '周明轩');
    expect(row).toMatchObject({
      orderNo: `OD${today}0001`,
      orderStatus: '0',
      amount: 3999,
      paidAmount: 0,
      refundedAmount: 0,
      payTime: '',
      electives: 'W,H,S',
      examYear: 2026,
      orgName: '星途升学',
      expertName: '',
      serveName: '志愿填报VIP',
    });
    // The next one of the day takes the next number; a given amount wins over the price.
    await post(token, 'save', { ...newOrder, studentName: '吴佳怡', expertId: F.expertA2, amount: 3599.5 });
    expect((await find(token, '吴佳怡'))[0]).toMatchObject({
      orderNo: `OD${today}0002`,
      amount: 3599.5,
      expertName: '李慧',
    });
    // The newest comes first in the list.
    const page = await call<PageData<Order>>(`${ORDERS}/search?size=1`, { token });
    expect(page.body.data.records[0].orderNo).toBe(`OD${today}0002`);
  });

  it('checks the student, the phone (the three messages), the org, the service and the expert', async () => {
    const token = await login('admin', 'admin');
    const refusal = async (body: Json, language = 'zh') => {
      const answer = await post(token, 'save', { ...newOrder, ...body }, language);
      expect(answer.status).toBe(400);
      return answer.body.msg;
    };
    expect(await refusal({ studentName: ' ' })).toBe('请输入学生姓名');
    expect(await refusal({ studentPhone: '' })).toBe('手机号不能为空');
    expect(await refusal({ studentPhone: '1391234567' })).toBe('手机号长度不为11位');
    expect(await refusal({ studentPhone: '23912345678' }, 'en')).toBe('phone number format incorrect');
    expect(await refusal({ orgId: '' })).toBe('请选择机构');
    expect(await refusal({ serveId: '' }, 'en')).toBe('Please select the service');
    expect(await refusal({ orgId: F.orgEast })).toBe('机构不存在');
    expect(await refusal({ serveId: F.retired })).toBe('服务「旧版咨询」已下架');
    expect(await refusal({ expertId: F.expertPending })).toBe('专家须为该订单机构已通过审核的专家');
    expect(await refusal({ expertId: F.expertB1 }, 'en')).toBe(
      "the expert must be an approved expert of the order's organization",
    );
    expect(await refusal({ amount: -1 })).toBe('订单金额必须大于0');
    expect(await refusal({ studentName: { name: 'x' } })).toBe('参数校验失败');
    expect(await find(token, '周明轩')).toEqual([]);
  });

  it("updates the student's fields but never the status, the money taken or the org", async () => {
    const token = await login('admin', 'admin');
    const changed = await post(token, 'update', {
      id: F.paid,
      studentName: '李欣悦',
      remark: '改约周末',
      orderStatus: '3',
      paidAmount: 1,
      refundedAmount: 99,
      orgId: F.orgB,
      orderNo: 'X',
    });
    expect(changed.body).toMatchObject({ success: true, msg: '操作成功' });
    const [row] = await find(token, 'OD202503020001');
    expect(row).toMatchObject({
      studentName: '李欣悦',
      remark: '改约周末',
      orderStatus: '1',
      paidAmount: 3999,
      refundedAmount: 0,
      orgId: F.orgA,
    });
    // Service and amount are settled once paid; an unpaid order takes the new service's price.
    expect((await post(token, 'update', { id: F.paid, amount: 1 })).body.msg).toBe('已支付的订单不能修改服务或金额');
    expect((await post(token, 'update', { id: F.paid, serveId: F.subjects }, 'en')).body.msg).toBe(
      'the service and amount of a paid order cannot be changed',
    );
    await post(token, 'update', { id: F.unpaid, serveId: F.subjects });
    expect((await find(token, 'OD202503010001'))[0]).toMatchObject({ serveName: '选科指导', amount: 1299 });
    expect((await post(token, 'update', { id: F.unpaid, expertId: F.expertB1 })).body.msg).toBe(
      '专家须为该订单机构已通过审核的专家',
    );
    expect((await post(token, 'update', { id: '404', studentName: 'x' })).body).toMatchObject({
      code: 400,
      msg: '订单不存在',
    });
  });

  it('deletes unpaid and cancelled orders (with their programmes) and refuses any other, naming it', async () => {
    const token = await login('admin', 'admin');
    const refused = await post(token, `del/${F.unpaid},${F.paid}`);
    expect(refused).toMatchObject({
      status: 400,
      body: { msg: '订单 OD202503020001 为「已付款」,只能删除待支付或已取消的订单' },
    });
    const english = await post(token, `del/${F.refunded}`, undefined, 'en');
    expect(english.body.msg).toBe('order OD202503060001 is Refunded: only unpaid or cancelled orders can be deleted');
    expect(await find(token, 'OD202503010001')).toHaveLength(1);
    expect((await post(token, `del/${F.unpaid},${F.cancelled}`)).body).toMatchObject({ success: true, data: true });
    expect((await call<PageData<Order>>(`${ORDERS}/search`, { token })).body.data.total).toBe(4);
    expect((await post(token, `del/${F.east}`)).body.msg).toBe('订单不存在');
  });

  it('lets either page’s button through, and answers 403 请求被拒绝 without one', async () => {
    // The operator holds org_order_add / _edit but no delete button of either page.
    const operator = await login('operator', 'operator');
    expect((await post(operator, 'save', { ...newOrder, studentName: '郑博文' })).body.success).toBe(true);
    expect((await post(operator, 'update', { id: F.unpaid, remark: '运营备注' })).body.success).toBe(true);
    const refused = await post(operator, `del/${F.cancelled}`);
    expect(refused).toMatchObject({ status: 403, body: { code: 403, msg: '请求被拒绝' } });
    expect((await post(operator, `del/${F.cancelled}`, undefined, 'en')).body.msg).toBe('request rejected');
    const admin = await login('admin', 'admin');
    expect(await find(admin, 'OD202503050001')).toHaveLength(1);
  });

  it("keeps an organization's staff to their organization's orders", async () => {
    const staff = await login('wangqiang', '123456');
    // Ordered for another org, stored for the staff member's own.
    expect(
      (await post(staff, 'save', { ...newOrder, studentName: '冯子墨', orgId: F.orgB, expertId: F.expertA1 })).body
        .success,
    ).toBe(true);
    const admin = await login('admin', 'admin');
    expect((await find(admin, '冯子墨'))[0]).toMatchObject({
      orgId: F.orgA,
      orgName: '星途升学',
      expertName: '陈立新',
    });
    expect((await post(staff, 'update', { id: F.completed, remark: 'x' })).body.msg).toBe('订单不存在');
    expect((await post(staff, `del/${F.cancelled}`)).body.msg).toBe('订单不存在');
  });
});
