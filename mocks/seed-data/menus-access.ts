import { crudButtons, placed, type MenuPlace, type MenuSeed } from './menu-seed';

// 权限管理 (角色管理, 数据权限, 接口权限) and, under 系统管理, 菜单管理 and 顶部菜单, named as BladeX
// names them, with their buttons. Beside the add/edit/delete/view four: role_grant 权限设置 (the
// role grant dialog; Saber shows it to administrators, a button here so the grant is guarded like
// every other write), data_scope_setting and api_scope_setting 权限配置 (Saber's datascope.vue /
// apiscope.vue). 顶部菜单 is its module's rows (entities/top-menu.ts), placed where they stood so
// their ids stay.

const button = (parent: string, code: string, name: string, alias: string, sort: number): MenuSeed => ({
  code,
  parent,
  name,
  alias,
  path: `/${parent}/${alias}`,
  source: 'setting',
  sort,
  category: 2,
});

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
    {
      code: 'datascope',
      parent: 'authority',
      name: '数据权限',
      alias: 'menu',
      path: '/authority/datascope',
      source: 'iconfont icon-scope-data',
      sort: 2,
    },
    {
      code: 'apiscope',
      parent: 'authority',
      name: '接口权限',
      alias: 'menu',
      path: '/authority/apiscope',
      source: 'iconfont icon-scope-api',
      sort: 3,
    },
    {
      code: 'menu',
      parent: 'system',
      name: '菜单管理',
      alias: 'menu',
      path: '/system/menu',
      source: 'iconfont iconicon_menu',
      sort: 7,
    },
    placed('topmenu', 'screen'),
    ...crudButtons('role', ['add', 'edit', 'delete', 'view']),
    button('role', 'role_grant', '权限设置', 'grant', 5),
    ...crudButtons('menu', ['add', 'edit', 'delete', 'view']),
    placed('topmenu', 'buttons'),
    button('datascope', 'data_scope_setting', '权限配置', 'setting', 1),
    button('apiscope', 'api_scope_setting', '权限配置', 'setting', 1),
  ];
}
