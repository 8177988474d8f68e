import { describe, expect, it } from 'vitest';
import { MGMT, buttonCodes, call, login, useServer, type PageData } from './standin-client';

// The dictionary endpoints of dict and dict-biz as Blade's DictController answers them.

type Dict = {
  id: string;
  parentId: string;
  code: string;
  dictKey: string;
  dictValue: string;
  sort: number;
  isSealed: number;
  parentName: string;
  children?: Dict[];
};
type ButtonNode = { code: string; category: number; children: ButtonNode[] };
type MenuNode = { code: string; path: string; children?: MenuNode[] };

const EN = { 'Accept-Language': 'en' };
const parents = async (token: string, base = 'dict', query = '') =>
  (await call<PageData<Dict>>(`${MGMT}/${base}/parent-list?current=1&size=100${query}`, { token })).body.data;
const parentOf = async (token: string, code: string, base = 'dict') =>
  (await parents(token, base)).records.find((row) => row.code === code)!;
const children = async (token: string, parentId: string, base = 'dict') =>
  (await call<Dict[]>(`${MGMT}/${base}/child-list?parentId=${parentId}`, { token })).body.data;
const submit = (token: string, body: object, base = 'dict', headers: Record<string, string> = {}) =>
  call<boolean>(`${MGMT}/${base}/submit`, { token, body, headers });
const remove = (token: string, ids: string, base = 'dict', headers: Record<string, string> = {}) =>
  call<boolean>(`${MGMT}/${base}/remove?ids=${ids}`, { token, method: 'POST', headers });
const codes = (nodes: MenuNode[]): string[] => nodes.flatMap((node) => [node.code, ...codes(node.children ?? [])]);

