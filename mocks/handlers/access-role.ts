import type { HttpHandler } from 'msw';
import type { Caller } from '../auth-guard';
import { fail, ok, say } from '../blade';
import { packageAllows } from '../menu-tree';
import { holdsPermission } from '../permissions';
import { idList, readJson } from '../request';
import type { Router } from '../router';
import type { RoleRow } from '../types';
import { bladeCrud } from './crud';
import { bySort, forestOf } from './org-tree';

// Roles (Blade's RoleController): `list` answers the RoleVO tree of the caller's tenant (roleName
// and roleAlias by "contains"), `tree` / `tree-by-id` the TreeNodes of the parent picker, detail /
// submit / remove as the blade family (a role with children refuses removal), and `grant`, which
// replaces the roles' menus (roleMenus) and scopes (roleScopes): what routes and buttons answer at
// the next login.

const contains = (value: string, wanted: string | null) =>
  !wanted || value.toLowerCase().includes(wanted.trim().toLowerCase());

/** The role and every role below it. */
function subtreeIds(roles: readonly RoleRow[], rootId: string): Set<string> {
  const ids = new Set([rootId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const role of roles) if (ids.has(role.parentId) && !ids.has(role.id)) grew = Boolean(ids.add(role.id));
  }
  return ids;
}

export function roleHandlers(router: Router, management: string): HttpHandler[] {
  const { db } = router;
  const base = `/api/${management}/role`;
  const own = (caller: Caller, tenantId = caller.tenantId) =>
    bySort(db.tables.roles.filter((role) => role.tenantId === tenantId));
  const node = (role: RoleRow) => ({
    id: role.id,
    parentId: role.parentId,
    title: role.roleName,
    value: role.id,
    key: role.id,
  });
  // RoleVO: the row with its parent's name (顶级 at the top).
  const vo = (role: RoleRow, scope: readonly RoleRow[]) => ({
    ...role,
    parentName: scope.find((other) => other.id === role.parentId)?.roleName ?? '顶级',
  });

  return [
    router.get(`${base}/list`, ({ url, caller }) => {
      const scope = own(caller);
      const query = url.searchParams;
      const rows = scope.filter(
        (role) => contains(role.roleName, query.get('roleName')) && contains(role.roleAlias, query.get('roleAlias')),
      );
      return ok(
        forestOf(
          rows,
          (r) => r.id,
          (r) => r.parentId,
          (r) => vo(r, scope),
        ),
      );
    }),
    // The platform may ask for another tenant's tree (the user form of a tenant's user).
    router.get(`${base}/tree`, ({ url, caller }) => {
      const asked = url.searchParams.get('tenantId')?.trim();
      const tenantId = asked && caller.tenantId === '000000' ? asked : caller.tenantId;
      return ok(
        forestOf(
          own(caller, tenantId),
          (r) => r.id,
          (r) => r.parentId,
          node,
        ),
      );
    }),
    // The parent picker of a role: its tenant's tree without the role itself and those below it.
    router.get(`${base}/tree-by-id`, ({ url, caller }) => {
      const roleId = url.searchParams.get('roleId')?.trim() ?? '';
      const excluded = roleId ? subtreeIds(own(caller), roleId) : new Set<string>();
      return ok(
        forestOf(
          own(caller).filter((role) => !excluded.has(role.id)),
          (r) => r.id,
          (r) => r.parentId,
          node,
        ),
      );
    }),
    router.post(`${base}/grant`, async ({ request, caller }) => {
      if (!holdsPermission(db, caller, 'role_grant')) return fail(403, say(request, 'requestRejected'));
      const body = readJson(await request.text());
      if (!body) return fail(400, say(request, 'badRequest'));
      const [roleIds, menuIds, dataScopeIds, apiScopeIds] = [
        body.roleIds,
        body.menuIds,
        body.dataScopeIds,
        body.apiScopeIds,
      ].map(idList);
      if (!roleIds || !menuIds || !dataScopeIds || !apiScopeIds) return fail(400, say(request, 'paramInvalid'));
      if (roleIds.length === 0) return fail(400, say(request, 'roleIdsRequired'));
      const mine = new Set(own(caller).map((role) => role.id));
      if (!roleIds.every((id) => mine.has(id))) return fail(400, say(request, 'notFound'));
      const allows = packageAllows(db, caller.tenantId);
      const menus = new Set(db.tables.menus.filter(allows).map((menu) => menu.id));
      if (!menuIds.every((id) => menus.has(id))) return fail(400, say(request, 'menuUnknown'));
      // A scope tree holds menus above its scopes; a checked menu there grants nothing by itself.
      const dataScopes = new Set(db.tables.dataScopes.map((row) => row.id));
      const apiScopes = new Set(db.tables.apiScopes.map((row) => row.id));
      const granted = new Set(roleIds);
      db.remove('roleMenus', (row) => granted.has(row.roleId));
      db.remove('roleScopes', (row) => granted.has(row.roleId));
      for (const roleId of roleIds) {
        db.insert('roleMenus', ...menuIds.map((menuId) => ({ id: db.nextId(), roleId, menuId })));
        db.insert(
          'roleScopes',
          ...dataScopeIds
            .filter((id) => dataScopes.has(id))
            .map((scopeId) => ({ id: db.nextId(), roleId, scopeId, scopeCategory: 1 })),
          ...apiScopeIds
            .filter((id) => apiScopes.has(id))
            .map((scopeId) => ({ id: db.nextId(), roleId, scopeId, scopeCategory: 2 })),
        );
      }
      return ok(true, say(request, 'success'));
    }),
    ...bladeCrud<RoleRow>(router, {
      base,
      table: 'roles',
      blank: { parentId: '0', roleName: '', roleAlias: '', sort: 0 },
      required: [
        ['roleName', 'roleNameRequired'],
        ['roleAlias', 'roleAliasRequired'],
      ],
      maxLength: { roleName: 255, roleAlias: 255 },
      validate: (row, siblings) => {
        if (!row.parentId || row.parentId === '0') return null;
        if (!siblings.some((other) => other.id === row.parentId)) return 'roleParentInvalid';
        return row.id && subtreeIds([...siblings, row], row.id).has(row.parentId) ? 'roleParentInvalid' : null;
      },
      prepare: (row) => ({ ...row, parentId: row.parentId || '0' }),
      present: vo,
      // Blade counts children among all roles, those removed alongside included.
      refuseRemove: (doomed, scope) =>
        doomed.some((role) => scope.some((other) => other.parentId === role.id)) ? 'hasChildren' : null,
      searchable: ['roleName', 'roleAlias'],
      permission: 'role',
      tenantScoped: true,
    }),
  ];
}
