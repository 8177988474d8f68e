import { crudButtons, placed, type MenuPlace, type MenuSeed } from './menu-seed';

// The organisation screens under 系统管理, named as BladeX names them, with their buttons. The
// administrator role is granted every menu; 运营人员 (operator) none of these. 岗位管理 is its
// module's (entities/post.ts), placed here so its ids stay.
export function orgMenuSeeds(): (MenuSeed | MenuPlace)[] {
  return [
    {
      code: 'dept',
      parent: 'system',
      name: '部门管理',
      path: '/system/dept',
      source: 'iconfont iconicon_group',
      sort: 3,
    },
    placed('post', 'screen'),
    {
      code: 'region',
      parent: 'system',
      name: '行政区划',
      path: '/system/region',
      source: 'iconfont iconicon_coinpurse_line',
      sort: 9,
    },
    ...crudButtons('dept', ['add', 'edit', 'delete', 'view']),
    placed('post', 'buttons'),
    ...crudButtons('region', ['add', 'edit', 'delete', 'view']),
  ];
}
