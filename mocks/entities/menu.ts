import { ok } from '../blade';
import { childFlag, dictWord, forestOf } from '../handlers/org-tree';
import { menuGrantCalls } from '../handlers/menu-grant';
import { menuSessionCalls } from '../handlers/menu-session';
import { lookup } from '../seed-builders';
import type { MenuRow } from '../types';
import { defineEntity, type Entity } from './entity';

// Menus (Blade's MenuController), platform-wide: every menu and button row, its own screen's
// included. 菜单管理 reads `lazy-list?parentId=` (and `lazy-menu-list`, menus only) and the MenuVO
// trees `list` and `menu-list`; detail, submit and remove are the blade family, for the 000000
// tenant only. Beside them the calls a session makes (handlers/menu-session.ts: routes, buttons,
// the top bar) and those of the grant dialogs (handlers/menu-grant.ts). The seed is the menu lists'
// rows (entities/menus.ts), numbered first, from a range of their own, in the lists' order.

const contains = (value: string, wanted: string | null) =>
  !wanted || value.toLowerCase().includes(wanted.trim().toLowerCase());
const bySort = (rows: readonly MenuRow[]) => [...rows].sort((a, b) => a.sort - b.sort);

const menu: Entity<'menus', MenuRow> = defineEntity<MenuRow>()({
  code: 'menu',
  table: 'menus',
  // Before everything that grants them (the packages, the roles, the top menus).
  ids: 'menus',
  seed: ({ nextId, menuSeeds }) => {
    const seeds = menuSeeds();
    const ids = new Map(seeds.map((seed) => [seed.code, nextId()]));
    if (ids.size !== seeds.length) throw new Error('stand-in seed: duplicate menu code');
    return seeds.map((seed) => ({
      id: lookup(ids, seed.code, 'menu'),
      parentId: seed.parent ? lookup(ids, seed.parent, 'menu') : '0',
      code: seed.code,
      name: seed.name,
      alias: seed.alias ?? 'menu',
      path: seed.path ?? '',
      source: seed.source ?? '',
      sort: seed.sort,
      category: seed.category ?? 1,
      action: seed.category === 2 ? 1 : 0,
      isOpen: 1,
      remark: '',
    }));
  },
  messages: {
    menuNameRequired: ['请输入菜单名称', 'Please enter the menu name'],
    menuAliasRequired: ['请输入菜单别名', 'Please enter the menu alias'],
    menuPathRequired: ['请输入路由地址', 'Please enter the route path'],
    menuCategoryRequired: ['请选择菜单类型', 'Please choose the menu type'],
    menuCodeExists: ['菜单编号已存在!', 'the menu code already exists!'],
    menuParentInvalid: ['上级菜单不能是自己或自己的下级', 'the parent cannot be the menu itself or one below it'],
  },
  menu: {
    parent: 'system',
    name: '菜单管理',
    path: '/system/menu',
    source: 'iconfont iconicon_menu',
    sort: 7,
    buttons: ['add', 'edit', 'delete', 'view'],
  },
  serve: ({ router, db, rows, api, blade }) => {
    const base = `${api.management}/menu`;
    const hasChildren = (row: MenuRow) => rows.rows().some((other) => other.parentId === row.id);
    // MenuVO: the row with its parent's name and its dictionary words.
    const vo = (row: MenuRow) => ({
      ...row,
      parentName: rows.rows().find((other) => other.id === row.parentId)?.name ?? '顶级',
      categoryName: dictWord(db, 'menu_category', row.category),
      actionName: dictWord(db, 'button_func', row.action),
      isOpenName: dictWord(db, 'yes_no', row.isOpen),
      ...childFlag(hasChildren(row)),
    });
    const matching = (query: URLSearchParams, menusOnly: boolean) =>
      bySort(rows.rows()).filter(
        (row) =>
          (!menusOnly || row.category === 1) &&
          contains(row.name, query.get('name')) &&
          contains(row.code, query.get('code')) &&
          contains(row.alias, query.get('alias')),
      );
    // One level (`parentId`), or, searching without one, the matches at any depth (as Saber asks).
    const lazy = (menusOnly: boolean) => (url: URL) => {
      const parentId = url.searchParams.get('parentId')?.trim();
      const found = matching(url.searchParams, menusOnly).filter((row) => !parentId || row.parentId === parentId);
      if (!menusOnly) return ok(found.map(vo));
      // A menu whose children are only buttons is a leaf of the menus-only tree.
      return ok(
        found.map((row) => {
          const { hasChildren: _all, ...rest } = vo(row);
          return {
            ...rest,
            ...childFlag(rows.rows().some((other) => other.parentId === row.id && other.category === 1)),
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
            const { hasChildren: _own, ...rest } = vo(m);
            return rest;
          },
        ),
      );

    return [
      ...menuSessionCalls(router, base),
      router.get(`${base}/lazy-list`, ({ url }) => lazy(false)(url)),
      router.get(`${base}/lazy-menu-list`, ({ url }) => lazy(true)(url)),
      router.get(`${base}/list`, ({ url }) => whole(false)(url)),
      router.get(`${base}/menu-list`, ({ url }) => whole(true)(url)),
      ...menuGrantCalls(router, base),
      ...blade({
        base,
        // Its list is the tree above.
        calls: ['detail', 'submit', 'remove'],
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
        tenantScoped: false,
        platformOnly: true,
      }),
    ];
  },
});

export default menu;
