import { describe, expect, it } from 'vitest';
import { call, login } from './standin-client';
import { EN, OTO, SEED_DAY, admin, get, operator, orgStaff, page, post, useOtoServer } from './oto-fixture';

// serve-info, intended-customers, info/consult-info, wechat-consulting-info, tip-info and
// h5-registration-info on the wire.

type Service = { id: string; serveName: string; category: string; price: number; saleStatus: number };
type Customer = {
  id: string;
  name: string;
  phone: string;
  province: string;
  provinceName: string;
  followStatus: string;
  examYear: number;
  source: string;
  nextFollowTime: string;
  createTime: string;
};
type Consult = {
  id: string;
  studentName: string;
  orgId: string;
  orgName: string;
  expertId: string;
  expertName: string;
  orderId: string;
  orderNo: string;
  consultTime: string;
  status: string;
  mode: string;
};
type Qrcode = { id: string; title: string; qrUrl: string; status: number };
type Tip = { id: string; position: string; title: string; content: string };
type H5 = {
  id: string;
  name: string;
  phone: string;
  province: string;
  channel: string;
  createTime: string;
  provinceName: string;
};

const q = encodeURIComponent;

describe('stand-in: serve-info', () => {
  const standin = useOtoServer();

  it('searches, answers serve-list by ids, saves and updates with the price rule', async () => {
    const token = await admin();
    expect((await page<Service>(token, 'serve-info/search')).total).toBe(10);
    expect(
      (await page<Service>(token, `serve-info/search?serveName=${q('志愿')}&size=20`)).records.every((row) =>
        row.serveName.includes('志愿'),
      ),
    ).toBe(true);
    const off = await page<Service>(token, 'serve-info/search?saleStatus=0');
    expect(off.total).toBe(2);
    const two = (await page<Service>(token, 'serve-info/search?category=2')).records.map((row) => row.id);
    expect(
      (await get<Service[]>(token, `serve-info/serve-list?ids=${two.join(',')}`)).map((row) => row.id).sort(),
    ).toEqual([...two].sort());
    // The ids are required (the real call's @RequestParam): no whole table without them.
    const bare = await call<unknown>(`${OTO}/serve-info/serve-list`, { token });
    expect([bare.status, bare.body.msg]).toEqual([400, '缺少必要的请求参数: ids']);
    const body = {
      serveName: '港澳升学咨询',
      category: '3',
      price: 1999.999,
      duration: 60,
      sessions: 1,
      saleStatus: 1,
    };
    expect((await post(token, 'serve-info/save-and-update', body)).body.success).toBe(true);
    const [added] = (await page<Service>(token, `serve-info/search?serveName=${q('港澳')}`)).records;
    expect(added.price).toBe(2000);
    await post(token, 'serve-info/save-and-update', { ...added, saleStatus: 0 });
    expect((await get<Service[]>(token, `serve-info/serve-list?ids=${added.id}`))[0].saleStatus).toBe(0);
    expect((await post(token, 'serve-info/save-and-update', { ...body, price: 0 })).body.msg).toBe('服务价格必须大于0');
    expect((await post(token, 'serve-info/save-and-update', { ...body, serveName: '' }, EN)).body.msg).toBe(
      'Please enter the service name',
    );
    expect((await post(token, 'serve-info/save-and-update', { ...body, category: '' })).body.msg).toBe(
      '请选择服务类型',
    );
    expect((await post(await orgStaff(), 'serve-info/save-and-update', body)).status).toBe(403);
  });

  it('deletes one id by del/{id}, refusing a service orders use', async () => {
    const token = await admin();
    const used = standin.db.tables.otoServices.find((row) =>
      standin.db.tables.otoOrders.some((order) => order.serveId === row.id),
    ) as Service;
    expect((await post(token, `serve-info/del/${used.id}`)).body).toMatchObject({
      code: 400,
      msg: `服务「${used.serveName}」已有订单使用,不能删除`,
    });
    await post(token, 'serve-info/save-and-update', { serveName: '试用服务', category: '1', price: 9.9 });
    await post(token, 'serve-info/save-and-update', { serveName: '试用服务二', category: '1', price: 9.9 });
    const spare = (await page<Service>(token, `serve-info/search?serveName=${q('试用')}`)).records.map((row) => row.id);
    // One id per call: a list is no id.
    expect((await post(token, `serve-info/del/${spare.join(',')}`)).body.msg).toBe('数据不存在');
    expect((await post(await operator(), `serve-info/del/${spare[0]}`)).status).toBe(403);
    expect((await post(token, `serve-info/del/${spare[0]}`)).body.success).toBe(true);
    expect((await page<Service>(token, `serve-info/search?serveName=${q('试用')}`)).total).toBe(1);
  });
});

