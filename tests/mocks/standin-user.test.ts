import { describe, expect, it } from 'vitest';
import {
  BASIC,
  MGMT,
  ORIGIN,
  buttonCodes,
  call,
  login,
  md5,
  passwordGrant,
  useServer,
  type PageData,
} from './standin-client';

// 用户管理 as Blade's UserController answers it: user/page with the dept subtree, add vs update,
// grant, reset, unlock (the login lockout), platform, export; each write behind its button.

type User = {
  id: string;
  account: string;
  realName: string;
  tenantId: string;
  tenantName: string;
  roleId: string;
  roleName: string;
  deptId: string;
  deptName: string;
  postName: string;
  userType: number;
  userTypeName: string;
  sexName: string;
  userExt: string;
  locked: number;
  password?: string;
};
type Node = { id: string; title: string; children?: Node[] };
type ButtonNode = { code: string; category: number; children: ButtonNode[] };

const page = async (token: string, query: string) =>
  (await call<PageData<User>>(`${MGMT}/user/page?${query}`, { token })).body.data;
const findNode = (nodes: Node[], title: string): Node | undefined =>
  nodes.map((node) => (node.title === title ? node : findNode(node.children ?? [], title))).find(Boolean);

describe('stand-in: user administration', () => {
  const standin = useServer();

  it('pages users of every tenant for the platform with their names, and filters by dept subtree and equality', async () => {
    const token = await login('admin', 'admin');
    const all = await page(token, 'current=1&size=10');
    expect(all.total).toBeGreaterThanOrEqual(40);
    expect(all.records).toHaveLength(10);
    expect(all.records[0]).not.toHaveProperty('password');
    const zhang = (await page(token, 'account=zhangwei')).records;
    expect(zhang).toHaveLength(1);
    expect(zhang[0]).toMatchObject({
      tenantName: '管理组',
      roleName: '超级管理员',
      deptName: '智远教育',
      postName: '首席执行官',
      userTypeName: 'WEB',
      sexName: '男',
    });
    // account and realName match whole values only.
    expect((await page(token, 'account=zhang')).total).toBe(0);
    // Two 李娜: the people's (lina) and 人事's approver (hr).
    expect((await page(token, 'realName=李娜')).total).toBe(2);
    const tree = (await call<Node[]>(`${MGMT}/dept/tree`, { token })).body.data;
    const research = findNode(tree, '教研部');
    const inResearch = await page(token, `deptId=${research?.id}&size=100`);
    // 教研部 and the depts below it (研究室, its groups, 招生数据组): the admin holds 教研部 too.
    expect(inResearch.records.map((user) => user.account)).toEqual(
      expect.arrayContaining(['admin', 'zhuming', 'guoxin', 'gaoyuan', 'luoqian']),
    );
    expect(inResearch.records.map((user) => user.account)).not.toContain('songtao');
    expect((await page(token, 'userType=2')).records.map((user) => user.account)).toEqual(['app_kefu']);
    // A branch tenant sees only its own people.
    const east = await login('admin', 'admin', '100001');
    const eastUsers = await page(east, 'size=100');
    expect(new Set(eastUsers.records.map((user) => user.tenantId))).toEqual(new Set(['100001']));
    expect(eastUsers.total).toBe(9);
  });

  it('adds with submit (password stored as its md5, so the new account logs in), edits with update (password kept)', async () => {
    const token = await login('admin', 'admin');
    const role = findNode((await call<Node[]>(`${MGMT}/role/tree`, { token })).body.data, '运营人员') as Node;
    const tree = (await call<Node[]>(`${MGMT}/dept/tree`, { token })).body.data;
    const posts = (await call<{ id: string; postCode: string }[]>(`${MGMT}/post/select`, { token })).body.data;
    const body = {
      account: 'newbie',
      password: 'Zy@2025',
      password2: 'Zy@2025',
      name: '新人',
      realName: '新同事',
      userType: 1,
      roleId: role.id,
      deptId: findNode(tree, '前端组')?.id,
      postId: posts.find((post) => post.postCode === 'staff')?.id,
    };
    expect((await call(`${MGMT}/user/submit`, { token, body })).body).toMatchObject({ success: true });
    const row = standin.db.tables.users.find((user) => user.account === 'newbie');
    expect(row?.password).toBe(md5('Zy@2025'));
    expect((await passwordGrant('newbie', 'Zy@2025')).status).toBe(200);
    const again = await call(`${MGMT}/user/submit`, { token, body });
    expect(again.body).toMatchObject({ code: 400, msg: '当前用户 [newbie] 已存在!' });
    const noPassword = await call(`${MGMT}/user/submit`, { token, body: { ...body, account: 'other', password: '' } });
    expect(noPassword.body.msg).toBe('请输入密码');
    const edited = await call(`${MGMT}/user/update`, {
      token,
      body: { ...body, id: row?.id, realName: '新名字', password: 'ignored' },
    });
    expect(edited.body.success).toBe(true);
    const after = standin.db.tables.users.find((user) => user.id === row?.id);
    expect(after).toMatchObject({ realName: '新名字', password: md5('Zy@2025') });
  });

  it('files a user under the tenant the platform names, whose roles, depts and posts it must hold; the option calls follow tenantId', async () => {
    const token = await login('admin', 'admin');
    const ofTenant = async (tenantId: string) => ({
      roles: (await call<Node[]>(`${MGMT}/role/tree?tenantId=${tenantId}`, { token })).body.data,
      depts: (await call<Node[]>(`${MGMT}/dept/tree?tenantId=${tenantId}`, { token })).body.data,
      posts: (await call<{ id: string; tenantId: string }[]>(`${MGMT}/post/select?tenantId=${tenantId}`, { token }))
        .body.data,
    });
    const east = await ofTenant('100001');
    const home = await ofTenant('000000');
    const eastIds = (table: 'roles' | 'depts' | 'posts') =>
      new Set(standin.db.tables[table].filter((row) => row.tenantId === '100001').map((row) => row.id));
    // Each option call answers the named tenant's rows only.
    expect(east.roles.length * east.depts.length * east.posts.length).toBeGreaterThan(0);
    expect(east.roles.every((node) => eastIds('roles').has(node.id))).toBe(true);
    expect(east.depts.every((node) => eastIds('depts').has(node.id))).toBe(true);
    expect(east.posts.every((post) => post.tenantId === '100001')).toBe(true);
    const body = {
      tenantId: '100001',
      account: 'east_new',
      password: 'Zy@2025',
      name: '新人',
      realName: '华东新人',
      userType: 1,
      roleId: east.roles[0].id,
      deptId: east.depts[0].id,
      postId: east.posts[0].id,
    };
    // A role of the platform's own tenant is not 100001's: refused, in the caller's language, nothing stored.
    const foreignRole = await call(`${MGMT}/user/submit`, { token, body: { ...body, roleId: home.roles[0].id } });
    expect(foreignRole).toMatchObject({
      status: 400,
      body: { code: 400, success: false, msg: '所选角色不属于租户 [100001]' },
    });
    const foreignPost = await call(`${MGMT}/user/submit`, {
      token,
      body: { ...body, postId: home.posts[0].id },
      headers: { 'Accept-Language': 'en' },
    });
    expect(foreignPost.body.msg).toBe('the posts picked do not belong to tenant [100001]');
    expect((await call(`${MGMT}/user/submit`, { token, body: { ...body, deptId: home.depts[0].id } })).body.msg).toBe(
      '所选部门不属于租户 [100001]',
    );
    expect((await call(`${MGMT}/user/submit`, { token, body: { ...body, tenantId: '999999' } })).body.msg).toBe(
      '所属租户 [999999] 不存在',
    );
    expect(standin.db.tables.users.some((user) => user.account === 'east_new')).toBe(false);
    expect((await call(`${MGMT}/user/submit`, { token, body })).body.success).toBe(true);
    expect(standin.db.tables.users.find((user) => user.account === 'east_new')).toMatchObject({
      tenantId: '100001',
      roleId: east.roles[0].id,
    });
    // Another tenant's administrator cannot name a tenant: its users stay its own, so the
    // platform's role is foreign to it.
    const branch = await login('admin', 'admin', '100001');
    const elsewhere = await call(`${MGMT}/user/submit`, {
      token: branch,
      body: { ...body, account: 'east_two', tenantId: '000000', roleId: home.roles[0].id },
    });
    expect(elsewhere.body.msg).toBe('所选角色不属于租户 [100001]');
    // Nor ask for another tenant's options.
    const asked = (await call<Node[]>(`${MGMT}/dept/tree?tenantId=000000`, { token: branch })).body.data;
    expect(asked.every((node) => eastIds('depts').has(node.id))).toBe(true);
  });

  it('grants only roles of the users’ tenant (a platform role is foreign to a 100001 user)', async () => {
    const token = await login('admin', 'admin');
    const eastUser = standin.db.tables.users.find((user) => user.tenantId === '100001' && user.account !== 'admin')!;
    const homeRole = standin.db.tables.roles.find((role) => role.tenantId === '000000')!;
    const eastRole = standin.db.tables.roles.find((role) => role.tenantId === '100001')!;
    const refused = await call(`${MGMT}/user/grant?userIds=${eastUser.id}&roleIds=${homeRole.id}`, {
      token,
      method: 'POST',
    });
    expect(refused.body).toMatchObject({ code: 400, msg: '所选角色不属于租户 [100001]' });
    expect(
      (await call(`${MGMT}/user/grant?userIds=${eastUser.id}&roleIds=${eastRole.id}`, { token, method: 'POST' })).body
        .success,
    ).toBe(true);
    expect(standin.db.tables.users.find((user) => user.id === eastUser.id)?.roleId).toBe(eastRole.id);
  });

  it('refuses adding beyond the tenant quota (当前租户已到最大账号额度!)', async () => {
    const tenant = standin.db.tables.tenants.find((row) => row.tenantId === '100001');
    if (!tenant) throw new Error('no branch tenant');
    standin.db.update('tenants', { ...tenant, accountNumber: 9 });
    const east = await login('admin', 'admin', '100001');
    const [role] = (await call<Node[]>(`${MGMT}/role/tree`, { token: east })).body.data;
    const refused = await call(`${MGMT}/user/submit`, {
      token: east,
      body: {
        account: 'x1',
        password: '1',
        name: 'x',
        realName: '某某',
        userType: 1,
        roleId: role.id,
        deptId: role.id,
        postId: role.id,
      },
    });
    expect(refused.body).toMatchObject({ code: 400, msg: '当前租户已到最大账号额度!' });
  });

  it('grants roles, resets to the initial password param, refuses removing yourself', async () => {
    const token = await login('admin', 'admin');
    const liu = (await page(token, 'account=liuyang')).records[0];
    const admins = (await call<Node[]>(`${MGMT}/role/tree`, { token })).body.data.filter(
      (node) => node.title === '超级管理员',
    );
    expect(
      (await call(`${MGMT}/user/grant?userIds=${liu.id}&roleIds=${admins[0].id}`, { token, method: 'POST' })).body
        .success,
    ).toBe(true);
    expect((await page(token, 'account=liuyang')).records[0].roleName).toBe('超级管理员');
    expect((await call(`${MGMT}/user/reset-password?userIds=${liu.id}`, { token, method: 'POST' })).body.success).toBe(
      true,
    );
    expect((await passwordGrant('liuyang', '123456')).status).toBe(200);
    const me = (await page(token, 'account=admin')).records.find((user) => user.tenantId === '000000');
    const self = await call(`${MGMT}/user/remove?ids=${me?.id},${liu.id}`, { token, method: 'POST' });
    expect(self.body).toMatchObject({ code: 400, msg: '不能删除本账号!' });
    expect((await call(`${MGMT}/user/remove?ids=${liu.id}`, { token, method: 'POST' })).body.success).toBe(true);
    expect((await page(token, 'account=liuyang')).total).toBe(0);
  });

  it('locks an account after 5 failed logins and unlock lets it in again', async () => {
    const token = await login('admin', 'admin');
    for (let i = 0; i < 5; i += 1)
      expect((await passwordGrant('chenjing', 'wrong')).body.error_description).toBe('用户名或密码错误');
    const locked = await passwordGrant('chenjing', '123456');
    expect(locked.body.error_description).toBe('登录错误次数过多,请稍后再试');
    const chen = (await page(token, 'account=chenjing')).records[0];
    expect(chen.locked).toBe(1);
    expect((await call(`${MGMT}/user/unlock?userIds=${chen.id}`, { token, method: 'POST' })).body.success).toBe(true);
    expect((await passwordGrant('chenjing', '123456')).status).toBe(200);
    // The seed holds one locked account for the screen to show.
    expect((await page(token, 'account=locked_demo')).records[0].locked).toBe(1);
  });

  it('reads and updates platform info', async () => {
    const token = await login('admin', 'admin');
    const liu = (await page(token, 'account=liuyang')).records[0];
    const ext = JSON.stringify({ theme: 'dark' });
    const saved = await call(
      `${MGMT}/user/update-platform?userId=${liu.id}&userType=2&userExt=${encodeURIComponent(ext)}`,
      { token, method: 'POST' },
    );
    expect(saved.body.success).toBe(true);
    const detail = (await call<User>(`${MGMT}/user/platform-detail?id=${liu.id}`, { token })).body.data;
    expect(detail).toMatchObject({ userType: 2, userTypeName: 'APP', userExt: ext });
  });

  it('exports the filtered users as a CSV attachment, and answers an error envelope without the button', async () => {
    const token = await login('admin', 'admin');
    const response = await fetch(`${ORIGIN}${MGMT}/user/export-user?account=zhangwei`, {
      headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${token}` },
    });
    expect(response.headers.get('Content-Disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('用户数据表.csv')}`,
    );
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('zhangwei');
    const operator = await login('operator', 'operator');
    const refused = await call(`${MGMT}/user/export-user`, { token: operator });
    expect(refused).toMatchObject({ status: 403, body: { code: 403, msg: '请求被拒绝' } });
  });

  it('gives administrators every user button and the operator none, refusing its writes', async () => {
    const codes = async (token: string) =>
      buttonCodes((await call<ButtonNode[]>(`${MGMT}/menu/buttons`, { token })).body.data);
    const admin = await codes(await login('admin', 'admin'));
    for (const kind of ['add', 'edit', 'delete', 'view', 'role', 'reset', 'unlock', 'platform', 'export'])
      expect(admin).toContain(`user_${kind}`);
    const operator = await login('operator', 'operator');
    expect((await codes(operator)).filter((code) => code.startsWith('user_'))).toEqual([]);
    expect((await call(`${MGMT}/user/reset-password?userIds=1`, { token: operator, method: 'POST' })).status).toBe(403);
  });
});
