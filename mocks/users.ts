import type { RouteContext } from './router';
import type { StandinDb } from './standin-db';
import type { UserRow } from './types';

// Who a user is, as the token endpoint and user-info describe them.

export type Session = { tenantId: string; roleId: string; deptId: string };

const split = (list: string): string[] => list.split(',').filter(Boolean);

export const findUser = (db: StandinDb, userId: string): UserRow | null =>
  db.tables.users.find((user) => user.id === userId) ?? null;

export const findAccount = (db: StandinDb, tenantId: string, account: string): UserRow | null =>
  db.tables.users.find((user) => user.tenantId === tenantId && user.account === account) ?? null;

/** Role aliases (administrator, operator) joined by commas, as the token's role_name. */
export const roleAliases = (db: StandinDb, roleId: string): string =>
  split(roleId)
    .map((id) => db.tables.roles.find((role) => role.id === id)?.roleAlias)
    .filter((alias): alias is string => Boolean(alias))
    .join(',');

/**
 * The role or dept ids a user holds, as the switch dialog's `role/select` and `dept/select` read
 * them: of the user named by `userId`, the caller when it is omitted; another tenant's user holds
 * none.
 */
export function heldBy({ url, caller, db }: RouteContext, field: 'roleId' | 'deptId'): Set<string> {
  const userId = url.searchParams.get('userId')?.trim() || caller.userId;
  const user = db.tables.users.find((row) => row.id === userId && row.tenantId === caller.tenantId);
  return new Set(split(user?.[field] ?? ''));
}

export const roleNames = (db: StandinDb, roleId: string): string =>
  split(roleId)
    .map((id) => db.tables.roles.find((role) => role.id === id)?.roleName)
    .filter((name): name is string => Boolean(name))
    .join(',');

export const deptNames = (db: StandinDb, deptId: string): string =>
  split(deptId)
    .map((id) => db.tables.depts.find((dept) => dept.id === id)?.deptName)
    .filter((name): name is string => Boolean(name))
    .join(',');

/**
 * The session a login or refresh opens: `base` (the user's own roles and depts, or those of the
 * refreshed session) narrowed by the Role-Id / Dept-Id headers of switch mode when the user
 * really holds that role or dept; a header naming anything else is ignored.
 */
export function sessionFor(request: Request, user: UserRow, base: Session): Session {
  const roleHeader = request.headers.get('Role-Id')?.trim() ?? '';
  const deptHeader = request.headers.get('Dept-Id')?.trim() ?? '';
  return {
    tenantId: base.tenantId,
    roleId: roleHeader && split(user.roleId).includes(roleHeader) ? roleHeader : base.roleId,
    deptId: deptHeader && split(user.deptId).includes(deptHeader) ? deptHeader : base.deptId,
  };
}
