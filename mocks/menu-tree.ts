import type { Caller } from './auth-guard';
import type { StandinDb } from './standin-db';
import type { MenuRow } from './types';

// Which menus a session may see, and how flat rows become the nested trees the client wants.

type TreeRow = { id: string; parentId: string; sort?: number };

/**
 * A tenant with a package sees only the package's menus (and the buttons under them); a tenant
 * without one (the platform) is not restricted.
 */
export function packageAllows(db: StandinDb, tenantId: string): (menu: MenuRow) => boolean {
  const tenant = db.tables.tenants.find((row) => row.tenantId === tenantId);
  const pack = tenant?.packageId ? db.tables.tenantPackages.find((row) => row.id === tenant.packageId) : undefined;
  if (!pack) return () => true;
  const ids = new Set(pack.menuId.split(',').filter(Boolean));
  return (menu) => ids.has(menu.id) || (menu.category === 2 && ids.has(menu.parentId));
}

/** `rows` plus every ancestor, so a granted child is never orphaned by an ungranted parent. */
export function withAncestors(all: readonly MenuRow[], rows: readonly MenuRow[]): MenuRow[] {
  const byId = new Map(all.map((row) => [row.id, row]));
  const picked = new Map(rows.map((row) => [row.id, row]));
  for (const row of rows) {
    let parent = byId.get(row.parentId);
    while (parent && !picked.has(parent.id)) {
      picked.set(parent.id, parent);
      parent = byId.get(parent.parentId);
    }
  }
  return all.filter((row) => picked.has(row.id));
}

/** Menus and buttons granted to the caller's roles, within the tenant's package. */
export function grantedMenus(db: StandinDb, caller: Caller): MenuRow[] {
  const roles = new Set(caller.roleIds);
  const granted = new Set(db.tables.roleMenus.filter((row) => roles.has(row.roleId)).map((row) => row.menuId));
  const allows = packageAllows(db, caller.tenantId);
  return db.tables.menus.filter((menu) => granted.has(menu.id) && allows(menu));
}

/** Nests rows by parentId ('0' = root), siblings by `sort`; rows whose parent is absent are dropped. */
export function buildTree<T extends TreeRow, N>(rows: readonly T[], toNode: (row: T, children: N[]) => N): N[] {
  const byParent = new Map<string, T[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const placed = new Set<string>(); // a parentId cycle in edited data must not recurse forever
  const level = (parentId: string): N[] =>
    [...(byParent.get(parentId) ?? [])]
      .filter((row) => !placed.has(row.id) && placed.add(row.id))
      .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
      .map((row) => toNode(row, level(row.id)));
  return level('0');
}