describe('stand-in: intended-customers and h5-registration-info', () => {
  const standin = useOtoServer();

  it('searches customers by contains and equality, with the province name; newest first', async () => {
    const token = await admin();
    const all = await page<Customer>(token, 'intended-customers/search?size=200');
    expect(all.total).toBe(180);
    const times = all.records.map((row) => row.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.records[0].createTime.slice(0, 10)).toBe(SEED_DAY);
    const sample = all.records[17];
    expect(
      (await page<Customer>(token, `intended-customers/search?phone=${sample.phone.slice(3, 9)}`)).records.map(
        (row) => row.id,
      ),
    ).toContain(sample.id);
    const filtered = await page<Customer>(
      token,
      `intended-customers/search?followStatus=1&province=${sample.province}&size=200`,
    );
    expect(
      filtered.records.every(
        (row) => row.followStatus === '1' && row.province === sample.province && row.provinceName !== '',
      ),
    ).toBe(true);
    const year = await page<Customer>(token, `intended-customers/search?examYear=2026&source=3&size=200`);
    expect(year.records.every((row) => row.examYear === 2026 && row.source === '3')).toBe(true);
  });

  it('saves or updates a customer, with the name and the three phone rules', async () => {
    const token = await operator();
    const body = {
      name: '陈一鸣',
      phone: '15012345678',
      province: '33',
      examYear: 2026,
      subjectType: 'ZONG',
      electives: 'W,H,S',
      followStatus: '0',
      nextFollowTime: '2025-06-20 10:00',
    };
    expect((await post(token, 'intended-customers/save-or-update', body)).body.success).toBe(true);
    const [added] = (await page<Customer>(token, `intended-customers/search?name=${q('陈一鸣')}`)).records;
    expect(added).toMatchObject({ provinceName: '浙江省', nextFollowTime: '2025-06-20 10:00:00' });
    await post(token, 'intended-customers/save-or-update', { id: added.id, followStatus: '2' });
    expect((await page<Customer>(token, `intended-customers/search?name=${q('陈一鸣')}`)).records[0].followStatus).toBe(
      '2',
    );
    const refused = async (change: object) =>
      (await post(token, 'intended-customers/save-or-update', { ...body, ...change }, EN)).body.msg;
    expect(await refused({ name: '' })).toBe('Please enter the name');
    expect(await refused({ phone: '' })).toBe('phone number cannot be empty');
    expect(await refused({ phone: '150123456789' })).toBe('phone number length is not 11');
    expect(await refused({ phone: '1501234567a' })).toBe('phone number format incorrect');
    expect(await refused({ nextFollowTime: 'tomorrow' })).toBe('times must read yyyy-MM-dd HH:mm:ss');
    expect((await post(await orgStaff(), 'intended-customers/save-or-update', body)).status).toBe(403);
  });

  it('searches H5 sign-ups by the date range, contains and equality; read-only', async () => {
    const token = await admin();
    const all = await page<H5>(token, 'h5-registration-info/search');
    expect(all.total).toBe(360);
    const range = await page<H5>(
      token,
      'h5-registration-info/search?createTime_dategt=2025-06-01&createTime_datelt=2025-06-10&size=500',
    );
    expect(range.total).toBeGreaterThan(0);
    expect(range.records.every((row) => row.createTime > '2025-06-01' && row.createTime < '2025-06-10')).toBe(true);
    const today = await page<H5>(token, `h5-registration-info/search?createTime_dategt=${SEED_DAY}&size=500`);
    expect(today.total).toBeGreaterThanOrEqual(6);
    const wechat = await page<H5>(token, 'h5-registration-info/search?channel=1&province=33&size=500');
    expect(wechat.records.every((row) => row.channel === '1' && row.provinceName === '浙江省')).toBe(true);
    expect((await page<H5>(await login('admin', 'admin', '100001'), 'h5-registration-info/search')).total).toBe(60);
    // Written by the H5 page only: the console has no call to change them.
    standin.expectUnknown('/h5-registration-info/save');
    expect((await post(token, 'h5-registration-info/save', { name: 'x' })).status).toBe(404);
  });
});

