import { describe, expect, it } from 'vitest';
import { createDb, JOURNAL_KEY, resetDb } from '../../mocks/db';
import { grantedCodes } from '../../mocks/seed-builders';
import { MGMT, buttonCodes, call, login, screensUnder, useServer, type PageData } from './standin-client';

type Param = {
  id: string;
  tenantId: string;
  paramName: string;
  paramKey: string;
  paramValue: string;
  createTime: string;
};
type MenuNode = { code: string; category: number; sort: number; children: MenuNode[] };

const errorLog = {
  tenantId: '000000',
  serviceId: 'web-client',
  requestUri: '/x',
  method: '',
  message: 'boom',
  stackTrace: '',
  exceptionName: 'Error',
  params: '',
  createBy: '',
  createTime: '2025-01-01 00:00:00',
};

const EN = { 'Accept-Language': 'en' };
const list = (token: string, query = '') => call<PageData<Param>>(`${MGMT}/param/list?${query}`, { token });
const submit = (token: string, body: object, headers: Record<string, string> = {}) =>
  call<boolean>(`${MGMT}/param/submit`, { token, body, headers });
const remove = (token: string, ids: string) =>
  call<boolean>(`${MGMT}/param/remove?ids=${ids}`, { token, method: 'POST' });

describe('stand-in: params (blade CRUD)', () => {
  useServer();

  it('pages the list with current/size/total/pages', async () => {
    const token = await login('admin', 'admin');
    const first = (await list(token, 'current=1&size=10')).body.data;
    expect(first).toMatchObject({ current: 1, size: 10, total: 28, pages: 3 });
    expect(first.records).toHaveLength(10);
    const last = (await list(token, 'current=3&size=10')).body.data;
    expect(last.records).toHaveLength(8);
    expect(last.records.map((row) => row.id)).not.toContain(first.records[0].id);
    expect((await list(token, 'current=4&size=10')).body.data.records).toEqual([]);
  });

  it('filters by contains, date range and sorts by ascs/descs', async () => {
    const token = await login('admin', 'admin');
    const byName = (await list(token, `paramName=${encodeURIComponent('咨询')}&size=50`)).body.data.records;
    expect(byName.length).toBeGreaterThan(1);
    expect(byName.every((row) => row.paramName.includes('咨询'))).toBe(true);
    const byKey = (await list(token, 'paramKey=exam.&size=50')).body.data.records;
    expect(byKey.map((row) => row.paramKey).every((key) => key.startsWith('exam.'))).toBe(true);
    const ranged = (await list(token, 'createTime_dategt=2024-09-05&createTime_datelt=2024-09-10 00:00:00&size=50'))
      .body.data.records;
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((row) => row.createTime > '2024-09-05' && row.createTime < '2024-09-10')).toBe(true);
    const newest = (await list(token, 'descs=create_time&size=50')).body.data.records.map((row) => row.createTime);
    expect(newest).toEqual([...newest].sort().reverse());
    const byKeyAsc = (await list(token, 'ascs=param_key&size=50')).body.data.records.map((row) => row.paramKey);
    expect(byKeyAsc).toEqual([...byKeyAsc].sort());
  });

  it('inserts without id and updates with id through submit', async () => {
    const token = await login('admin', 'admin');
    const created = await submit(token, { paramName: '测试参数', paramKey: 'test.key', paramValue: '1', remark: '' });
    expect(created).toMatchObject({ status: 200, body: { code: 200, success: true, data: true } });
    const [row] = (await list(token, 'paramKey=test.key')).body.data.records;
    expect(row).toMatchObject({ paramName: '测试参数', paramValue: '1', tenantId: '000000' });
    expect(row.id).toMatch(/^\d{19}$/);
    expect(row.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    expect((await submit(token, { ...row, paramValue: '2' })).status).toBe(200);
    const detail = await call<Param>(`${MGMT}/param/detail?id=${row.id}`, { token });
    expect(detail.body.data).toMatchObject({ id: row.id, paramValue: '2', createTime: row.createTime });
    expect((await list(token)).body.data.total).toBe(29);
  });

  it('answers 400 with the validation message in the request language', async () => {
    const token = await login('admin', 'admin');
    const cases: [object, string, string][] = [
      [{ paramKey: 'k', paramValue: 'v' }, '请输入参数名称', 'Please enter the parameter name'],
      [{ paramName: 'n', paramKey: ' ', paramValue: 'v' }, '请输入参数键名', 'Please enter the parameter key'],
      [{ paramName: 'n', paramKey: 'k' }, '请输入参数键值', 'Please enter the parameter value'],
      [{ paramName: 'n', paramKey: 'exam.year', paramValue: 'v' }, '参数键名已存在', 'parameter key already exists'],
    ];
    for (const [body, zh, en] of cases) {
      expect(await submit(token, body)).toEqual({
        status: 400,
        body: { code: 400, success: false, data: null, msg: zh },
      });
      expect((await submit(token, body, EN)).body.msg).toBe(en);
    }
    expect((await list(token)).body.data.total).toBe(28);
  });

  it('removes ids=a,b, and rejects unknown ids as a whole', async () => {
    const token = await login('admin', 'admin');
    const [a, b, c] = (await list(token)).body.data.records;
    expect((await remove(token, `${a.id},${b.id}`)).body).toMatchObject({ code: 200, success: true });
    expect((await list(token)).body.data.total).toBe(26);
    expect(await remove(token, `${c.id},${a.id}`)).toMatchObject({ status: 400, body: { msg: '数据不存在' } });
    expect((await list(token)).body.data.total).toBe(26); // c survived: all or nothing
    expect((await call(`${MGMT}/param/remove`, { token, method: 'POST' })).status).toBe(400);
  });

  it('keeps tenants apart: 100001 neither sees nor touches 000000 rows', async () => {
    const platform = await login('admin', 'admin');
    const branch = await login('admin', 'admin', '100001');
    const platformRows = (await list(platform, 'size=50')).body.data.records;
    const branchRows = (await list(branch, 'size=50')).body.data.records;
    expect(branchRows).toHaveLength(5);
    expect(branchRows.every((row) => row.tenantId === '100001')).toBe(true);
    const target = platformRows[0];
    const notFound = { status: 400, body: { code: 400, success: false, data: null, msg: '数据不存在' } };
    expect(await remove(branch, target.id)).toEqual(notFound);
    expect(await call(`${MGMT}/param/detail?id=${target.id}`, { token: branch })).toEqual(notFound);
    expect(await submit(branch, { ...target, paramValue: 'hacked' })).toEqual(notFound);
    expect((await call<Param>(`${MGMT}/param/detail?id=${target.id}`, { token: platform })).body.data.paramValue).toBe(
      target.paramValue,
    );
    // Keys are unique per tenant only.
    expect((await submit(branch, { paramName: '年份', paramKey: 'exam.year', paramValue: '2026' })).status).toBe(200);
  });
});

