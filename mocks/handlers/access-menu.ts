import type { HttpHandler } from 'msw';
import type { Caller } from '../auth-guard';
import { ok } from '../blade';
import type { StandinDb } from '../standin-db';
import { packageAllows, withAncestors } from '../menu-tree';
import type { Router } from '../router';
import type { MenuRow } from '../types';
import { bladeCrud } from './crud';
import { childFlag, dictWord, forestOf, type TreeNode } from './org-tree';

// Menu administration (Blade's MenuController beside routes/buttons): the Saber table's
// `lazy-list?parentId=` (and `lazy-menu-list`, menus only), the MenuVO trees `list` and
// `menu-list`, detail / submit / remove (platform-wide: only the 000000 tenant changes menus), and
// the grant trees of the role and top-menu dialogs with the keys that pre-check them.

const contains = (value: string, wanted: string | null) =>
  !wanted || value.toLowerCase().includes(wanted.trim().toLowerCase());
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

export function menuAdminHandlers(router: Router, management: string): HttpHandler[] {
  const { db } = router;
  const base = `/api/${management}/menu`;
  const hasChildren = (menu: MenuRow) => db.tables.menus.some((other) => other.parentId === menu.id);
  // MenuVO: the row with its parent's name and its dictionary words.
  const vo = (menu: MenuRow) => ({
    ...menu,
    parentName: db.tables.menus.find((other) => other.id === menu.parentId)?.name ?? '顶级',
    categoryName: dictWord(db, 'menu_category', menu.category),
    actionName: dictWord(db, 'button_func', menu.action),
    isOpenName: dictWord(db, 'yes_no', menu.isOpen),
    ...childFlag(hasChildren(menu)),
  });
  const matching = (query: URLSearchParams, menusOnly: boolean) =>
    bySort(db.tables.menus).filter(
      (menu) =>
        (!menusOnly || menu.category === 1) &&
        contains(menu.name, query.get('name')) &&
        contains(menu.code, query.get('code')) &&
        contains(menu.alias, query.get('alias')),
    );
  // One level (`parentId`), or, searching without one, the matches at any depth (as Saber asks).
  const lazy = (menusOnly: boolean) => (url: URL) => {
    const parentId = url.searchParams.get('parentId')?.trim();
    const rows = matching(url.searchParams, menusOnly).filter((menu) => !parentId || menu.parentId === parentId);
    if (!menusOnly) return ok(rows.map(vo));
    // A menu whose children are only buttons is a leaf of the menus-only tree.
    return ok(
      rows.map((menu) => {
        const { hasChildren: _all, ...row } = vo(menu);
        return {
          ...row,
          ...childFlag(db.tables.menus.some((other) => other.parentId === menu.id && other.category === 1)),
        };
      }),
    );
  };
  const whole = (menusOnly: boolean) => (url: URL) =>
    ok(
      forestOf(
        matching(url.searchParams, menusOnly),
        (m) => m.id,
        (m) => m.parentId,
        (m) => {
          // forestOf says which nodes have children within the answer.
          const { hasChildren: _own, ...row } = vo(m);
          return row;
        },
      ),
    );

  return [
    router.get(`${base}/lazy-list`, ({ url }) => lazy(false)(url)),
    router.get(`${base}/lazy-menu-list`, ({ url }) => lazy(true)(url)),
    router.get(`${base}/list`, ({ url }) => whole(false)(url)),
    router.get(`${base}/menu-list`, ({ url }) => whole(true)(url)),
    router.get(`${base}/grant-tree`, ({ caller }) => {
      const menus = grantable(db, caller);
      return ok({
        menu: forestOf(
          menus,
          (m) => m.id,
          (m) => m.parentId,
          (m) => treeNode(m.id, m.parentId, m.name),
        ),
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
        menu: forestOf(
          menus,
          (m) => m.id,
          (m) => m.parentId,
          (m) => treeNode(m.id, m.parentId, m.name),
        ),
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
    ...bladeCrud<MenuRow>(router, {
      base,
      table: 'menus',
      blank: {
        parentId: '0',
        code: '',
        name: '',
        alias: '',
        path: '',
        source: '',
        sort: 0,
        category: 1,
        action: 0,
        isOpen: 1,
        remark: '',
      },
      required: [
        ['code', 'menuCodeRequired'],
        ['name', 'menuNameRequired'],
        ['alias', 'menuAliasRequired'],
        ['source', 'menuSourceRequired'],
      ],
      validate: (row, siblings) => {
        if (row.category !== 1 && row.category !== 2) return 'menuCategoryRequired';
        if (row.category === 1 && !row.path.trim()) return 'menuPathRequired';
        if (siblings.some((other) => other.code === row.code)) return 'menuCodeExists';
        if (!row.parentId || row.parentId === '0') return null;
        if (!siblings.some((other) => other.id === row.parentId)) return 'menuParentInvalid';
        // Not below itself: walk up from the parent (bounded, should edited data hold a cycle).
        let at = siblings.find((other) => other.id === row.parentId);
        for (let step = 0; at && step < siblings.length; step++) {
          if (row.id && at.parentId === row.id) return 'menuParentInvalid';
          const parentId = at.parentId;
          at = siblings.find((other) => other.id === parentId);
        }
        return null;
      },
      prepare: (row) => ({ ...row, parentId: row.parentId || '0' }),
      present: (row) => vo(row),
      refuseRemove: (doomed) => (doomed.some(hasChildren) ? 'hasChildren' : null),
      searchable: ['name', 'code', 'alias'],
      permission: 'menu',
      tenantScoped: false,
      platformOnly: true,
    }),
  ];
}
