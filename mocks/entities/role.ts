import type { Caller } from '../auth-guard';
import { fail, ok } from '../blade';
import { bySort, forestOf } from '../handlers/org-tree';
import { packageAllows } from '../menu-tree';
import { holdsPermission } from '../permissions';
import { idList, readJson } from '../request';
import { grantedCodes, lookup, seededRoleIds } from '../seed-builders';
import { roleSeeds } from '../seed-data/accounts';
import type { RoleRow, RoleScopeRow } from '../types';
import { heldBy } from '../users';
import { defineEntity, type Entity } from './entity';

// Roles (Blade's RoleController): `list` answers the RoleVO tree of the caller's tenant (roleName
// and roleAlias by "contains"), `tree` / `tree-by-id` the TreeNodes of the parent picker, `select`
// the roles a user holds (the switch dialog's), detail / submit / remove as the blade family (a
// role with children refuses removal), and `grant`, which replaces the roles' menus (roleMenus)
// and scopes (roleScopes): what routes and buttons answer at the next login. The seed is the
// accounts' roles with their menus, numbered after the depts, and their scope grants, numbered
// after the scopes; a new tenant's starter and the platform seed's two tenants make their own
// (tenant-starter.ts), each numbered with its tenant.

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

const role: Entity<'roles', RoleRow> = defineEntity<RoleRow>()({
  code: 'role',
  table: 'roles',
  owns: ['roleMenus', 'roleScopes'],
  // After the depts, before the users who hold them.
  ids: 'tenancy',
  seed: ({ nextId, seeded: { menus } }) => {
    const menuIds = new Map(menus.map((menu) => [menu.code, menu.id]));
    const ids = new Map(roleSeeds.map((seed) => [seed.key, nextId()]));
    const roles = roleSeeds.map((seed, index) => ({
      id: lookup(ids, seed.key, 'role'),
      tenantId: seed.tenantId,
      parentId: seed.parent ? lookup(ids, seed.parent, 'role') : '0',
      roleName: seed.roleName,
      roleAlias: seed.roleAlias,
      sort: index + 1,
    }));
    const roleMenus = roleSeeds.flatMap((seed) => {
      const codes = seed.menus === '*' ? menus.map((menu) => menu.code) : grantedCodes(menus, seed.menus);
      const roleId = lookup(ids, seed.key, 'role');
      return codes.map((code) => ({ id: nextId(), roleId, menuId: lookup(menuIds, code, 'menu') }));
    });
    return { roles, roleMenus };
  },
  // The scope grants, numbered in the authority screens' range after the scopes they grant.
  seedsElsewhere: [
    {
      ids: 'access',
      seed: ({ nextId, seeded: { roles, dataScopes, apiScopes } }) => {
        const roleIds = seededRoleIds(roles);
        // 运营主管 sees all params, 运营人员 only their own; 运营主管 may call the param API.
        const grant = (roleKey: string, scopeId: string | undefined, scopeCategory: number): RoleScopeRow[] => {
          const roleId = roleIds.get(roleKey);
          return roleId && scopeId ? [{ id: nextId(), roleId, scopeId, scopeCategory }] : [];
        };
        const paramScope = (type: number) =>
          dataScopes.find((row) => row.resourceCode === 'param' && row.scopeType === type)?.id;
        const paramApis = apiScopes.filter((row) => row.resourceCode === 'param_api').map((row) => row.id);
        return {
          roleScopes: [
            ...grant('ops-lead', paramScope(1), 1),
            ...grant('operator', paramScope(2), 1),
            ...grant('service', paramScope(2), 1),
            ...paramApis.flatMap((id) => grant('ops-lead', id, 2)),
          ],
        };
      },
    },
  ],
  messages: {
    roleNameRequired: ['请输入角色名称', 'Please enter the role name'],
    roleAliasRequired: ['请输入角色别名', 'Please enter the role alias'],
    roleParentInvalid: ['上级角色不能是自己或自己的下级', 'the parent cannot be the role itself or one below it'],
  },
  menu: {
    parent: 'authority',
    name: '角色管理',
    path: '/authority/role',
    source: 'iconfont iconicon_role',
    sort: 1,
    buttons: ['add', 'edit', 'delete', 'view'],
    // The grant dialog: Saber shows it to administrators; a button, so the grant is guarded too.
    extra: [['grant', '权限设置', 'setting']],
  },
  serve: ({ router, db, rows, api, say, blade }) => {
    const base = `${api.management}/role`;
    const own = (caller: Caller, tenantId = caller.tenantId) =>
      bySort(rows.rows().filter((row) => row.tenantId === tenantId));
    const node = (row: RoleRow) => ({
      id: row.id,
      parentId: row.parentId,
      title: row.roleName,
      value: row.id,
      key: row.id,
    });
    // RoleVO: the row with its parent's name (顶级 at the top).
    const vo = (row: RoleRow, scope: readonly RoleRow[]) => ({
      ...row,
      parentName: scope.find((other) => other.id === row.parentId)?.roleName ?? '顶级',
    });

    return [
      // The switch dialog's choices: the roles the user holds (`userId`, the caller when omitted).
      router.get(`${base}/select`, (context) => {
        const ids = heldBy(context, 'roleId');
        return ok(
          rows
            .rows()
            .filter((row) => ids.has(row.id))
            .map((row) => ({ id: row.id, roleName: row.roleName })),
        );
      }),
      router.get(`${base}/list`, ({ url, caller }) => {
        const scope = own(caller);
        const query = url.searchParams;
        const found = scope.filter(
          (row) => contains(row.roleName, query.get('roleName')) && contains(row.roleAlias, query.get('roleAlias')),
        );
        return ok(
          forestOf(
            found,
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
            own(caller).filter((row) => !excluded.has(row.id)),
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
        const mine = new Set(own(caller).map((row) => row.id));
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
      ...blade({
        base,
        // Its list is the tree above.
        calls: ['detail', 'submit', 'remove'],
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
          doomed.some((row) => scope.some((other) => other.parentId === row.id)) ? 'hasChildren' : null,
        searchable: ['roleName', 'roleAlias'],
        tenantScoped: true,
      }),
    ];
  },
});

export default role;
