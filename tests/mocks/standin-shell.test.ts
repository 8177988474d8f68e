import { describe, expect, it } from 'vitest';
import { MGMT, call, login, md5, passwordGrant, requestToken, screensUnder, useServer } from './standin-client';

// The shell's calls: top menus and routes per top menu, dept/role switching, personal info,
// password change, clear-cache. Uploads, error logs and guest sign-up: standin-shell-io.test.ts.

type TopMenu = { id: string; tenantId: string; code: string; name: string; source: string; path: string; sort: number };
type Node = { code: string; path: string; category: number; children: Node[] };
type Option = { id: string; deptName?: string; roleName?: string };

const EN = { 'Accept-Language': 'en' };
const codes = (nodes: Node[]): string[] => nodes.map((node) => node.code);
const topMenus = async (token: string) => (await call<TopMenu[]>(`${MGMT}/menu/top-menu`, { token })).body.data;
const routes = async (token: string, topMenuId?: string) =>
  (await call<Node[]>(`${MGMT}/menu/routes${topMenuId === undefined ? '' : `?topMenuId=${topMenuId}`}`, { token })).body
    .data;

describe('stand-in: top menus and dept / role switching', () => {
  const standin = useServer();

  it('lists the top menus a role sees, sorted, and nothing for a tenant without any', async () => {
    const admin = await login('admin', 'admin');
    const both = await topMenus(admin);
    expect(both.map((row) => [row.code, row.name, row.source, row.sort])).toEqual([
      ['platform', '系统平台', 'iconfont icon-setting', 1],
      ['oto', '一对一业务', 'iconfont icon-team', 2],
    ]);
    expect(Object.keys(both[0]).sort()).toEqual(['code', 'id', 'name', 'path', 'sort', 'source', 'tenantId']);
    expect(both.every((row) => row.tenantId === '000000' && /^\d+$/.test(row.id))).toBe(true);
    expect((await topMenus(await login('operator', 'operator'))).map((row) => row.code)).toEqual(['platform', 'oto']);
    expect((await topMenus(await login('orgstaff', '123456'))).map((row) => row.code)).toEqual(['oto']);
    expect(await topMenus(await login('admin', 'admin', '100001'))).toEqual([]);
  });

  it('narrows routes to a top menu; without topMenuId answers every menu', async () => {
    const admin = await login('admin', 'admin');
    const [platform, oto] = await topMenus(admin);
    const system = await routes(admin, platform.id);
    expect(codes(system)).toEqual(['system', 'authority', 'work', 'resource', 'desk', 'report', 'flow', 'log', 'tool']);
    const { menus } = standin.db.tables;
    // Each root the top menu groups comes whole.
    expect(codes(system[0].children)).toEqual(screensUnder(menus, 'system'));
    const business = await routes(admin, oto.id);
    expect(codes(business)).toEqual(['oto', 'help']);
    expect(codes(business[0].children)).toEqual(screensUnder(menus, 'oto'));
    const help = business.slice(1);
    expect(help[0].children.map((node) => [node.code, node.path, node.category])).toEqual([
      ['guide', '/embedded/guide.html', 1],
      ['test', '/test/index', 1],
      ['dicthorizontal', '/dict-horizontal/index', 1],
      ['dictvertical', '/dict-vertical/index', 1],
    ]);
    // Without a top menu (or with a blank one): every menu of the seed.
    expect(codes(await routes(admin))).toEqual(screensUnder(menus, null));
    expect(codes(await routes(admin, ''))).toEqual(screensUnder(menus, null));
    const operator = await login('operator', 'operator');
    expect(codes(await routes(operator, oto.id))).toEqual(['oto', 'help']);
    expect(codes(await routes(operator, platform.id))).toEqual(['system', 'work']);
    const orgStaff = await login('orgstaff', '123456');
    expect(codes(await routes(orgStaff, platform.id))).toEqual([]); // a top menu the role does not see
    expect(codes((await routes(orgStaff, oto.id))[0].children)).toEqual(['org_expert', 'org_order', 'consultation']);
  });

  it('offers the depts and roles a user holds', async () => {
    const admin = await login('admin', 'admin');
    const select = async (what: 'dept' | 'role', token: string, userId = '') =>
      (await call<Option[]>(`${MGMT}/${what}/select?userId=${userId}`, { token })).body.data;
    expect((await select('dept', admin)).map((row) => row.deptName)).toEqual(['智远教育', '教研部']);
    expect((await select('role', admin)).map((row) => row.roleName)).toEqual(['超级管理员', '运营人员']);
    const operatorLogin = await passwordGrant('operator', 'operator');
    const operator = String(operatorLogin.body.access_token);
    const operatorId = String(operatorLogin.body.user_id);
    expect((await select('dept', operator)).map((row) => row.deptName)).toEqual(['运营部', '客服部']);
    expect(await select('role', operator)).toEqual([{ id: expect.any(String), roleName: '运营人员' }]);
    expect((await select('dept', admin, operatorId)).map((row) => row.deptName)).toEqual(['运营部', '客服部']);
    expect(await select('dept', await login('admin', 'admin', '100001'), operatorId)).toEqual([]); // other tenant
  });

  it('switches role and dept on refresh (Role-Id / Dept-Id), which changes menus and top menus', async () => {
    const admin = await passwordGrant('admin', 'admin');
    const token = String(admin.body.access_token);
    const roles = (await call<Option[]>(`${MGMT}/role/select`, { token })).body.data;
    const depts = (await call<Option[]>(`${MGMT}/dept/select`, { token })).body.data;
    const switched = await requestToken(
      { grant_type: 'refresh_token', refresh_token: String(admin.body.refresh_token) },
      { 'Role-Id': roles[1].id, 'Dept-Id': depts[1].id },
    );
    expect(switched.body).toMatchObject({ role_id: roles[1].id, role_name: 'operator', dept_id: depts[1].id });
    const next = String(switched.body.access_token);
    const info = await call<{ deptName: string; roleName: string }>('/api/blade-auth/oauth/user-info', { token: next });
    expect(info.body.data).toMatchObject({ deptName: '教研部', roleName: 'operator' });
    expect((await topMenus(next)).map((row) => row.code)).toEqual(['platform', 'oto']);
    expect(codes((await routes(next))[0].children)).toEqual(['param']);
  });
});

