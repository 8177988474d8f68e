import type { HttpHandler } from 'msw';
import type { Caller } from '../auth-guard';
import { ok } from '../blade';
import type { StandinDb } from '../standin-db';
import { packageAllows, withAncestors } from '../menu-tree';
import type { Router } from '../router';
import type { MenuRow } from '../types';
import { forestOf, type TreeNode } from './org-tree';

// 菜单管理's calls for the grant dialogs of roles and top menus (entities/menu.ts mounts them): the
// trees a caller may grant from, and the keys that pre-check what a role or a top menu holds.

const bySort = (rows: readonly MenuRow[]) => [...rows].sort((a, b) => a.sort - b.sort);
const treeNode = (id: string, parentId: string, title: string): TreeNode => ({
  id,
  parentId,
  title,
  value: id,
  key: id,
});
const idsParam = (url: URL, name: string) =>
  new Set(
    (url.searchParams.get(name) ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  );

/** The menus a caller may grant: those of its tenant's package (all for the platform). */
const grantable = (db: StandinDb, caller: Caller) => bySort(db.tables.menus.filter(packageAllows(db, caller.tenantId)));

/** Menus as the grant dialogs' tree. */
const menuForest = (menus: readonly MenuRow[]): TreeNode[] =>
  forestOf(
    menus,
    (m) => m.id,
    (m) => m.parentId,
    (m) => treeNode(m.id, m.parentId, m.name),
  );

/** Menus above scopes, the scopes as their leaves: the data / API scope trees of the grant dialog. */
function scopeTree(
  menus: readonly MenuRow[],
  scopes: readonly { id: string; menuId: string; scopeName: string }[],
): TreeNode[] {
  const owning = menus.filter((menu) => scopes.some((scope) => scope.menuId === menu.id));
  const nodes = [
    ...withAncestors(menus, owning).map((menu) => treeNode(menu.id, menu.parentId, menu.name)),
    ...scopes
      .filter((scope) => owning.some((menu) => menu.id === scope.menuId))
      .map((scope) => treeNode(scope.id, scope.menuId, scope.scopeName)),
  ];
  return forestOf(
    nodes,
    (n) => n.id,
    (n) => n.parentId,
    (n) => n,
  );
}

/** `grant-tree`, `role-tree-keys`, `grant-top-tree` and `top-tree-keys` under `base`. */
export function menuGrantCalls(router: Router, base: string): HttpHandler[] {
  const { db } = router;
  return [
    router.get(`${base}/grant-tree`, ({ caller }) => {
      const menus = grantable(db, caller);
      return ok({
        menu: menuForest(menus),
        dataScope: scopeTree(menus, db.tables.dataScopes),
        apiScope: scopeTree(menus, db.tables.apiScopes),
      });
    }),
    router.get(`${base}/role-tree-keys`, ({ url, caller }) => {
      const roles = idsParam(url, 'roleIds');
      const own = new Set(
        db.tables.roles
          .filter((role) => role.tenantId === caller.tenantId && roles.has(role.id))
          .map((role) => role.id),
      );
      const scopes = (category: number) => [
        ...new Set(
          db.tables.roleScopes
            .filter((row) => own.has(row.roleId) && row.scopeCategory === category)
            .map((row) => row.scopeId),
        ),
      ];
      return ok({
        menu: [...new Set(db.tables.roleMenus.filter((row) => own.has(row.roleId)).map((row) => row.menuId))],
        dataScope: scopes(1),
        apiScope: scopes(2),
      });
    }),
    // Menus only (category 1), as Blade's grant-top-tree.
    router.get(`${base}/grant-top-tree`, ({ caller }) => {
      const menus = grantable(db, caller).filter((menu) => menu.category === 1);
      return ok({
        menu: menuForest(menus),
      });
    }),
    router.get(`${base}/top-tree-keys`, ({ url, caller }) => {
      const asked = idsParam(url, 'topMenuIds');
      const own = new Set(
        db.tables.topMenus.filter((row) => row.tenantId === caller.tenantId && asked.has(row.id)).map((row) => row.id),
      );
      return ok({
        menu: [...new Set(db.tables.topMenuSettings.filter((row) => own.has(row.topMenuId)).map((row) => row.menuId))],
      });
    }),
  ];
}
