import type { HttpHandler } from 'msw';
import { fail, ok, say } from '../blade';
import { packageAllows } from '../menu-tree';
import { holdsPermission } from '../permissions';
import { readJson } from '../request';
import type { Router } from '../router';
import type { TopMenuRow } from '../types';
import { bladeCrud } from './crud';

// Top menus (Blade's TopMenuController, a TenantEntity): list / detail / submit / remove as the
// blade family, and `grant` {topMenuIds, menuIds}, which replaces the menus the top
// menus group (blade_top_menu_setting): the sider shows them when the top menu is picked.

const idList = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((id) => typeof id === 'string' || typeof id === 'number')
    ? [...new Set(value.map((id) => String(id).trim()).filter(Boolean))]
    : null;

export function topMenuHandlers(router: Router, management: string): HttpHandler[] {
  const { db } = router;
  const base = `/api/${management}/topmenu`;
  const crud = bladeCrud<TopMenuRow>(router, {
    base,
    table: 'topMenus',
    blank: { code: '', name: '', source: '', path: '', sort: 0 },
    required: [
      ['name', 'topMenuNameRequired'],
      ['code', 'menuCodeRequired'],
      ['source', 'menuSourceRequired'],
    ],
    maxLength: { code: 255, name: 255, source: 255, path: 255 },
    permission: 'topmenu',
    tenantScoped: true,
  });
  return [
    router.post(`${base}/grant`, async ({ request, caller }) => {
      if (!holdsPermission(db, caller, 'topmenu_setting')) return fail(403, say(request, 'requestRejected'));
      const body = readJson(await request.text());
      const topMenuIds = idList(body?.topMenuIds);
      const menuIds = body?.menuIds === undefined || body?.menuIds === null ? [] : idList(body.menuIds);
      if (!body || !topMenuIds || !menuIds) return fail(400, say(request, 'paramInvalid'));
      if (topMenuIds.length === 0) return fail(400, say(request, 'topMenuIdsRequired'));
      const own = new Set(db.tables.topMenus.filter((row) => row.tenantId === caller.tenantId).map((row) => row.id));
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
    ...crud,
  ];
}