describe('stand-in: info/consult-info', () => {
  const standin = useOtoServer();

  it('searches by student and expert name (contains), status, mode, org and the consult time range', async () => {
    const token = await admin();
    const all = await page<Consult>(token, 'info/consult-info/search?size=200');
    expect(all.total).toBe(140);
    expect(all.records.filter((row) => row.orderId).every((row) => row.orderNo && row.expertName && row.orgName)).toBe(
      true,
    );
    const today = await page<Consult>(
      token,
      `info/consult-info/search?consultTime_dategt=${SEED_DAY}&consultTime_datelt=2025-06-16&status=0&size=50`,
    );
    expect(today.total).toBeGreaterThan(0);
    expect(today.records.every((row) => row.consultTime.startsWith(SEED_DAY) && row.status === '0')).toBe(true);
    const sample = all.records[30];
    const byExpert = await page<Consult>(
      token,
      `info/consult-info/search?expertName=${q(sample.expertName.slice(1))}&mode=${sample.mode}&size=200`,
    );
    expect(byExpert.records.map((row) => row.id)).toContain(sample.id);
    expect(
      byExpert.records.every((row) => row.expertName.includes(sample.expertName.slice(1)) && row.mode === sample.mode),
    ).toBe(true);
    const ofOrg = await page<Consult>(token, `info/consult-info/search?orgId=${sample.orgId}&size=200`);
    expect(ofOrg.records.every((row) => row.orgId === sample.orgId)).toBe(true);
    const earliest = await page<Consult>(token, 'info/consult-info/search?ascs=consult_time&size=1');
    expect(earliest.records[0].consultTime).toBe(all.records.map((row) => row.consultTime).sort()[0]);
  });

  it('lets an org member see and write its own org\u2019s consultations only', async () => {
    const token = await orgStaff();
    const own = standin.db.tables.otoOrgs.find((org) => org.adminAccount === 'orgstaff')?.id;
    const mine = await page<Consult>(token, 'info/consult-info/search?size=200');
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.total).toBeLessThan(140);
    expect(mine.records.every((row) => row.orgId === own)).toBe(true);
    const ownExpert = standin.db.tables.otoExperts.find((expert) => expert.orgId === own && expert.auditStatus === '2');
    const foreignExpert = standin.db.tables.otoExperts.find(
      (expert) => expert.orgId !== own && expert.tenantId === '000000',
    );
    const body = { studentName: '何雨桐', expertId: ownExpert?.id, consultTime: '2025-06-18 19:30', mode: '1' };
    expect((await post(token, 'info/consult-info/save-and-update', body)).body.success).toBe(true);
    const [added] = (await page<Consult>(token, `info/consult-info/search?studentName=${q('何雨桐')}`)).records;
    expect(added).toMatchObject({ orgId: own, consultTime: '2025-06-18 19:30:00', status: '0', orderNo: '' });
    expect(
      (await post(token, 'info/consult-info/save-and-update', { ...body, expertId: foreignExpert?.id })).body.msg,
    ).toBe('专家不存在');
    const foreign = standin.db.tables.otoConsults.find((row) => row.orgId !== own && row.tenantId === '000000');
    expect((await post(token, 'info/consult-info/save-and-update', { ...foreign, summary: 'x' })).body.msg).toBe(
      '数据不存在',
    );
    const refused = async (change: object) =>
      (await post(token, 'info/consult-info/save-and-update', { ...body, ...change }, EN)).body.msg;
    expect(await refused({ studentName: '' })).toBe('Please enter the student name');
    expect(await refused({ expertId: '' })).toBe('Please select the expert');
    expect(await refused({ consultTime: '' })).toBe('Please select the consultation time');
    expect(await refused({ orderId: '42' })).toBe('order not found');
  });
});

