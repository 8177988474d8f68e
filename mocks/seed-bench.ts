import { buildMenus, lookup } from './seed-builders';
import { menuSeeds } from './seed-data/menus';
import { benchMenuSeeds, benchRole } from './seed-data/bench';
import type { StandinTables } from './types';

// Benchmark mode (StandinOptions.bench): the 压测列表 menu and its button, appended to a finished
// seed. Appended rather than mixed in, so every row of the product seed keeps its id; with the
// option off nothing here runs and the seed (and its fingerprint) is the product's.

export function addBenchSeed(tables: StandinTables, nextId: () => string): void {
  // Same id range as the product menus, continuing after them: their ids do not move.
  const added = buildMenus([...menuSeeds, ...benchMenuSeeds]).slice(menuSeeds.length);
  tables.menus.push(...added);

  const roleIds = new Map(
    tables.roles
      .filter((role) => role.tenantId === benchRole.tenantId)
      .map((role) => [role.roleAlias, role.id]),
  );
  const roleId = lookup(roleIds, benchRole.roleAlias, 'role');
  tables.roleMenus.push(...added.map((menu) => ({ id: nextId(), roleId, menuId: menu.id })));

  // A top menu grouping the parent's subtree groups the new menus too (menus, not buttons).
  for (const menu of added) {
    if (menu.category !== 1) continue;
    const topMenuIds = tables.topMenuSettings
      .filter((setting) => setting.menuId === menu.parentId)
      .map((setting) => setting.topMenuId);
    for (const topMenuId of topMenuIds) tables.topMenuSettings.push({ id: nextId(), topMenuId, menuId: menu.id });
  }
}
