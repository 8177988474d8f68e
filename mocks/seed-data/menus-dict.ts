import { placed, type MenuPlace, type MenuSeed } from './menu-seed';

// 字典管理 and 业务字典 under 系统管理 (BladeX's codes: `dict`, `dictbiz`), with their buttons: their
// modules' rows (entities/dict.ts, dict-biz.ts), placed here so their ids stay. 字典管理 also opens
// side by side and stacked (/dict-horizontal/index, /dict-vertical/index, Saber's demo routes);
// they are menus here so that the console's "not in your menu → 403" rule lets the administrator
// in. Granted to the administrator role (every menu); 运营人员 lists none.

export const dictMenuSeeds: (MenuSeed | MenuPlace)[] = [
  placed('dict', 'screen'),
  placed('dictbiz', 'screen'),
  placed('dict', 'buttons'),
  placed('dictbiz', 'buttons'),
  {
    code: 'dicthorizontal',
    parent: 'help',
    name: '字典(横向)',
    path: '/dict-horizontal/index',
    source: 'iconfont icon-dict',
    sort: 4,
  },
  {
    code: 'dictvertical',
    parent: 'help',
    name: '字典(纵向)',
    path: '/dict-vertical/index',
    source: 'iconfont icon-dict',
    sort: 5,
  },
];