describe('stand-in: dictionaries (dict, dict-biz)', () => {
  useServer();

  it('pages the parents in sort order, with every dictionary of the reference', async () => {
    const token = await login('admin', 'admin');
    const page = await parents(token);
    const all = page.records.map((row) => row.code);
    for (const code of [
      'sex',
      'yes_no',
      'menu_category',
      'button_func',
      'data_scope_type',
      'api_scope_type',
      'scope_category',
      'post_category',
      'org_category',
      'user_type',
      'region',
      'notice',
      'flow',
      'oss',
      'sms',
    ]) {
      expect(all).toContain(code);
    }
    expect(page.records.every((row) => row.parentId === '0' && row.dictKey === '-1')).toBe(true);
    const sorts = page.records.map((row) => row.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect((await parents(token, 'dict', '&code=scope')).records.map((row) => row.code)).toEqual([
      'data_scope_type',
      'api_scope_type',
      'scope_category',
    ]);
  });

  it('answers the entries of one parent as child-list, named after it; [] for no parent', async () => {
    const token = await login('admin', 'admin');
    const sex = await parentOf(token, 'sex');
    const entries = await children(token, sex.id);
    expect(entries.map((row) => `${row.dictKey}:${row.dictValue}`)).toEqual(['1:男', '2:女', '3:未知']);
    expect(entries.every((row) => row.parentName === '性别' && row.code === 'sex')).toBe(true);
    expect(await children(token, '-1')).toEqual([]);
    const detail = (await call<Dict>(`${MGMT}/dict/detail?id=${entries[0].id}`, { token })).body.data;
    expect(detail).toMatchObject({ dictValue: '男', parentName: '性别' });
  });

  it('adds a parent and a child, refuses a duplicate key, and renames the entries with their parent', async () => {
    const token = await login('admin', 'admin');
    expect(
      (await submit(token, { code: 'level', dictValue: '等级', sort: 20, isSealed: 0, parentId: '0', dictKey: '-1' }))
        .body.success,
    ).toBe(true);
    const level = await parentOf(token, 'level');
    expect(
      (await submit(token, { code: 'level', parentId: level.id, dictKey: 'A', dictValue: '甲', sort: 1, isSealed: 0 }))
        .body.success,
    ).toBe(true);
    const duplicate = await submit(token, {
      code: 'level',
      parentId: level.id,
      dictKey: 'A',
      dictValue: '重复',
      sort: 2,
      isSealed: 0,
    });
    expect(duplicate).toEqual({
      status: 400,
      body: { code: 400, success: false, data: null, msg: '当前字典键值已存在!' },
    });
    expect(
      (
        await submit(
          token,
          { code: 'level', parentId: level.id, dictKey: 'A', dictValue: 'x', sort: 2, isSealed: 0 },
          'dict',
          EN,
        )
      ).body.msg,
    ).toBe('the dictionary key value already exists!');
    expect(
      (await submit(token, { id: level.id, code: 'grade', dictValue: '等级', sort: 20, isSealed: 0 })).body.success,
    ).toBe(true);
    expect((await children(token, level.id)).map((row) => row.code)).toEqual(['grade']);
  });

  it('answers the rule messages of an incomplete submit, zh and en', async () => {
    const token = await login('admin', 'admin');
    const sex = await parentOf(token, 'sex');
    const msg = async (body: object, headers: Record<string, string> = {}) =>
      (await submit(token, body, 'dict', headers)).body.msg;
    expect(await msg({ dictValue: 'x', sort: 1, isSealed: 0 })).toBe('请输入字典编号');
    expect(await msg({ code: 'x', sort: 1, isSealed: 0 }, EN)).toBe('please input dictionary name');
    expect(await msg({ code: 'x', dictValue: 'x', isSealed: 0 }, EN)).toBe('please input dictionary sort');
    expect(await msg({ code: 'x', dictValue: 'x', sort: 1 }, EN)).toBe('please select sealed');
    expect(await msg({ code: 'sex', parentId: sex.id, dictValue: 'x', sort: 9, isSealed: 0 })).toBe('请输入字典键值');
    expect(await msg({ code: 'sex', parentId: sex.id, dictValue: 'x', sort: 9, isSealed: 0 }, EN)).toBe(
      'please input dictionary key value',
    );
  });

  it("refuses to remove a parent that has entries with Blade's message, then removes it once empty", async () => {
    const token = await login('admin', 'admin');
    const oss = await parentOf(token, 'oss');
    expect(await remove(token, oss.id)).toEqual({
      status: 400,
      body: { code: 400, success: false, data: null, msg: '请先删除子节点!' },
    });
    expect((await remove(token, oss.id, 'dict', EN)).body.msg).toBe('please delete the child nodes first!');
    const entries = await children(token, oss.id);
    expect((await remove(token, entries.map((row) => row.id).join(','))).body.success).toBe(true);
    expect((await remove(token, oss.id)).body.success).toBe(true);
    expect((await parents(token)).records.some((row) => row.code === 'oss')).toBe(false);
  });

  it('leaves sealed entries out of dictionary?code=', async () => {
    const token = await login('admin', 'admin');
    const sex = await parentOf(token, 'sex');
    const [male] = await children(token, sex.id);
    expect((await submit(token, { ...male, isSealed: 1 })).body.success).toBe(true);
    const items = (await call<Dict[]>(`${MGMT}/dict/dictionary?code=sex`, { token })).body.data;
    expect(items.map((item) => item.dictKey)).toEqual(['2', '3']);
  });

  it('keeps business dictionaries per tenant, with the consulting codes', async () => {
    const platform = await login('admin', 'admin');
    const branch = await login('admin', 'admin', '100001');
    const codesOf = async (token: string) => (await parents(token, 'dict-biz')).records.map((row) => row.code);
    expect(await codesOf(platform)).toEqual(
      expect.arrayContaining(['order_status', 'consult_status', 'subject', 'elective']),
    );
    const status = await parentOf(platform, 'order_status', 'dict-biz');
    expect(
      (
        await submit(
          platform,
          { id: status.id, code: 'order_status', dictValue: '订单状态(总部)', sort: 3, isSealed: 0 },
          'dict-biz',
        )
      ).body.success,
    ).toBe(true);
    expect((await parentOf(branch, 'order_status', 'dict-biz')).dictValue).toBe('订单状态');
    expect((await call<Dict>(`${MGMT}/dict-biz/detail?id=${status.id}`, { token: branch })).body.msg).toBe(
      '数据不存在',
    );
    const items = (await call<Dict[]>(`${MGMT}/dict-biz/dictionary?code=order_status`, { token: branch })).body.data;
    expect(items.map((item) => item.dictValue)).toEqual(['待支付', '已支付', '服务中', '已完成', '已退款', '已取消']);
  });

  it('grants the menus and buttons to the administrator only; the operator is refused writes', async () => {
    const admin = await login('admin', 'admin');
    const operator = await login('operator', 'operator');
    const menuCodes = async (token: string) =>
      codes((await call<MenuNode[]>(`${MGMT}/menu/routes`, { token })).body.data);
    expect(await menuCodes(admin)).toEqual(
      expect.arrayContaining(['dict', 'dictbiz', 'dicthorizontal', 'dictvertical']),
    );
    expect((await menuCodes(operator)).filter((code) => code.startsWith('dict'))).toEqual([]);
    const buttons = async (token: string) =>
      buttonCodes((await call<ButtonNode[]>(`${MGMT}/menu/buttons`, { token })).body.data);
    expect(await buttons(admin)).toEqual(
      expect.arrayContaining([
        'dict_add',
        'dict_edit',
        'dict_delete',
        'dict_view',
        'dictbiz_add',
        'dictbiz_edit',
        'dictbiz_delete',
        'dictbiz_view',
      ]),
    );
    const sex = await parentOf(operator, 'sex');
    expect((await submit(operator, { code: 'x', dictValue: 'x', sort: 1, isSealed: 0 })).status).toBe(403);
    expect((await remove(operator, sex.id)).body.msg).toBe('请求被拒绝');
    const biz = await parentOf(operator, 'order_status', 'dict-biz');
    expect((await remove(operator, biz.id, 'dict-biz')).status).toBe(403);
  });
});
