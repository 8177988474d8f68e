import { placed, type MenuPlace, type MenuSeed } from './menu-seed';

// 权限管理 and its screens (角色管理, 数据权限, 接口权限) and, under 系统管理, 菜单管理 and 顶部菜单, named
// as BladeX names them. Each screen is its module's rows (entities/role.ts, data-scope.ts,
// api-scope.ts, menu.ts, top-menu.ts), placed where they stood so their ids stay.

export function accessMenuSeeds(): (MenuSeed | MenuPlace)[] {
  return [
    { code: 'authority', name: '权限管理', alias: 'menu', path: '/authority', source: 'iconfont icon-safe', sort: 2 },
    placed('role', 'screen'),
    placed('datascope', 'screen'),
    placed('apiscope', 'screen'),
    placed('menu', 'screen'),
    placed('topmenu', 'screen'),
    placed('role', 'buttons'),
    placed('menu', 'buttons'),
    placed('topmenu', 'buttons'),
    placed('datascope', 'buttons'),
    placed('apiscope', 'buttons'),
  ];
}