describe('stand-in: personal info, password, cache', () => {
  useServer();
  type Info = Record<string, unknown>;
  const info = async (token: string) => (await call<Info>(`${MGMT}/user/info`, { token })).body.data;
  const updateInfo = (token: string, body: object, headers: Record<string, string> = {}) =>
    call<boolean>(`${MGMT}/user/update-info`, { token, body, headers });

  it("answers, validates and saves the caller's own profile", async () => {
    const token = await login('admin', 'admin');
    const before = await info(token);
    expect(Object.keys(before).sort()).toEqual([
      'account',
      'avatar',
      'birthday',
      'deptId',
      'deptName',
      'email',
      'id',
      'name',
      'phone',
      'realName',
      'roleId',
      'roleName',
      'sex',
      'tenantId',
    ]);
    expect(before).toMatchObject({ account: 'admin', tenantId: '000000', roleName: '超级管理员,运营人员', sex: 1 });
    const bad = { status: 400, body: { code: 400, success: false, data: null, msg: '手机号格式不正确' } };
    expect(await updateInfo(token, { phone: '2388888888' })).toEqual(bad);
    expect((await updateInfo(token, { phone: '1388888888x' }, EN)).body.msg).toBe('phone number format incorrect');
    expect((await updateInfo(token, { email: 'nope@' })).body.msg).toBe('邮箱格式不正确');
    expect((await updateInfo(token, { email: 'a b@c.d' }, EN)).body.msg).toBe('email format incorrect');

    const operatorId = (await passwordGrant('operator', 'operator')).body.user_id;
    const changes = {
      avatar: 'data:image/png;base64,AAAA',
      name: '阿德',
      realName: '李明',
      phone: '13600000000',
      email: 'li@zy.cn',
    };
    const saved = await updateInfo(token, { id: operatorId, ...changes });
    expect(saved).toEqual({ status: 200, body: { code: 200, success: true, data: true, msg: '操作成功' } });
    expect(await info(token)).toMatchObject({ ...changes, id: before.id });
    expect((await passwordGrant('operator', 'operator')).body.real_name).toBe('王晓雯'); // the id was ignored
    const relogin = await passwordGrant('admin', 'admin');
    expect(relogin.body).toMatchObject({ avatar: changes.avatar, real_name: '李明', nick_name: '阿德' });
    const userInfo = await call<Info>('/api/blade-auth/oauth/user-info', { token });
    expect(userInfo.body.data).toMatchObject({
      avatar: changes.avatar,
      realName: '李明',
      nickName: '阿德',
      phone: '13600000000',
    });
  });

  it('changes the password: old must match, the two new ones must agree', async () => {
    const token = await login('operator', 'operator');
    const change = (oldPassword: string, newPassword: string, newPassword1: string, headers = {}) =>
      call<boolean>(`${MGMT}/user/update-password?${new URLSearchParams({ oldPassword, newPassword, newPassword1 })}`, {
        token,
        method: 'POST',
        headers,
      });
    expect(await change(md5('wrong'), md5('n3w'), md5('n3w'))).toMatchObject({
      status: 400,
      body: { msg: '原密码不正确' },
    });
    expect((await change(md5('wrong'), md5('n3w'), md5('n3w'), EN)).body.msg).toBe('old password is incorrect');
    expect(await change(md5('operator'), md5('n3w'), md5('n3W'))).toMatchObject({
      status: 400,
      body: { msg: '两次密码输入不一致' },
    });
    expect((await change(md5('operator'), md5('n3w'), md5('other'), EN)).body.msg).toBe(
      'the two passwords do not match',
    );
    expect((await change(md5('operator'), md5('n3w'), md5('n3w'))).body).toMatchObject({ code: 200, success: true });
    expect((await passwordGrant('operator', 'operator')).status).toBe(400);
    expect((await passwordGrant('operator', 'n3w')).status).toBe(200);
  });

  it('clears the cache with the bare Kv BladeX answers, for a caller with a token', async () => {
    const token = await login('admin', 'admin');
    const cleared = await call('/api/blade-auth/oauth/clear-cache', { token });
    expect(cleared).toEqual({ status: 200, body: { success: 'true', msg: 'success' } });
    expect((await call('/api/blade-auth/oauth/clear-cache')).status).toBe(401);
  });
});
