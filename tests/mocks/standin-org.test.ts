import { describe, expect, it } from 'vitest';
import { MGMT, buttonCodes, call, login, useServer, type PageData } from './standin-client';

// Depts, posts and regions as Blade's controllers answer them.

type Dept = {
  id: string;
  parentId: string;
  deptName: string;
  deptCategory: number;
  ancestors: string;
  hasChildren?: boolean;
  parentName: string;
  deptCategoryName: string;
};
type Node = { id: string; title: string; hasChildren?: boolean; children?: Node[] };
type Post = {
  id: string;
  postCode: string;
  postName: string;
  category: number;
  categoryName: string;
  tenantId: string;
};
type Region = {
  code: string;
  parentCode: string;
  name: string;
  regionLevel: number;
  hasChildren?: boolean;
  provinceName: string;
  cityName: string;
  ancestors: string;
};
type ButtonNode = { code: string; category: number; children: ButtonNode[] };

const lazyDepts = async (token: string, query: string) =>
  (await call<Dept[]>(`${MGMT}/dept/lazy-list?${query}`, { token })).body.data;
const depth = (nodes: Node[]): number => Math.max(0, ...nodes.map((node) => 1 + depth(node.children ?? [])));
const count = (nodes: Node[]): number => nodes.reduce((sum, node) => sum + 1 + count(node.children ?? []), 0);

describe('stand-in: depts', () => {
  useServer();

  it('answers one level of the tenant by parentId with hasChildren only on parents, and a search at any depth', async () => {
    const token = await login('admin', 'admin');
    const top = await lazyDepts(token, 'parentId=0');
    expect(top.map((dept) => dept.deptName)).toEqual(['智远教育']);
    expect(top[0]).toMatchObject({
      hasChildren: true,
      parentName: '顶级',
      deptCategory: 1,
      deptCategoryName: '公司',
      ancestors: '0',
    });
    const second = await lazyDepts(token, `parentId=${top[0].id}`);
    expect(second.map((dept) => dept.deptName)).toContain('教研部');
    const fe = await lazyDepts(token, 'deptName=前端');
    expect(fe).toHaveLength(1);
    expect(fe[0]).not.toHaveProperty('hasChildren');
    expect(fe[0].ancestors.split(',')).toHaveLength(3);
    // The branch tenant sees only its own tree.
    const east = await login('admin', 'admin', '100001');
    expect((await lazyDepts(east, 'parentId=0')).map((dept) => dept.deptName)).toEqual(['华东分部']);
  });

  it('answers the whole tree as tree nodes, several levels deep', async () => {
    const token = await login('admin', 'admin');
    const tree = (await call<Node[]>(`${MGMT}/dept/tree`, { token })).body.data;
    expect(depth(tree)).toBeGreaterThanOrEqual(4);
    expect(count(tree)).toBeGreaterThan(15);
    expect(tree[0]).toMatchObject({ title: '智远教育', hasChildren: true });
    expect(Object.keys(tree[0]).sort()).toEqual(['children', 'hasChildren', 'id', 'key', 'parentId', 'title', 'value']);
  });

  it('adds a child with its ancestors, and refuses removing a dept that has children (请先删除子节点!)', async () => {
    const token = await login('admin', 'admin');
    const [hq] = await lazyDepts(token, 'parentId=0');
    const added = await call(`${MGMT}/dept/submit`, {
      token,
      body: { parentId: hq.id, deptName: '市场部', fullName: '智远教育市场部', deptCategory: '2', sort: 9 },
    });
    expect(added.body.success).toBe(true);
    const market = (await lazyDepts(token, 'deptName=市场部'))[0];
    expect(market).toMatchObject({ parentId: hq.id, ancestors: `0,${hq.id}`, deptCategory: 2, parentName: '智远教育' });
    const refused = await call(`${MGMT}/dept/remove?ids=${hq.id}`, { token, method: 'POST' });
    expect(refused.body).toMatchObject({ code: 400, msg: '请先删除子节点!' });
    const english = await call(`${MGMT}/dept/remove?ids=${hq.id}`, {
      token,
      method: 'POST',
      headers: { 'Accept-Language': 'en' },
    });
    expect(english.body.msg).toBe('please delete the child nodes first!');
    expect((await call(`${MGMT}/dept/remove?ids=${market.id}`, { token, method: 'POST' })).body.success).toBe(true);
    const blank = await call(`${MGMT}/dept/submit`, {
      token,
      body: { parentId: '0', deptName: '', fullName: 'x', deptCategory: 1 },
    });
    expect(blank.body.msg).toBe('请输入机构名称');
  });

  it('gives the administrator the dept, post and region buttons and the operator none of them', async () => {
    const admin = await login('admin', 'admin');
    const operator = await login('operator', 'operator');
    const codes = async (token: string) =>
      buttonCodes((await call<ButtonNode[]>(`${MGMT}/menu/buttons`, { token })).body.data);
    const adminCodes = await codes(admin);
    for (const res of ['dept', 'post', 'region'])
      for (const kind of ['add', 'edit', 'delete', 'view']) expect(adminCodes).toContain(`${res}_${kind}`);
    expect((await codes(operator)).filter((code) => /^(dept|post|region)_/.test(code))).toEqual([]);
    const refused = await call(`${MGMT}/post/submit`, {
      token: operator,
      body: { postCode: 'x', postName: 'x', category: 1 },
    });
    expect(refused.status).toBe(403);
  });
});