describe('stand-in: menus, buttons, dictionaries, packages', () => {
  const standin = useServer();

  it('gives the operator the param menu without param_delete and without packages', async () => {
    const token = await login('operator', 'operator');
    const buttons = (await call<MenuNode[]>(`${MGMT}/menu/buttons`, { token })).body.data;
    // The business and 我的事务 are theirs whole, but the business deletes
    // (oto-menus.test.ts); outside them, 参数管理 without its delete and nothing else.
    const theirs = new Set(
      grantedCodes(standin.db.tables.menus, [
        { subtree: 'oto', buttons: 'all' },
        { subtree: 'work', buttons: 'all' },
      ]),
    );
    const codes = buttonCodes(buttons);
    expect(codes.filter((code) => !theirs.has(code)).sort()).toEqual(['param_add', 'param_edit', 'param_view']);
    expect(codes.filter((code) => theirs.has(code) && code.endsWith('_delete'))).toEqual([]);
    const routes = (await call<MenuNode[]>(`${MGMT}/menu/routes`, { token })).body.data;
    expect(routes.map((node) => node.code)).toEqual(['system', 'work', 'oto', 'help']);
    expect(routes[0].children.map((node) => node.code)).toEqual(['param']);
    expect(routes[3].children.map((node) => node.code)).toEqual(['guide', 'test']);
  });

  it('gives the administrator the whole tree, nested and sorted', async () => {
    const token = await login('admin', 'admin');
    const routes = (await call<MenuNode[]>(`${MGMT}/menu/routes`, { token })).body.data;
    expect(routes[0]).toMatchObject({
      code: 'system',
      path: '/system',
      source: 'iconfont iconicon_setting',
      parentId: '0',
    });
    const { menus } = standin.db.tables;
    // Every menu of the seed, each list sorted by its `sort`.
    const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flat(node.children)]);
    const inOrder = (nodes: MenuNode[]): boolean =>
      nodes.every((node, index) => index === 0 || nodes[index - 1].sort <= node.sort) &&
      nodes.every((node) => inOrder(node.children));
    expect(inOrder(routes)).toBe(true);
    const screens = menus.filter((menu) => menu.category === 1).map((menu) => menu.code);
    expect(
      flat(routes)
        .map((node) => node.code)
        .sort(),
    ).toEqual(screens.sort());
    expect(routes[0].children.map((node) => node.code)).toEqual(screensUnder(menus, 'system'));
    expect(routes[0].children.map((node) => node.code)).toEqual(
      expect.arrayContaining(['user', 'param', 'tenantpackage', 'dept', 'post', 'dict', 'menu', 'tenant', 'client']),
    );
    expect(routes[1].children.map((node) => node.code)).toEqual(['role', 'datascope', 'apiscope']);
    expect(routes[0].children.every((node) => node.category === 1 && node.children.length === 0)).toBe(true);
    // Every button of the seed, under its screen in the tree's order (user's first).
    const buttons = (await call<MenuNode[]>(`${MGMT}/menu/buttons`, { token })).body.data;
    const held = buttonCodes(buttons);
    expect([...held].sort()).toEqual(
      menus
        .filter((menu) => menu.category === 2)
        .map((menu) => menu.code)
        .sort(),
    );
    expect(held.slice(0, 5)).toEqual(['user_add', 'user_edit', 'user_delete', 'user_view', 'user_role']);
    const tree = (
      await call<{ title: string; key: string; value: string; children: unknown[] }[]>(`${MGMT}/menu/tree`, { token })
    ).body.data;
    expect(tree[0]).toMatchObject({ title: '系统管理', key: tree[0].value, hasChildren: true });
    // Menus only, no buttons.
    expect(tree[0].children).toHaveLength(screensUnder(menus, 'system').length);
  });

  it('limits a tenant to its package: 100001 has no package menu and may not call it', async () => {
    const token = await login('admin', 'admin', '100001');
    const routes = (await call<MenuNode[]>(`${MGMT}/menu/routes`, { token })).body.data;
    // 基础版: the branch's own people and settings and its business, no platform administration.
    expect(routes.map((node) => [node.code, node.children.map((child) => child.code)])).toEqual([
      ['system', ['user', 'param', 'dept', 'post']],
      ['authority', ['role']],
      ['oto', screensUnder(standin.db.tables.menus, 'oto')],
    ]);
    expect((await call(`${MGMT}/tenant-package/list`, { token })).status).toBe(403);
  });

  it('answers dictionaries by code, sorted', async () => {
    const token = await login('admin', 'admin');
    const subject = await call<{ dictKey: string; dictValue: string }[]>(`${MGMT}/dict/dictionary?code=subject`, {
      token,
    });
    expect(subject.body.data.map((item) => `${item.dictKey}:${item.dictValue}`)).toEqual([
      'WEN:文科',
      'LI:理科',
      'ZONG:综合',
      'L:历史',
      'W:物理',
    ]);
    const elective = await call<{ dictKey: string }[]>(`${MGMT}/dict-biz/dictionary?code=elective`, { token });
    expect(elective.body.data.map((item) => item.dictKey).join('')).toBe('OWHSZLDJ');
    expect((await call<unknown[]>(`${MGMT}/dict/dictionary?code=nope`, { token })).body.data).toEqual([]);
  });

  it('validates tenant packages and joins a menu id array', async () => {
    const token = await login('admin', 'admin');
    const post = (body: object) => call(`${MGMT}/tenant-package/submit`, { token, body });
    expect((await post({ menuId: '1' })).body.msg).toBe('请输入产品包名称');
    expect((await post({ packageName: '试用版', menuId: [] })).body.msg).toBe('请选择菜单');
    expect((await post({ packageName: '试用版', menuId: ['11', '12'] })).status).toBe(200);
    const page = await call<PageData<{ packageName: string; menuId: string }>>(
      `${MGMT}/tenant-package/list?packageName=${encodeURIComponent('试用')}`,
      { token },
    );
    expect(page.body.data.records).toEqual([expect.objectContaining({ packageName: '试用版', menuId: '11,12' })]);
  });
});

describe('stand-in: local-storage persistence', () => {
  it('survives a reload and resets to the seed', () => {
    localStorage.clear();
    const before = createDb({ persist: 'local-storage' });
    before.update('params', { ...before.tables.params[0], paramValue: 'changed' });
    const id = before.nextId();
    before.insert('errorLogs', { ...errorLog, id });
    const reloaded = createDb({ persist: 'local-storage' });
    expect(reloaded.tables.params[0].paramValue).toBe('changed');
    expect(BigInt(reloaded.nextId())).toBeGreaterThan(BigInt(id));
    resetDb(reloaded);
    expect(reloaded.tables.params[0].paramValue).not.toBe('changed');
    expect(Object.keys(localStorage).filter((key) => key.startsWith(JOURNAL_KEY))).toEqual([]);
    expect(createDb({ persist: 'memory' }).tables.params[0].paramValue).not.toBe('changed');
  });
});
