import { describe, expect, it } from 'vitest';
import { MGMT, call, login, passwordGrant } from './standin-client';
import { EN, admin, get, operator, orgStaff, page, post, useOtoServer } from './oto-fixture';

// organization-info on the wire: search, get-org-by-user, save, delete/{ids}, reset/{id}.

type Org = {
  id: string;
  orgName: string;
  status: string;
  provinceCode: string;
  provinceName: string;
  cityName: string;
  expertCount: number;
  createTime: string;
  phone: string;
  adminAccount: string;
};

describe('stand-in: organization-info', () => {
  useOtoServer();

  it('pages the orgs newest first with their names and expert counts; filters and sorts as Blade does', async () => {
    const token = await admin();
    const all = await page<Org>(token, 'organization-info/search?current=1&size=10');
    expect(all).toMatchObject({ total: 7, size: 10, current: 1, pages: 1 });
    const times = all.records.map((org) => org.createTime);
    expect(times).toEqual([...times].sort().reverse());
    const hangzhou = all.records.find((org) => org.orgName === '杭州星辰升学规划中心');
    expect(hangzhou).toMatchObject({
      provinceCode: '33',
      provinceName: '浙江省',
      cityName: '杭州市',
      expertCount: 6,
      status: '1',
    });
    expect(
      (await page<Org>(token, `organization-info/search?orgName=${encodeURIComponent('升学')}`)).records.every((org) =>
        org.orgName.includes('升学'),
      ),
    ).toBe(true);
    expect((await page<Org>(token, 'organization-info/search?status=0')).records.map((org) => org.orgName)).toEqual([
      '郑州中原志愿规划工作室',
    ]);
    expect((await page<Org>(token, 'organization-info/search?provinceCode=11')).total).toBe(1);
    const byName = await page<Org>(token, 'organization-info/search?ascs=org_name&size=3&current=2');
    expect(byName).toMatchObject({ total: 7, pages: 3, current: 2 });
    expect((await call(`${MGMT}/onetoone/organization-info/search?descs=nope`, { token })).body).toMatchObject({
      code: 400,
      msg: '排序字段不合法: nope',
    });
  });

  it('keeps tenants apart and answers get-org-by-user with the orgs the caller may see', async () => {
    const east = await login('admin', 'admin', '100001');
    const eastOrgs = await page<Org>(east, 'organization-info/search');
    expect(eastOrgs.records.map((org) => org.orgName).sort()).toEqual([
      '上海申远升学规划中心',
      '宁波甬上升学指导中心',
      '苏州姑苏志愿填报工作室',
    ]);
    expect(
      (await get<Org[]>(await admin(), 'organization-info/get-org-by-user')).map((org) => org.orgName),
    ).toHaveLength(7);
    const own = await get<Org[]>(await orgStaff(), 'organization-info/get-org-by-user');
    expect(own.map((org) => org.orgName)).toEqual(['杭州星辰升学规划中心']);
    expect((await page<Org>(await orgStaff(), 'organization-info/search')).total).toBe(1);
  });

  it('adds without id and updates with one; checks the name and the three phone rules, zh and en', async () => {
    const token = await operator();
    const body = {
      orgName: '长沙麓山升学规划中心',
      contact: '彭立新',
      phone: '13974001234',
      provinceCode: '43',
      cityCode: '4301',
      status: '1',
    };
    expect((await post(token, 'organization-info/save', body)).body).toMatchObject({
      code: 200,
      success: true,
      data: true,
      msg: '操作成功',
    });
    const added = (await page<Org>(token, `organization-info/search?orgName=${encodeURIComponent('麓山')}`)).records[0];
    expect(added).toMatchObject({ orgName: body.orgName, expertCount: 0, provinceName: '湖南省' });
    expect((await post(token, 'organization-info/save', { ...added, phone: '13974009999' }, EN)).body.msg).toBe(
      'operation succeeded',
    );
    expect((await page<Org>(token, `organization-info/search?orgName=${encodeURIComponent('麓山')}`)).records).toEqual([
      expect.objectContaining({ id: added.id, phone: '13974009999' }),
    ]);
    const refused = async (change: object, headers = {}) =>
      (await post(token, 'organization-info/save', { ...body, ...change }, headers)).body;
    expect(await refused({ orgName: ' ' })).toMatchObject({ code: 400, msg: '请输入机构名称' });
    expect((await refused({ orgName: '' }, EN)).msg).toBe('Please enter the organization name');
    expect((await refused({ phone: '' }, EN)).msg).toBe('phone number cannot be empty');
    expect((await refused({ phone: '1397400123' }, EN)).msg).toBe('phone number length is not 11');
    expect((await refused({ phone: '23974001234' }, EN)).msg).toBe('phone number format incorrect');
    expect((await refused({ phone: '1397400123' })).msg).toBe('手机号长度不为11位');
    // An admin account must be one of the tenant's users (重置账号 resets it); one stored before stays.
    expect(await refused({ adminAccount: 'orgadmin_test' })).toMatchObject({
      code: 400,
      msg: '管理员账号「orgadmin_test」不存在',
    });
    expect((await refused({ adminAccount: 'orgadmin_test' }, EN)).msg).toBe(
      'the admin account "orgadmin_test" does not exist',
    );
    expect((await post(token, 'organization-info/save', { ...added, adminAccount: 'orgstaff' })).body.code).toBe(200);
    const legacy = (await page<Org>(token, 'organization-info/search?size=20')).records.find(
      (org) => org.adminAccount === 'qihang_admin',
    ) as Org;
    expect((await post(token, 'organization-info/save', { ...legacy, address: '新地址' })).body.code).toBe(200);
    // Without the button: 403 请求被拒绝, nothing stored.
    expect((await post(await orgStaff(), 'organization-info/save', body)).status).toBe(403);
    expect((await page<Org>(token, 'organization-info/search')).total).toBe(8);
  });

  it('deletes by ids in the path, refusing an org that still has experts or orders', async () => {
    const token = await admin();
    const orgs = (await page<Org>(token, 'organization-info/search?size=20')).records;
    const busy = orgs.find((org) => org.orgName === '南京启航志愿填报工作室') as Org;
    const refused = await post(token, `organization-info/delete/${busy.id}`);
    expect(refused.body).toMatchObject({ code: 400, msg: '机构「南京启航志愿填报工作室」下还有专家或订单,不能删除' });
    await post(token, 'organization-info/save', { orgName: '临时机构', phone: '13900001234' });
    await post(token, 'organization-info/save', { orgName: '临时机构二', phone: '13900001235' });
    const spare = (
      await page<Org>(token, `organization-info/search?orgName=${encodeURIComponent('临时')}`)
    ).records.map((org) => org.id);
    expect((await post(await operator(), `organization-info/delete/${spare.join(',')}`)).status).toBe(403);
    expect((await post(token, `organization-info/delete/${spare.join(',')},${busy.id}`)).status).toBe(400); // all or nothing
    expect((await post(token, `organization-info/delete/${spare.join(',')}`)).body.success).toBe(true);
    expect((await page<Org>(token, 'organization-info/search')).total).toBe(7);
    // Another tenant's org is not found.
    expect((await post(await login('admin', 'admin', '100001'), `organization-info/delete/${busy.id}`)).body.msg).toBe(
      '数据不存在',
    );
  });

  it('resets the org admin account to the tenant initial password, and says so', async () => {
    const token = await admin();
    const params = (
      await call<{ records: { id: string; paramKey: string; paramValue: string; paramName: string }[] }>(
        `${MGMT}/param/list?size=50`,
        { token },
      )
    ).body.data.records;
    const init = params.find((row) => row.paramKey === 'account.initPassword');
    await call(`${MGMT}/param/submit`, { token, body: { ...init, paramValue: '888888' } });
    const orgs = (await page<Org>(token, 'organization-info/search?size=20')).records;
    const own = orgs.find((org) => org.adminAccount === 'orgstaff') as Org;
    expect((await passwordGrant('orgstaff', '888888')).status).toBe(400);
    const answer = await post(token, `organization-info/reset/${own.id}`);
    expect(answer.body).toMatchObject({ code: 200, data: true, msg: '管理员账号「orgstaff」的密码已重置为初始密码' });
    expect((await passwordGrant('orgstaff', '888888')).status).toBe(200);
    const other = orgs.find((org) => org.adminAccount === 'qihang_admin') as Org;
    expect((await post(token, `organization-info/reset/${other.id}`, undefined, EN)).body).toMatchObject({
      code: 400,
      msg: 'the admin account "qihang_admin" does not exist',
    });
    expect((await post(await login('orgstaff', '888888'), `organization-info/reset/${own.id}`)).status).toBe(403);
  });
});
