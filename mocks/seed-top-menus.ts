import { lookup } from './seed-builders';
import type { RoleSeed } from './seed-data/accounts';
import { topMenuSeeds } from './seed-data/top-menus';
import type { MenuRow, RoleTopMenuRow, StandinTables, TopMenuRow, TopMenuSettingRow } from './types';

// Top menus, their grant (menus per top menu) and who sees them, from seed-data/top-menus.ts.

type TopMenuTables = Pick<StandinTables, 'topMenus' | 'topMenuSettings' | 'roleTopMenus'>;

/** The menus (category 1) of the subtree under `rootId`, the root included. */
function subtree(menus: MenuRow[], rootId: string): MenuRow[] {
  const ids = new Set([rootId]);
  // Rows are parent-before-child in the seed, but edited data need not be: loop to a fixed point.
  for (let grew = true; grew;) {
    grew = false;
    for (const menu of menus) if (ids.has(menu.parentId) && !ids.has(menu.id)) grew = Boolean(ids.add(menu.id));
  }
  return menus.filter((menu) => ids.has(menu.id) && menu.category === 1);
}

export function buildTopMenus(
  menus: MenuRow[],
  roles: (RoleSeed & { id: string })[],
  nextId: () => string,
): TopMenuTables {
  const menuIds = new Map(menus.map((menu) => [menu.code, menu.id]));
  const topMenus: TopMenuRow[] = topMenuSeeds.map(({ menus: _menus, ...seed }) => ({ ...seed, id: nextId() }));
  const topIds = new Map(topMenus.map((row) => [`${row.tenantId}:${row.code}`, row.id]));
  const topMenuSettings: TopMenuSettingRow[] = topMenuSeeds.flatMap((seed) => {
    const topMenuId = lookup(topIds, `${seed.tenantId}:${seed.code}`, 'top menu');
    return seed.menus
      .flatMap((code) => subtree(menus, lookup(menuIds, code, 'menu')))
      .map((menu) => ({ id: nextId(), topMenuId, menuId: menu.id }));
  });
  const roleTopMenus: RoleTopMenuRow[] = roles.flatMap((role) => {
    const codes =
      role.topMenus === '*'
        ? topMenus.filter((row) => row.tenantId === role.tenantId).map((row) => row.code)
        : role.topMenus;
    return codes.map((code) => ({
      id: nextId(),
      roleId: role.id,
      topMenuId: lookup(topIds, `${role.tenantId}:${code}`, 'top menu'),
    }));
  });
  return { topMenus, topMenuSettings, roleTopMenus };
}
