import { describe, expect, it } from 'vitest';
import { MGMT, buttonCodes, call, login, passwordGrant, useServer, type PageData } from './standin-client';

// Writes are guarded by button permissions, read from the grants `menu/buttons` answers: submit
// without id needs <res>_add, with id <res>_edit, remove <res>_delete; else 403 请求被拒绝.

type Param = { id: string; paramName: string; paramKey: string; paramValue: string };
type ButtonNode = { code: string; category: number; children: ButtonNode[] };

const REJECTED = { status: 403, body: { code: 403, success: false, data: null, msg: '请求被拒绝' } };
const EN = { 'Accept-Language': 'en' };

const params = async (token: string) =>
  (await call<PageData<Param>>(`${MGMT}/param/list?size=100`, { token })).body.data;
const submitParam = (token: string, body: object, headers: Record<string, string> = {}) =>
  call<boolean>(`${MGMT}/param/submit`, { token, body, headers });
const removeParams = (token: string, ids: string, headers: Record<string, string> = {}) =>
  call<boolean>(`${MGMT}/param/remove?ids=${ids}`, { token, method: 'POST', headers });
const buttons = async (token: string) =>
  buttonCodes((await call<ButtonNode[]>(`${MGMT}/menu/buttons`, { token })).body.data);

describe('stand-in: button permissions on writes', () => {
  const standin = useServer();

  it('refuses the operator (no param_delete) a param remove with 403 and deletes nothing', async () => {
    const token = await login('operator', 'operator');
    const before = await params(token);
    const [first, second] = before.records;
    expect(await removeParams(token, `${first.id},${second.id}`)).toEqual(REJECTED);
    expect((await removeParams(token, first.id, EN)).body.msg).toBe('request rejected');
    expect((await params(token)).total).toBe(before.total);
  });

  it('lets the operator add and edit params, which its buttons grant', async () => {
    const token = await login('operator', 'operator');
    expect(await buttons(token)).toEqual(expect.arrayContaining(['param_add', 'param_edit']));
    expect((await submitParam(token, { paramName: '运营参数', paramKey: 'ops.key', paramValue: '1' })).status).toBe(
      200,
    );
    const row = (await params(token)).records.find((each) => each.paramKey === 'ops.key');
    expect(row).toBeDefined();
    expect((await submitParam(token, { ...row, paramValue: '2' })).status).toBe(200);
  });

  it('follows the session role: admin acting as 运营人员 (Role-Id) may not remove, with both roles may', async () => {
    const operatorRole = String((await passwordGrant('operator', 'operator')).body.role_id);
    const narrowed = await passwordGrant('admin', 'admin', '000000', { 'Role-Id': operatorRole });
    const asOperator = String(narrowed.body.access_token);
    const [target] = (await params(asOperator)).records;
    expect(await removeParams(asOperator, target.id)).toEqual(REJECTED);
    const admin = await login('admin', 'admin');
    expect((await removeParams(admin, target.id)).body).toMatchObject({ code: 200, success: true });
  });

  it('tells add from edit: a role granted param_add but not param_edit may insert, not update', async () => {
    const editButton = standin.db.tables.menus.find((menu) => menu.code === 'param_edit');
    const operatorRole = standin.db.tables.roles.find((role) => role.roleAlias === 'operator');
    const revoked = standin.db.remove(
      'roleMenus',
      (grant) => grant.roleId === operatorRole?.id && grant.menuId === editButton?.id,
    );
    expect(revoked).toBe(1);
    const token = await login('operator', 'operator');
    expect(await buttons(token)).not.toContain('param_edit');
    expect((await submitParam(token, { paramName: '新参数', paramKey: 'new.key', paramValue: 'v' })).status).toBe(200);
    const [row] = (await params(token)).records;
    expect(await submitParam(token, { ...row, paramValue: 'changed' })).toEqual(REJECTED);
    expect((await params(token)).records[0].paramValue).toBe(row.paramValue);
  });

  it('guards tenant packages with the tenantpackage_* buttons, and leaves reads open', async () => {
    const operator = await login('operator', 'operator');
    expect(await buttons(operator)).not.toContain('tenantpackage_add');
    const packages = await call<PageData<{ id: string }>>(`${MGMT}/tenant-package/list`, { token: operator });
    expect(packages.status).toBe(200);
    const [pack] = packages.body.data.records;
    expect(
      await call(`${MGMT}/tenant-package/submit`, { token: operator, body: { packageName: '试用', menuId: '1' } }),
    ).toEqual(REJECTED);
    expect(
      await call(`${MGMT}/tenant-package/submit`, {
        token: operator,
        body: { id: pack.id, packageName: 'x', menuId: '1' },
      }),
    ).toEqual(REJECTED);
    expect(await call(`${MGMT}/tenant-package/remove?ids=${pack.id}`, { token: operator, method: 'POST' })).toEqual(
      REJECTED,
    );
    const admin = await login('admin', 'admin');
    expect((await call(`${MGMT}/tenant-package/remove?ids=${pack.id}`, { token: admin, method: 'POST' })).status).toBe(
      200,
    );
  });

  it('agrees with menu/buttons for every write of every seeded session', async () => {
    const sessions = [
      await login('admin', 'admin'),
      await login('operator', 'operator'),
      await login('admin', 'admin', '100001'),
    ];
    for (const token of sessions) {
      const granted = new Set(await buttons(token));
      const [row] = (await params(token)).records;
      const attempts: [code: string, attempt: () => Promise<{ status: number }>][] = [
        ['param_edit', () => submitParam(token, { ...row, remark: 'touched' })],
        ['param_add', () => submitParam(token, { paramName: 'n', paramKey: `k.${row.id}`, paramValue: 'v' })],
        ['param_delete', () => removeParams(token, row.id)],
      ];
      for (const [code, attempt] of attempts) {
        expect([code, (await attempt()).status]).toEqual([code, granted.has(code) ? 200 : 403]);
      }
    }
  });
});
