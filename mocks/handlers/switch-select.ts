import type { HttpHandler } from 'msw';
import { ok } from '../blade';
import type { RouteContext, Router } from '../router';
import type { UserRow } from '../types';

// The choices of the "switch dept / role" dialog: the depts and roles a user holds, as Blade's
// dept/select and role/select answer them for `userId` (the caller when it is omitted).

type DeptOption = { id: string; deptName: string };
type RoleOption = { id: string; roleName: string };

const held = (list: string): Set<string> => new Set(list.split(',').filter(Boolean));

/** The user named by `userId`, or the caller; users of other tenants do not exist for the caller. */
function subject({ url, caller, db }: RouteContext): UserRow | undefined {
  const userId = url.searchParams.get('userId')?.trim() || caller.userId;
  return db.tables.users.find((user) => user.id === userId && user.tenantId === caller.tenantId);
}

export function switchSelectHandlers(router: Router, management: string): HttpHandler[] {
  const { db } = router;
  return [
    router.get(`/api/${management}/dept/select`, (context) => {
      const ids = held(subject(context)?.deptId ?? '');
      const depts: DeptOption[] = db.tables.depts
        .filter((dept) => ids.has(dept.id))
        .map((dept) => ({ id: dept.id, deptName: dept.deptName }));
      return ok(depts);
    }),
    router.get(`/api/${management}/role/select`, (context) => {
      const ids = held(subject(context)?.roleId ?? '');
      const roles: RoleOption[] = db.tables.roles
        .filter((role) => ids.has(role.id))
        .map((role) => ({ id: role.id, roleName: role.roleName }));
      return ok(roles);
    }),
  ];
}
