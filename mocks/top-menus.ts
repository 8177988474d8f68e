import type { Caller } from './auth-guard';
import type { StandinDb } from './standin-db';
import type { TopMenuRow } from './types';

// The top bar: which tabs a session sees, and which menus a tab groups.

/** The caller's tenant's top menus granted to one of the session's roles, by `sort`. */
export function visibleTopMenus(db: StandinDb, caller: Caller): TopMenuRow[] {
  const roles = new Set(caller.roleIds);
  const granted = new Set(db.tables.roleTopMenus.filter((row) => roles.has(row.roleId)).map((row) => row.topMenuId));
  return db.tables.topMenus
    .filter((row) => row.tenantId === caller.tenantId && granted.has(row.id))
    .sort((a, b) => a.sort - b.sort);
}

/**
 * The menu ids grouped under `topMenuId`; empty when the caller cannot see that top menu (another
 * tenant's, unknown, or not granted to the session's role), as Blade answers an empty tree then.
 */
export function topMenuMenuIds(db: StandinDb, caller: Caller, topMenuId: string): Set<string> {
  if (!visibleTopMenus(db, caller).some((row) => row.id === topMenuId)) return new Set();
  return new Set(db.tables.topMenuSettings.filter((row) => row.topMenuId === topMenuId).map((row) => row.menuId));
}
