import { describe, expect, it } from 'vitest';
import { MGMT, ORIGIN, call, login, passwordGrant, useServer, type PageData } from './standin-client';

// Tenants, OAuth clients, datasources and report definitions as BladeX's controllers answer them.

type Tenant = {
  id: string;
  tenantId: string;
  tenantName: string;
  domain: string;
  accountNumber: number;
  expireTime: string;
  packageId: string;
  datasourceId: string;
};
type Pack = { id: string; packageName: string; menuId: string };
type Named = { id: string; name: string };
type Client = {
  id: string;
  clientId: string;
  clientSecret: string;
  authorizedGrantTypes: string;
  accessTokenValidity: number;
};

const DEVELOP = '/api/blade-develop/datasource';
const REPORT = '/api/blade-report/report/rest';

const tenants = async (token: string, query = '') =>
  (await call<PageData<Tenant>>(`${MGMT}/tenant/list?current=1&size=50${query}`, { token })).body.data.records;
const tenantOf = async (token: string, tenantId: string) =>
  (await tenants(token)).find((row) => row.tenantId === tenantId) as Tenant;
const post = (path: string, token: string) => call(path, { token, method: 'POST' });

describe('stand-in: tenants', () => {
  const standin = useServer();

  it('lists with LIKE filters and answers a detail', async () => {
    const token = await login('admin', 'admin');
    expect((await tenants(token)).map((row) => row.tenantId)).toEqual(
      expect.arrayContaining(['000000', '100001', '100002', '100003']),
    );
    expect(
      (await tenants(token, `&tenantName=${encodeURIComponent('分部')}`)).map((row) => row.tenantId).sort(),
    ).toEqual(['100001', '100002']);
    const east = await tenantOf(token, '100001');
    const detail = await call<Tenant>(`${MGMT}/tenant/detail?id=${east.id}`, { token });
    expect(detail.body.data).toMatchObject({
      tenantName: '智远教育·华东分部',
      accountNumber: 50,
      domain: 'https://east.zhiyuan-edu.cn',
    });
  });

  it('creates a tenant with a new six-digit id whose admin can log in at once, and checks the required fields', async () => {
    const token = await login('admin', 'admin');
    const missing = await call(`${MGMT}/tenant/submit`, { token, body: { tenantName: '西南分部' } });
    expect(missing).toEqual({ status: 400, body: { code: 400, success: false, data: null, msg: '请输入联系人' } });
    const added = await call(`${MGMT}/tenant/submit`, {
      token,
      body: { tenantName: '智远教育·西南分部', linkman: '何川', contactNumber: '13880001234' },
    });
    expect(added.body.success).toBe(true);
    const created = (await tenants(token, `&tenantName=${encodeURIComponent('西南')}`))[0];
    expect(created.tenantId).toMatch(/^\d{6}$/);
    expect(['000000', '100001', '100002', '100003']).not.toContain(created.tenantId);
    expect(created.accountNumber).toBe(-1); // param tenant.default.accountNumber
    // BladeX's starter rows: the admin (initial password from account.initPassword), its dept and role.
    const grant = await passwordGrant('admin', '123456', created.tenantId);
    expect(grant.status).toBe(200);
    expect(grant.body).toMatchObject({ tenant_id: created.tenantId, role_name: 'admin' });
    expect(
      standin.db.tables.depts.filter((dept) => dept.tenantId === created.tenantId).map((dept) => dept.deptName),
    ).toEqual(['智远教育·西南分部']);
    expect(
      standin.db.tables.posts.filter((row) => row.tenantId === created.tenantId).map((row) => row.postCode),
    ).toEqual(['ceo']);
  });

  it('refuses a domain bound to another tenant and removing the platform tenant', async () => {
    const token = await login('admin', 'admin');
    const south = await tenantOf(token, '100002');
    const taken = await call(`${MGMT}/tenant/submit`, {
      token,
      body: { id: south.id, tenantName: south.tenantName, linkman: 'x', domain: 'https://EAST.zhiyuan-edu.cn/' },
    });
    expect(taken.body.msg).toBe('绑定域名已被其他租户使用');
    const platform = await tenantOf(token, '000000');
    expect((await post(`${MGMT}/tenant/remove?ids=${platform.id}`, token)).body.msg).toBe('管理组租户不可删除');
    const center = await tenantOf(token, '100003');
    expect((await post(`${MGMT}/tenant/remove?ids=${center.id}`, token)).body.success).toBe(true);
    expect((await tenants(token)).map((row) => row.tenantId)).not.toContain('100003');
  });

  it('sets the account quota and expiry of the selected tenants (setting?ids&accountNumber&expireTime)', async () => {
    const token = await login('admin', 'admin');
    const [east, south] = [await tenantOf(token, '100001'), await tenantOf(token, '100002')];
    const set = await post(
      `${MGMT}/tenant/setting?ids=${east.id},${south.id}&accountNumber=80&expireTime=${encodeURIComponent('2028-01-31 23:59:59')}`,
      token,
    );
    expect(set.body.success).toBe(true);
    expect(await tenantOf(token, '100001')).toMatchObject({ accountNumber: 80, expireTime: '2028-01-31 23:59:59' });
    expect(await tenantOf(token, '100002')).toMatchObject({ accountNumber: 80, expireTime: '2028-01-31 23:59:59' });
    // Unlimited again: no quota, no expiry.
    await post(`${MGMT}/tenant/setting?ids=${east.id}&accountNumber=-1&expireTime=`, token);
    expect(await tenantOf(token, '100001')).toMatchObject({ accountNumber: -1, expireTime: '' });
    expect((await post(`${MGMT}/tenant/setting?ids=${east.id}&accountNumber=abc`, token)).body.msg).toBe(
      '账号额度须为整数',
    );
  });

  it('binds a datasource by the tenant code and a package by it too, package-detail reading the primary id', async () => {
    const token = await login('admin', 'admin');
    const sources = (await call<Named[]>(`${DEVELOP}/select`, { token })).body.data;
    expect(sources.map((row) => row.name)).toEqual(['mysql', 'east-branch', 'postgresql-report']);
    expect(
      (await post(`${MGMT}/tenant/datasource?tenantId=100002&datasourceId=${sources[2].id}`, token)).body.success,
    ).toBe(true);
    expect((await tenantOf(token, '100002')).datasourceId).toBe(sources[2].id);
    expect((await post(`${MGMT}/tenant/datasource?tenantId=100002&datasourceId=`, token)).body.msg).toBe(
      '请选择数据源',
    );

    const packs = (await call<Pack[]>(`${MGMT}/tenant-package/select`, { token })).body.data;
    const flagship = packs.find((row) => row.packageName === '旗舰版') as Pack;
    const south = await tenantOf(token, '100002');
    // The param is named tenantId, but it is the tenant's primary id.
    expect(
      (await call<Pack>(`${MGMT}/tenant/package-detail?tenantId=${south.id}`, { token })).body.data.packageName,
    ).toBe('标准版');
    expect(
      (await post(`${MGMT}/tenant/package-setting?tenantId=100002&packageId=${flagship.id}`, token)).body.success,
    ).toBe(true);
    expect((await call<Pack>(`${MGMT}/tenant/package-detail?tenantId=${south.id}`, { token })).body.data).toMatchObject(
      { id: flagship.id, packageName: '旗舰版' },
    );
    const platform = await tenantOf(token, '000000');
    expect(await call(`${MGMT}/tenant/package-detail?tenantId=${platform.id}`, { token })).toMatchObject({
      status: 200,
      body: { data: null, msg: '暂无承载数据' },
    });
  });

  it('answers info?domain= without a token: the tenant of that address, or {}', async () => {
    const info = async (domain: string) =>
      (
        await fetch(`${ORIGIN}${MGMT}/tenant/info?domain=${encodeURIComponent(domain)}`, {
          headers: { Authorization: `Basic ${btoa('saber:saber_secret')}` },
        })
      ).json();
    expect((await info('https://east.zhiyuan-edu.cn')).data).toEqual({
      tenantId: '100001',
      domain: 'https://east.zhiyuan-edu.cn',
      backgroundUrl: '',
    });
    expect((await info('http://localhost:1888')).data).toEqual({});
  });

  it('gives a branch tenant 403 on every platform call, and the branch sees the screens of its package', async () => {
    const east = await login('admin', 'admin', '100001');
    const calls: [string, 'GET' | 'POST'][] = [
      [`${MGMT}/tenant/list`, 'GET'],
      [`${MGMT}/tenant/detail?id=1`, 'GET'],
      [`${MGMT}/tenant/select`, 'GET'],
      [`${MGMT}/tenant/setting?ids=1&accountNumber=1`, 'POST'],
      [`${MGMT}/tenant/datasource?tenantId=100001&datasourceId=1`, 'POST'],
      [`${MGMT}/tenant/package-detail?tenantId=1`, 'GET'],
      [`${MGMT}/tenant/package-setting?tenantId=100001&packageId=1`, 'POST'],
      [`${MGMT}/tenant/remove?ids=1`, 'POST'],
      [`${MGMT}/client/list`, 'GET'],
      [`${MGMT}/tenant-package/select`, 'GET'],
      [`${DEVELOP}/list`, 'GET'],
      [`${DEVELOP}/select`, 'GET'],
      [`${REPORT}/list`, 'GET'],
      [`${REPORT}/remove?ids=1`, 'POST'],
    ];
    for (const [path, method] of calls)
      expect([path, (await call(path, { token: east, method })).status]).toEqual([path, 403]);
    const submit = await call(`${MGMT}/tenant/submit`, { token: east, body: { tenantName: 'x', linkman: 'y' } });
    expect(submit.status).toBe(403);
    type MenuNode = { code: string; children: MenuNode[] };
    const routes = (await call<MenuNode[]>(`${MGMT}/menu/routes`, { token: east })).body.data;
    const codes = routes.flatMap((node) => [node.code, ...node.children.map((child) => child.code)]);
    expect(codes).toEqual(expect.arrayContaining(['system', 'dept', 'post', 'param']));
    expect(codes).not.toContain('tenant');
  });
});

