import { crudButtons, placed, type MenuPlace, type MenuSeed } from './menu-seed';

// 权限管理 (角色管理, 数据权限, 接口权限) and, under 系统管理, 菜单管理 and 顶部菜单, named as BladeX
// names them, with their buttons. Beside the add/edit/delete/view four: role_grant 权限设置 (the
// role grant dialog; Saber shows it to administrators, a button here so the grant is guarded like
// every other write). 菜单管理, 数据权限, 接口权限 and 顶部菜单 are their modules' rows (entities/menu.ts,
// data-scope.ts, api-scope.ts, top-menu.ts), placed where they stood so their ids stay.

export function accessMenuSeeds(): (MenuSeed | MenuPlace)[] {
  return [
    { code: 'authority', name: '权限管理', alias: 'menu', path: '/authority', source: 'iconfont icon-safe', sort: 2 },
    {
      code: 'role',
      parent: 'authority',
      name: '角色管理',
      alias: 'menu',
      path: '/authority/role',
      source: 'iconfont iconicon_role',
      sort: 1,
    },
    placed('datascope', 'screen'),
    placed('apiscope', 'screen'),
    placed('menu', 'screen'),
    placed('topmenu', 'screen'),
    ...crudButtons('role', ['add', 'edit', 'delete', 'view']),
    {
      code: 'role_grant',
      parent: 'role',
      name: '权限设置',
      alias: 'grant',
      path: '/role/grant',
      source: 'setting',
      sort: 5,
      category: 2,
    },
    placed('menu', 'buttons'),
    placed('topmenu', 'buttons'),
    placed('datascope', 'buttons'),
    placed('apiscope', 'buttons'),
  ];
}
