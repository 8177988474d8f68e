import { crudButtons, placed, type MenuPlace, type MenuSeed } from './menu-seed';

// The organisation screens under 系统管理, named as BladeX names them, with their buttons. The
// administrator role is granted every menu; 运营人员 (operator) none of these. 岗位管理 and 行政区划
// are their modules' (entities/post.ts, region.ts), placed here so their ids stay.
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
    placed('region', 'screen'),
    ...crudButtons('dept', ['add', 'edit', 'delete', 'view']),
    placed('post', 'buttons'),
    placed('region', 'buttons'),
  ];
}
