import { describe, expect, it } from 'vitest';
import { unboundField } from '../../mocks/crud-checks';
import { MGMT, call, login, useServer, type PageData } from './standin-client';

// What a Spring backend refuses before it stores anything: sort columns that are not the entity's,
// body values of the wrong type, text longer than its column. Each answers 400 with a clear msg.

type Param = { id: string; paramName: string; paramKey: string; paramValue: string; remark: string };
type Package = { id: string; packageName: string; menuId: string };

const EN = { 'Accept-Language': 'en' };
const bad = (msg: string) => ({ status: 400, body: { code: 400, success: false, data: null, msg } });
const list = (token: string, query: string, headers: Record<string, string> = {}) =>
  call<PageData<Param>>(`${MGMT}/param/list?${query}`, { token, headers });
const submit = (token: string, body: object, headers: Record<string, string> = {}) =>
  call<boolean>(`${MGMT}/param/submit`, { token, body, headers });
const submitPackage = (token: string, body: object, headers: Record<string, string> = {}) =>
  call<boolean>(`${MGMT}/tenant-package/submit`, { token, body, headers });
const packages = async (token: string) =>
  (await call<PageData<Package>>(`${MGMT}/tenant-package/list?size=100`, { token })).body.data.records;

describe('stand-in: sort columns', () => {
  useServer();

  it('sorts by columns of the entity in snake_case or camelCase', async () => {
    const token = await login('admin', 'admin');
    const camel = (await list(token, 'ascs=paramKey&size=50')).body.data.records.map((row) => row.paramKey);
    expect(camel).toEqual([...camel].sort());
    const both = await list(token, 'ascs=param_name,&descs=create_time,id&size=50');
    expect(both.status).toBe(200);
  });

  it('answers 400 naming a sort field that is not a column, or not a plain name', async () => {
    const token = await login('admin', 'admin');
    expect(await list(token, 'descs=password')).toEqual(bad('排序字段不合法: password'));
    expect(await list(token, 'ascs=param_key&descs=create_time,nope')).toEqual(bad('排序字段不合法: nope'));
    expect((await list(token, `ascs=${encodeURIComponent('param_key;drop table blade_param')}`)).body.msg).toBe(
      '排序字段不合法: param_key;drop table blade_param',
    );
    expect((await list(token, 'ascs=param-key')).body.msg).toBe('排序字段不合法: param-key');
    expect((await list(token, 'descs=Param_Key', EN)).body.msg).toBe('invalid sort field: Param_Key');
    const packageSort = await call(`${MGMT}/tenant-package/list?ascs=menu`, { token });
    expect(packageSort).toEqual(bad('排序字段不合法: menu'));
  });
});

describe('stand-in: body types', () => {
  useServer();

  it('answers 400 参数校验失败 to an object or a list of objects where text belongs, and stores nothing', async () => {
    const token = await login('admin', 'admin');
    const invalid = bad('参数校验失败');
    expect(await submit(token, { paramName: { zh: '名' }, paramKey: 'a.key', paramValue: 'v' })).toEqual(invalid);
    expect(await submit(token, { paramName: 'n', paramKey: 'a.key', paramValue: [{ v: 1 }] })).toEqual(invalid);
    expect(await submit(token, { paramName: 'n', paramKey: [['a']], paramValue: 'v' })).toEqual(invalid);
    expect(await submit(token, { id: { id: 1 }, paramName: 'n', paramKey: 'a.key', paramValue: 'v' })).toEqual(invalid);
    expect((await submit(token, { paramName: {}, paramKey: 'a.key', paramValue: 'v' }, EN)).body.msg).toBe(
      'parameter validation failed',
    );
    expect((await list(token, 'size=50')).body.data.total).toBe(28);

    const [row] = (await list(token, 'size=1')).body.data.records;
    expect(await submit(token, { ...row, remark: { text: 'x' } })).toEqual(invalid);
    const detail = await call<Param>(`${MGMT}/param/detail?id=${row.id}`, { token });
    expect(detail.body.data.remark).toBe(row.remark);
  });

  it('keeps lists of ids (text or numbers) for comma-joined text columns, and plain numbers as text', async () => {
    const token = await login('admin', 'admin');
    expect((await submitPackage(token, { packageName: '试用版', menuId: ['11', 12] })).status).toBe(200);
    expect((await packages(token)).find((row) => row.packageName === '试用版')?.menuId).toBe('11,12');
    expect(await submitPackage(token, { packageName: '坏包', menuId: [{ id: '11' }] })).toEqual(bad('参数校验失败'));
    expect((await submit(token, { paramName: 'n', paramKey: 'num.key', paramValue: 42 })).status).toBe(200);
    expect((await list(token, 'paramKey=num.key')).body.data.records[0].paramValue).toBe('42');
  });

  it('rejects an object where a number belongs (unit: no blade entity has a number field yet)', () => {
    const blank = { sort: 0, name: '' };
    expect(unboundField(blank, { sort: { value: 1 } })).toBe('sort');
    expect(unboundField(blank, { sort: [1] })).toBe('sort');
    expect(unboundField(blank, { sort: 'abc' })).toBe('sort');
    expect(unboundField(blank, { sort: '3', name: 7 })).toBeNull();
    expect(unboundField(blank, { sort: null, name: null })).toBeNull();
  });

  it('answers 400 to an object in the personal info form and changes nothing', async () => {
    const token = await login('operator', 'operator');
    const update = (body: object) => call<boolean>(`${MGMT}/user/update-info`, { token, body });
    expect(await update({ realName: { first: '王' }, phone: '13900000000' })).toEqual(bad('参数校验失败'));
    expect(await update({ avatar: ['a.png'] })).toEqual(bad('参数校验失败'));
    const info = await call<{ realName: string; phone: string }>(`${MGMT}/user/info`, { token });
    expect(info.body.data).toMatchObject({ realName: '王晓雯', phone: '13912345678' });
  });
});

describe('stand-in: text lengths', () => {
  useServer();

  it('answers 400 to text longer than its column: 255 by default, counted in characters', async () => {
    const token = await login('admin', 'admin');
    const base = { paramName: 'n', paramKey: 'len.key', paramValue: 'v' };
    expect(await submit(token, { ...base, paramValue: 'x'.repeat(256) })).toEqual(bad('paramValue 长度不能超过 255'));
    expect((await submit(token, { ...base, remark: '备'.repeat(256) }, EN)).body.msg).toBe(
      'remark must be at most 255 characters',
    );
    expect((await list(token, 'size=50')).body.data.total).toBe(28);
    expect((await submit(token, { ...base, paramName: '参'.repeat(255), paramValue: 'x'.repeat(255) })).status).toBe(
      200,
    );
  });

  it('uses the sizes a spec declares: package name 50, menu ids 3000', async () => {
    const token = await login('admin', 'admin');
    expect(await submitPackage(token, { packageName: '包'.repeat(51), menuId: '1' })).toEqual(
      bad('packageName 长度不能超过 50'),
    );
    // 150 ids of 19 digits joined by commas: 2999 characters, far beyond the default 255.
    const ids = Array.from({ length: 150 }, (_unused, index) => String(1123598815738600001n + BigInt(index)));
    expect((await submitPackage(token, { packageName: '大包', menuId: ids })).status).toBe(200);
    expect((await packages(token)).find((row) => row.packageName === '大包')?.menuId).toHaveLength(2999);
    const tooMany = [...ids, '1'];
    expect(await submitPackage(token, { packageName: '超大包', menuId: tooMany })).toEqual(
      bad('menuId 长度不能超过 3000'),
    );
  });
});
