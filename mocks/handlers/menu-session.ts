import type { HttpHandler } from 'msw';
import { ok } from '../blade';
import { buildTree, grantedMenus, packageAllows, withAncestors } from '../menu-tree';
import type { Router } from '../router';
import { topMenuMenuIds, visibleTopMenus } from '../top-menus';
import type { MenuRow } from '../types';

type RouteNode = Omit<MenuRow, 'remark'> & { hasChildren: boolean; children: RouteNode[] };
type ButtonNode = Pick<
  MenuRow,
  'id' | 'parentId' | 'code' | 'name' | 'alias' | 'path' | 'source' | 'category' | 'sort'
> & {
  hasChildren: boolean;
  children: ButtonNode[];
};
type TreeNode = {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  hasChildren: boolean;
  children: TreeNode[];
};

const routeNode = (row: MenuRow, children: RouteNode[]): RouteNode => {
  const { remark: _remark, ...rest } = row;
  return { ...rest, hasChildren: children.length > 0, children };
};

const buttonNode = (row: MenuRow, children: ButtonNode[]): ButtonNode => ({
  id: row.id,
  parentId: row.parentId,
  code: row.code,
  name: row.name,
  alias: row.alias,
  path: row.path,
  source: row.source,
  category: row.category,
  sort: row.sort,
  // MenuVO, as every Blade tree node: hasChildren is true whenever children is non-empty.
  hasChildren: children.length > 0,
  children,
});

const treeNode = (row: MenuRow, children: TreeNode[]): TreeNode => ({
  id: row.id,
  parentId: row.parentId,
  title: row.name,
  key: row.id,
  value: row.id,
  hasChildren: children.length > 0,
  children,
});

/**
 * 菜单管理's calls a session makes (entities/menu.ts mounts them at `base`): its routes and buttons
 * (by its roles' grants, within its tenant's package), the menus-only tree of the package picker and
 * the top bar's tabs.
 */
export function menuSessionCalls(router: Router, base: string): HttpHandler[] {
  const { db } = router;
  return [
    router.get(`${base}/routes`, ({ url, caller }) => {
      let granted = grantedMenus(db, caller).filter((menu) => menu.category === 1);
      // Without topMenuId (or with a blank one, as a client with no top bar sends): every menu.
      const topMenuId = url.searchParams.get('topMenuId')?.trim();
      if (topMenuId) {
        const grouped = topMenuMenuIds(db, caller, topMenuId);
        granted = granted.filter((menu) => grouped.has(menu.id));
      }
      return ok(buildTree(withAncestors(db.tables.menus, granted), routeNode));
    }),
    // Only the branches that lead to a granted button: the client flattens the leaves' codes.
    router.get(`${base}/buttons`, ({ caller }) => {
      const buttons = grantedMenus(db, caller).filter((menu) => menu.category === 2);
      return ok(buildTree(withAncestors(db.tables.menus, buttons), buttonNode));
    }),
    // Menus only (no buttons), e.g. for the package menu picker; `tenantId` narrows to a tenant's package.
    router.get(`${base}/tree`, ({ url }) => {
      const tenantId = url.searchParams.get('tenantId');
      const allows = tenantId ? packageAllows(db, tenantId) : () => true;
      return ok(
        buildTree(
          db.tables.menus.filter((menu) => menu.category === 1 && allows(menu)),
          treeNode,
        ),
      );
    }),
    router.get(`${base}/top-menu`, ({ caller }) => ok(visibleTopMenus(db, caller))),
  ];
}