describe('stand-in: posts', () => {
  useServer();

  it('pages the tenant posts with their category word, by equality, and serves select?tenantId', async () => {
    const token = await login('admin', 'admin');
    const page = (await call<PageData<Post>>(`${MGMT}/post/list?current=1&size=10`, { token })).body.data;
    expect(page.total).toBe(12);
    expect(page.records.find((post) => post.postCode === 'ceo')).toMatchObject({
      postName: '首席执行官',
      category: 1,
      categoryName: '高层',
    });
    expect((await call<PageData<Post>>(`${MGMT}/post/list?postName=规划师`, { token })).body.data.total).toBe(0);
    expect((await call<PageData<Post>>(`${MGMT}/post/list?postName=志愿规划师`, { token })).body.data.total).toBe(1);
    const branch = (await call<Post[]>(`${MGMT}/post/select?tenantId=100001`, { token })).body.data;
    expect(branch.map((post) => post.postCode)).toEqual(['gm', 'consult-lead', 'planner', 'cs', 'staff']);
    const dup = await call(`${MGMT}/post/submit`, {
      token,
      body: { postCode: 'ceo', postName: '另一个', category: 1, sort: 1 },
    });
    expect(dup.body.msg).toBe('当前岗位编号已存在!');
  });
});

describe('stand-in: regions', () => {
  useServer();

  it('holds a few thousand regions, lists a level by parentCode with hasChildren, and finds one by code', async () => {
    const token = await login('admin', 'admin');
    const all = (await call<PageData<Region>>(`${MGMT}/region/list?current=1&size=1`, { token })).body.data;
    expect(all.total).toBeGreaterThan(3000);
    const provinces = (await call<Region[]>(`${MGMT}/region/lazy-list?parentCode=00`, { token })).body.data;
    // The 31 of the mainland, then Taiwan, Hong Kong and Macao (GB/T 2260's 71, 81, 82).
    expect(provinces).toHaveLength(34);
    expect(provinces[0]).toMatchObject({ code: '11', name: '北京市', regionLevel: 1, hasChildren: true });
    const cities = (await call<Region[]>(`${MGMT}/region/lazy-list?parentCode=32`, { token })).body.data;
    expect(cities[0]).toMatchObject({ code: '3201', name: '南京市', parentCode: '32', regionLevel: 2 });
    const detail = (await call<Region>(`${MGMT}/region/detail?code=310115`, { token })).body.data;
    expect(detail).toMatchObject({
      name: '浦东新区',
      provinceName: '上海市',
      cityName: '市辖区',
      regionLevel: 3,
      ancestors: '00,31,3101',
    });
    expect(detail).not.toHaveProperty('hasChildren');
  });

  it('adds a child under its parent, edits it by code, removes it by ?id=<code>, refusing a parent', async () => {
    const token = await login('admin', 'admin');
    const add = await call(`${MGMT}/region/submit`, {
      token,
      body: { parentCode: '310115', code: '310115001', name: '陆家嘴街道', regionLevel: 4, sort: 1 },
    });
    expect(add.body.success).toBe(true);
    const again = await call(`${MGMT}/region/submit`, {
      token,
      body: { parentCode: '310115', code: '310115001', name: '重复', regionLevel: 4, sort: 1 },
    });
    expect(again.body.msg).toBe('当前区划编号已存在!');
    await call(`${MGMT}/region/submit`, {
      token,
      body: { id: '310115001', code: '310115001', name: '陆家嘴', regionLevel: 4, sort: 2 },
    });
    const town = (await call<Region>(`${MGMT}/region/detail?code=310115001`, { token })).body.data;
    expect(town).toMatchObject({
      name: '陆家嘴',
      parentCode: '310115',
      ancestors: '00,31,3101,310115',
      provinceName: '上海市',
    });
    expect((await call(`${MGMT}/region/remove?id=310115`, { token, method: 'POST' })).body.msg).toBe('请先删除子节点!');
    expect((await call(`${MGMT}/region/remove?id=310115001`, { token, method: 'POST' })).body.success).toBe(true);
    expect((await call(`${MGMT}/region/detail?code=310115001`, { token })).body.code).toBe(400);
  });
});