describe('stand-in: wechat-consulting-info and tip-info', () => {
  useOtoServer();

  it('searches, saves and deletes QR codes by del/{id}', async () => {
    const token = await admin();
    const all = await page<Qrcode>(token, 'wechat-consulting-info/search');
    expect(all.total).toBe(3);
    expect(all.records.every((row) => row.qrUrl.startsWith('/media/'))).toBe(true);
    expect((await page<Qrcode>(token, 'wechat-consulting-info/search?status=0')).total).toBe(1);
    expect(
      (await post(token, 'wechat-consulting-info/save-and-update', { title: '高考季咨询', qrUrl: '' })).body.msg,
    ).toBe('请上传二维码图片');
    expect(
      (await post(token, 'wechat-consulting-info/save-and-update', { title: '', qrUrl: '/media/qrcode-1.svg' }, EN))
        .body.msg,
    ).toBe('Please enter the title');
    expect(
      (
        await post(token, 'wechat-consulting-info/save-and-update', {
          title: '高考季咨询',
          qrUrl: '/media/qrcode-2.svg',
          status: 1,
        })
      ).body.success,
    ).toBe(true);
    const [added] = (await page<Qrcode>(token, `wechat-consulting-info/search?title=${q('高考季')}`)).records;
    expect((await post(await operator(), `wechat-consulting-info/del/${added.id}`)).status).toBe(403);
    expect((await post(token, `wechat-consulting-info/del/${added.id}`)).body.success).toBe(true);
    expect((await page<Qrcode>(token, 'wechat-consulting-info/search')).total).toBe(3);
  });

  it('lists tips by position and title, and saves them with their rules', async () => {
    const token = await operator();
    const all = await page<Tip>(token, 'tip-info/list');
    expect(all.total).toBe(6);
    expect((await page<Tip>(token, 'tip-info/list?position=1')).records.every((row) => row.position === '1')).toBe(
      true,
    );
    const [order] = (await page<Tip>(token, `tip-info/list?title=${q('下单')}`)).records;
    expect(
      (await post(token, 'tip-info/save-and-update', { ...order, content: '请在 15 分钟内完成支付。' })).body.success,
    ).toBe(true);
    expect((await page<Tip>(token, `tip-info/list?title=${q('下单')}`)).records[0].content).toBe(
      '请在 15 分钟内完成支付。',
    );
    expect((await post(token, 'tip-info/save-and-update', { title: 'x', content: 'y' })).body.msg).toBe(
      '请选择展示位置',
    );
    expect(
      (await post(token, 'tip-info/save-and-update', { position: '1', title: 'x', content: '' }, EN)).body.msg,
    ).toBe('Please enter the text');
    expect(
      (
        await call(`${OTO}/tip-info/save-and-update`, {
          token: await orgStaff(),
          body: { position: '1', title: 'x', content: 'y' },
        })
      ).status,
    ).toBe(403);
  });
});
