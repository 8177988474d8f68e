import type { TopMenuRow } from '../../src/resources/system/top-menu';
import { fail, ok } from '../blade';
import { packageAllows } from '../menu-tree';
import { holdsPermission } from '../permissions';
import { idList, readJson } from '../request';
import { lookup, seededRoleIds } from '../seed-builders';
import { roleSeeds } from '../seed-data/accounts';
import { topMenuSeeds } from '../seed-data/top-menus';
import type { MenuRow } from '../types';
import { defineEntity, type Entity } from './entity';

// Top menus (Blade's TopMenuController, a TenantEntity): the tabs of the top bar, the blade family
// per tenant, and `grant` {topMenuIds, menuIds}, which replaces the menus the top menus group
// (blade_top_menu_setting): the sider shows them when the top menu is picked. Which roles see a
// tab (roleTopMenus) is seeded from RoleSeed.topMenus; Blade lists every tab of the tenant, the
// stand-in narrows by role so that a role switch visibly changes the top bar (top-menus.ts).

/** The menus (category 1) of the subtree under `rootId`, the root included. */
function subtree(menus: readonly MenuRow[], rootId: string): MenuRow[] {
  const ids = new Set([rootId]);
  // Rows are parent-before-child in the seed, but edited data need not be: loop to a fixed point.
  for (let grew = true; grew;) {
    grew = false;
    for (const menu of menus) if (ids.has(menu.parentId) && !ids.has(menu.id)) grew = Boolean(ids.add(menu.id));
  }
  return menus.filter((menu) => ids.has(menu.id) && menu.category === 1);
}

const topMenu: Entity<'topMenus', TopMenuRow> = defineEntity<TopMenuRow>()({
  code: 'topmenu',
  table: 'topMenus',
  owns: ['topMenuSettings', 'roleTopMenus'],
  // After the dictionaries in the core sequence, with the grants that name the tabs.
  ids: 'core',
  seed: ({ nextId, seeded: { menus, roles } }) => {
    const menuIds = new Map(menus.map((menu) => [menu.code, menu.id]));
    const roleIds = seededRoleIds(roles);
    const topMenus: TopMenuRow[] = topMenuSeeds.map(({ menus: _menus, ...seed }) => ({ ...seed, id: nextId() }));
    const topIds = new Map(topMenus.map((row) => [`${row.tenantId}:${row.code}`, row.id]));
    const topMenuSettings = topMenuSeeds.flatMap((seed) => {
      const topMenuId = lookup(topIds, `${seed.tenantId}:${seed.code}`, 'top menu');
      return seed.menus
        .flatMap((code) => subtree(menus, lookup(menuIds, code, 'menu')))
        .map((menu) => ({ id: nextId(), topMenuId, menuId: menu.id }));
    });
    const roleTopMenus = roleSeeds.flatMap((role) => {
      const roleId = lookup(roleIds, role.key, 'role');
      const codes =
        role.topMenus === '*'
          ? topMenus.filter((row) => row.tenantId === role.tenantId).map((row) => row.code)
          : role.topMenus;
      return codes.map((code) => ({
        id: nextId(),
        roleId,
        topMenuId: lookup(topIds, `${role.tenantId}:${code}`, 'top menu'),
      }));
    });
    return { topMenus, topMenuSettings, roleTopMenus };
  },
  messages: {
    topMenuNameRequired: ['请输入菜单名', 'Please enter the menu name'],
    topMenuIdsRequired: ['请选择顶部菜单', 'please select a top menu'],
  },
  menu: {
    parent: 'system',
    name: '顶部菜单',
    path: '/system/topmenu',
    source: 'iconfont icon-home',
    sort: 8,
    buttons: ['add', 'edit', 'delete', 'view'],
    // Saber's topmenu.vue 菜单配置: the grant.
    extra: [['setting', '菜单配置', 'setting']],
  },
  serve: ({ router, db, rows, api, say, blade }) => {
    const base = `${api.management}/topmenu`;
    return [
      router.post(`${base}/grant`, async ({ request, caller }) => {
        if (!holdsPermission(db, caller, 'topmenu_setting')) return fail(403, say(request, 'requestRejected'));
        const body = readJson(await request.text());
        // Unlike the menus, the top menus must be sent.
        const topMenuIds = body?.topMenuIds === undefined || body?.topMenuIds === null ? null : idList(body.topMenuIds);
        const menuIds = idList(body?.menuIds);
        if (!body || !topMenuIds || !menuIds) return fail(400, say(request, 'paramInvalid'));
        if (topMenuIds.length === 0) return fail(400, say(request, 'topMenuIdsRequired'));
        const own = new Set(
          rows
            .rows()
            .filter((row) => row.tenantId === caller.tenantId)
            .map((row) => row.id),
        );
        if (!topMenuIds.every((id) => own.has(id))) return fail(400, say(request, 'notFound'));
        const allows = packageAllows(db, caller.tenantId);
        const menus = new Set(
          db.tables.menus.filter((menu) => menu.category === 1 && allows(menu)).map((menu) => menu.id),
        );
        if (!menuIds.every((id) => menus.has(id))) return fail(400, say(request, 'menuUnknown'));
        const granted = new Set(topMenuIds);
        db.remove('topMenuSettings', (row) => granted.has(row.topMenuId));
        for (const topMenuId of topMenuIds)
          db.insert('topMenuSettings', ...menuIds.map((menuId) => ({ id: db.nextId(), topMenuId, menuId })));
        return ok(true, say(request, 'success'));
      }),
      ...blade({
        base,
        blank: { code: '', name: '', source: '', path: '', sort: 0 },
        required: [
          ['name', 'topMenuNameRequired'],
          ['code', 'menuCodeRequired'],
          ['source', 'menuSourceRequired'],
        ],
        maxLength: { code: 255, name: 255, source: 255, path: 255 },
        tenantScoped: true,
      }),
    ];
  },
});

export default topMenu;
