import { describe, expect, it } from 'vitest';
import { MGMT, buttonCodes, call, login, useServer, type PageData } from './standin-client';

// Roles, menus, top menus and scopes as Blade's controllers answer them, and a grant changing
// what a role's user gets at the next login.

type Role = {
  id: string;
  parentId: string;
  roleName: string;
  roleAlias: string;
  parentName: string;
  children?: Role[];
};
type Node = { id: string; parentId: string; title: string; children?: Node[] };
type Menu = {
  id: string;
  parentId: string;
  code: string;
  name: string;
  category: number;
  hasChildren?: boolean;
  categoryName: string;
  path: string;
  children?: Menu[];
};
type Route = { code: string; path: string; children: Route[] };
type ButtonNode = { code: string; category: number; children: ButtonNode[] };
type Keys = { menu: string[]; dataScope: string[]; apiScope: string[] };
type Scope = { id: string; menuId: string; scopeName: string; scopeType: number; scopeTypeName: string };

const flat = <T extends { children?: T[] }>(nodes: T[]): T[] =>
  nodes.flatMap((node) => [node, ...flat(node.children ?? [])]);
const routeCodes = (nodes: Route[]): string[] => nodes.flatMap((node) => [node.code, ...routeCodes(node.children)]);
const menusOf = async (token: string) => flat((await call<Menu[]>(`${MGMT}/menu/list`, { token })).body.data);

describe('stand-in: roles', () => {
  useServer();

  it('answers the role tree of the tenant, 运营人员 under 运营主管, filtered by name', async () => {
    const token = await login('admin', 'admin');
    const tree = (await call<Role[]>(`${MGMT}/role/list`, { token })).body.data;
    const lead = tree.find((role) => role.roleName === '运营主管');
    expect(lead?.children?.map((role) => role.roleName)).toEqual(expect.arrayContaining(['运营人员', '客服人员']));
    expect(lead?.children?.[0].parentName).toBe('运营主管');
    const found = (await call<Role[]>(`${MGMT}/role/list?roleName=${encodeURIComponent('客服')}`, { token })).body.data;
    expect(found.map((role) => role.roleName)).toEqual(['客服人员']);
    const byId = (await call<Node[]>(`${MGMT}/role/tree-by-id?roleId=${lead?.id}`, { token })).body.data;
    expect(flat(byId).map((node) => node.title)).not.toContain('运营人员');
    const east = await login('admin', 'admin', '100001');
    expect((await call<Role[]>(`${MGMT}/role/list`, { token: east })).body.data.map((role) => role.roleName)).toEqual([
      '超级管理员',
    ]);
  });

  it('adds, refuses removing a role with children, and checks the required fields', async () => {
    const token = await login('admin', 'admin');
    const lead = flat((await call<Role[]>(`${MGMT}/role/list`, { token })).body.data).find(
      (role) => role.roleName === '运营主管',
    );
    const refused = await call(`${MGMT}/role/remove?ids=${lead?.id}`, { token, method: 'POST' });
    expect(refused.body).toMatchObject({ code: 400, msg: '请先删除子节点!' });
    const blank = await call(`${MGMT}/role/submit`, { token, body: { roleName: '', roleAlias: 'x', sort: 1 } });
    expect(blank.body.msg).toBe('请输入角色名称');
    const added = await call(`${MGMT}/role/submit`, {
      token,
      body: { parentId: lead?.id, roleName: '市场专员', roleAlias: 'market', sort: 9 },
    });
    expect(added.body.success).toBe(true);
    const operator = await login('operator', 'operator');
    const denied = await call(`${MGMT}/role/submit`, {
      token: operator,
      body: { roleName: 'x', roleAlias: 'x', sort: 1 },
    });
    expect(denied.status).toBe(403);
  });

  it('grants menus and scopes: role-tree-keys answer them, and routes and buttons change at the next login', async () => {
    const admin = await login('admin', 'admin');
    const roles = flat((await call<Role[]>(`${MGMT}/role/list`, { token: admin })).body.data);
    const operator = roles.find((role) => role.roleAlias === 'operator');
    const before = await login('operator', 'operator');
    expect(routeCodes((await call<Route[]>(`${MGMT}/menu/routes`, { token: before })).body.data)).not.toContain(
      'region',
    );
    const grantTree = (
      await call<{ menu: Node[]; dataScope: Node[]; apiScope: Node[] }>(`${MGMT}/menu/grant-tree`, { token: admin })
    ).body.data;
    const menus = await menusOf(admin);
    const idOf = (code: string) => menus.find((menu) => menu.code === code)?.id ?? '';
    const dataScope = flat(grantTree.dataScope).find((node) => node.title === '参数管理 [全部可见]');
    const apiScope = flat(grantTree.apiScope).find((node) => node.title === '参数列表');
    expect(dataScope && apiScope).toBeTruthy();
    const menuIds = ['system', 'region', 'region_view', 'param', 'param_view'].map(idOf);
    const granted = await call(`${MGMT}/role/grant`, {
      token: admin,
      body: { roleIds: [operator?.id], menuIds, dataScopeIds: [dataScope?.id], apiScopeIds: [apiScope?.id] },
    });
    expect(granted.body.success).toBe(true);
    const keys = (await call<Keys>(`${MGMT}/menu/role-tree-keys?roleIds=${operator?.id}`, { token: admin })).body.data;
    expect(new Set(keys.menu)).toEqual(new Set(menuIds));
    expect(keys.dataScope).toEqual([dataScope?.id]);
    expect(keys.apiScope).toEqual([apiScope?.id]);
    const after = await login('operator', 'operator');
    const routes = routeCodes((await call<Route[]>(`${MGMT}/menu/routes`, { token: after })).body.data);
    expect(routes).toEqual(expect.arrayContaining(['system', 'region', 'param']));
    expect(routes).not.toContain('guide');
    const buttons = buttonCodes((await call<ButtonNode[]>(`${MGMT}/menu/buttons`, { token: after })).body.data);
    expect(buttons.sort()).toEqual(['param_view', 'region_view']);
    // Without role_grant the call is refused.
    const refused = await call(`${MGMT}/role/grant`, { token: after, body: { roleIds: [operator?.id], menuIds: [] } });
    expect(refused.status).toBe(403);
  });
});

