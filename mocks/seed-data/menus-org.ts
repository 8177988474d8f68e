import { placed, type MenuPlace, type MenuSeed } from './menu-seed';

// The organisation screens under 系统管理, named as BladeX names them, with their buttons. The
// administrator role is granted every menu; 运营人员 (operator) none of these. 部门管理, 岗位管理 and
// 行政区划 are their modules' (entities/dept.ts, post.ts, region.ts), placed here so their ids stay.
export function orgMenuSeeds(): (MenuSeed | MenuPlace)[] {
  return [
    placed('dept', 'screen'),
    placed('post', 'screen'),
    placed('region', 'screen'),
    placed('dept', 'buttons'),
    placed('post', 'buttons'),
    placed('region', 'buttons'),
  ];
}
