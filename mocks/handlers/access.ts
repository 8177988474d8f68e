import type { HttpHandler } from 'msw';
import { ok } from '../blade';
import type { Router } from '../router';
import { bySort, forestOf } from './org-tree';

/** Roles, menu administration, top menus, data and API scopes. */
export function accessHandlers(router: Router, management: string): HttpHandler[] {
  const { db } = router;
  const base = `/api/${management}`;
  return [
    // The role tree of the caller's tenant (the user form's 所属角色).
    router.get(`${base}/role/tree`, ({ caller }) =>
      ok(
        forestOf(
          bySort(db.tables.roles.filter((role) => role.tenantId === caller.tenantId)),
          (role) => role.id,
          (role) => role.parentId,
          (role) => ({ id: role.id, parentId: role.parentId, title: role.roleName, value: role.id, key: role.id }),
        ),
      ),
    ),
  ];
}