describe('stand-in: menus, scopes and top menus', () => {
  useServer();

  it('answers one level of menus by parentId with hasChildren, menus only in lazy-menu-list', async () => {
    const token = await login('admin', 'admin');
    const top = (await call<Menu[]>(`${MGMT}/menu/lazy-list?parentId=0`, { token })).body.data;
    const system = top.find((menu) => menu.code === 'system');
    expect(system).toMatchObject({ hasChildren: true, categoryName: '菜单' });
    const param = (await call<Menu[]>(`${MGMT}/menu/lazy-list?parentId=${system?.id}`, { token })).body.data.find(
      (menu) => menu.code === 'param',
    );
    const buttons = (await call<Menu[]>(`${MGMT}/menu/lazy-list?parentId=${param?.id}`, { token })).body.data;
    expect(buttons.map((menu) => menu.code)).toEqual(['param_add', 'param_edit', 'param_delete', 'param_view']);
    expect(buttons[0].categoryName).toBe('按钮');
    const menusOnly = (await call<Menu[]>(`${MGMT}/menu/lazy-menu-list?parentId=${param?.id}`, { token })).body.data;
    expect(menusOnly).toEqual([]);
    // In the menus-only tree 参数管理 is a leaf (its children are buttons).
    const level = (await call<Menu[]>(`${MGMT}/menu/lazy-menu-list?parentId=${system?.id}`, { token })).body.data;
    expect(level.find((menu) => menu.code === 'param')).not.toHaveProperty('hasChildren');
  });

  it('keeps menu writes to the platform administrator and checks the path of a menu', async () => {
    const token = await login('admin', 'admin');
    const noPath = await call(`${MGMT}/menu/submit`, {
      token,
      body: {
        parentId: '0',
        code: 'x',
        name: 'x',
        alias: 'menu',
        source: 'iconfont icon-x',
        category: 1,
        sort: 1,
        path: '',
      },
    });
    expect(noPath.body.msg).toBe('请输入路由地址');
    const duplicate = await call(`${MGMT}/menu/submit`, {
      token,
      body: { parentId: '0', code: 'param', name: 'x', alias: 'menu', source: 'x', category: 2, sort: 1 },
    });
    expect(duplicate.body.msg).toBe('菜单编号已存在!');
    const east = await login('admin', 'admin', '100001');
    const refused = await call(`${MGMT}/menu/submit`, {
      token: east,
      body: { parentId: '0', code: 'y', name: 'y', alias: 'menu', source: 'x', category: 2, sort: 1 },
    });
    expect(refused.status).toBe(403);
  });

  it("lists a menu's data scopes with their type names, and adds one", async () => {
    const token = await login('admin', 'admin');
    const param = (await menusOf(token)).find((menu) => menu.code === 'param');
    const page = (
      await call<PageData<Scope>>(`${MGMT}/data-scope/list?menuId=${param?.id}&current=1&size=10`, { token })
    ).body.data;
    expect(page.records.map((row) => row.scopeTypeName)).toEqual([
      '全部可见',
      '本人可见',
      '所在机构可见',
      '所在机构及子级可见',
    ]);
    const added = await call(`${MGMT}/data-scope/submit`, {
      token,
      body: {
        menuId: param?.id,
        resourceCode: 'param',
        scopeName: '参数管理 [自定义]',
        scopeColumn: 'tenant_id',
        scopeType: 5,
        scopeField: '*',
        scopeClass: 'x.ParamMapper.page',
        scopeValue: "tenant_id = '000000'",
      },
    });
    expect(added.body.success).toBe(true);
    const apis = (await call<PageData<Scope>>(`${MGMT}/api-scope/list?menuId=${param?.id}`, { token })).body.data;
    expect(apis.records.map((row) => row.scopeName)).toEqual(['参数列表', '参数保存']);
  });

  it('grants a top menu its menus: top-tree-keys and the routes of that top menu follow', async () => {
    const token = await login('admin', 'admin');
    const tops = (await call<PageData<{ id: string; code: string }>>(`${MGMT}/topmenu/list`, { token })).body.data
      .records;
    const oto = tops.find((row) => row.code === 'oto');
    const menus = await menusOf(token);
    const ids = ['help', 'test', 'authority', 'role'].map((code) => menus.find((menu) => menu.code === code)?.id);
    expect(
      (await call(`${MGMT}/topmenu/grant`, { token, body: { topMenuIds: [oto?.id], menuIds: ids } })).body.success,
    ).toBe(true);
    const keys = (await call<{ menu: string[] }>(`${MGMT}/menu/top-tree-keys?topMenuIds=${oto?.id}`, { token })).body
      .data;
    expect(new Set(keys.menu)).toEqual(new Set(ids));
    const routes = routeCodes((await call<Route[]>(`${MGMT}/menu/routes?topMenuId=${oto?.id}`, { token })).body.data);
    expect(routes.sort()).toEqual(['authority', 'help', 'role', 'test']);
    const tree = (await call<{ menu: Node[] }>(`${MGMT}/menu/grant-top-tree`, { token })).body.data.menu;
    expect(flat(tree).some((node) => node.title === '新增')).toBe(false);
  });
});