describe('stand-in: clients, datasources, reports', () => {
  useServer();

  it('keeps the seeded clients and checks a new one like BladeX (required fields, unique id, known grant types)', async () => {
    const token = await login('admin', 'admin');
    const list = (await call<PageData<Client>>(`${MGMT}/client/list?current=1&size=10`, { token })).body.data.records;
    expect(list.map((row) => `${row.clientId}/${row.clientSecret}`)).toEqual([
      'sword/sword_secret',
      'saber/saber_secret',
    ]);
    const body = {
      clientId: 'h5',
      clientSecret: 'h5_secret',
      authorizedGrantTypes: 'password,refresh_token',
      scope: 'all',
      accessTokenValidity: 7200,
      refreshTokenValidity: 604800,
      webServerRedirectUri: 'https://h5.zhiyuan-edu.cn/callback',
    };
    expect((await call(`${MGMT}/client/submit`, { token, body })).body.success).toBe(true);
    expect((await call(`${MGMT}/client/submit`, { token, body })).body.msg).toBe('当前应用id已存在!');
    expect(
      (
        await call(`${MGMT}/client/submit`, {
          token,
          body: { ...body, clientId: 'x', authorizedGrantTypes: 'implicit' },
        })
      ).body.msg,
    ).toContain('授权类型只能是');
    expect(
      (await call(`${MGMT}/client/submit`, { token, body: { ...body, clientId: 'y', webServerRedirectUri: '' } })).body
        .msg,
    ).toBe('请输入回调地址');
  });

  it('serves datasources and refuses removing one a tenant uses', async () => {
    const token = await login('admin', 'admin');
    const list = (await call<PageData<Named & { driverClass: string }>>(`${DEVELOP}/list?current=1&size=10`, { token }))
      .body.data.records;
    expect(list.map((row) => row.driverClass)).toContain('org.postgresql.Driver');
    const east = list.find((row) => row.name === 'east-branch') as Named;
    expect((await post(`${DEVELOP}/remove?ids=${east.id}`, token)).body.msg).toBe('数据源已被租户使用,请先解绑');
    const missing = await call(`${DEVELOP}/submit`, {
      token,
      body: {
        name: 'oracle',
        driverClass: 'oracle.jdbc.OracleDriver',
        url: 'jdbc:oracle:thin:@10.0.0.1:1521:orcl',
        username: 'zy',
      },
    });
    expect(missing.body.msg).toBe('请输入密码');
  });

  it('lists report files by name (without their design) and removes them', async () => {
    const token = await login('admin', 'admin');
    const page = (
      await call<PageData<Named>>(`${REPORT}/list?current=1&size=10&name=${encodeURIComponent('专家')}`, { token })
    ).body.data;
    expect(page.records.map((row) => row.name)).toEqual(['专家咨询收入月报.ureport.xml', '专家服务评价.ureport.xml']);
    expect(page.records[0]).not.toHaveProperty('content');
    expect((await post(`${REPORT}/remove?ids=${page.records[1].id}`, token)).body.success).toBe(true);
    expect((await call<PageData<Named>>(`${REPORT}/list?current=1&size=10`, { token })).body.data.total).toBe(4);
  });
});
