import { crudButtons, type MenuSeed } from './menu-seed';

// The organisation screens under 系统管理, named as BladeX names them, with their buttons. The
// administrator role is granted every menu; 运营人员 (operator) none of these. A function, called
// where menus.ts lists its rows: the two files import each other, and crudButtons is ready then.
export function orgMenuSeeds(): MenuSeed[] {
  return [
    {
      code: 'dept',
      parent: 'system',
      name: '部门管理',
      path: '/system/dept',
      source: 'iconfont iconicon_group',
      sort: 3,
    },
    {
      code: 'post',
      parent: 'system',
      name: '岗位管理',
      path: '/system/post',
      source: 'iconfont iconicon_message',
      sort: 4,
    },
    {
      code: 'region',
      parent: 'system',
      name: '行政区划',
      path: '/system/region',
      source: 'iconfont iconicon_coinpurse_line',
      sort: 9,
    },
    ...crudButtons('dept', ['add', 'edit', 'delete', 'view']),
    ...crudButtons('post', ['add', 'edit', 'delete', 'view']),
    ...crudButtons('region', ['add', 'edit', 'delete', 'view']),
  ];
}
