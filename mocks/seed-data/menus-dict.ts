import type { MenuSeed } from './menu-seed';

// 字典管理 and 业务字典 under 系统管理 (BladeX's codes: `dict`, `dictbiz`), with their buttons.
// 字典管理 also opens side by side and stacked (/dict-horizontal/index, /dict-vertical/index,
// Saber's demo routes); they are menus here so that the console's "not in your menu → 403" rule
// lets the administrator in. Granted to the administrator role (every menu); 运营人员 lists none.

// menus.ts spreads these rows into its list, so only its type may be imported from it here (a
// value import would run before menus.ts has defined it).
const buttons = (resource: string): MenuSeed[] =>
  (
    [
      ['add', '新增', 'plus'],
      ['edit', '修改', 'form'],
      ['delete', '删除', 'delete'],
      ['view', '查看', 'file-text'],
    ] as const
  ).map(([kind, name, source], index) => ({
    code: `${resource}_${kind}`,
    parent: resource,
    name,
    alias: kind,
    path: `/${resource}/${kind}`,
    source,
    sort: index + 1,
    category: 2,
  }));

export const dictMenuSeeds: MenuSeed[] = [
  { code: 'dict', parent: 'system', name: '字典管理', path: '/system/dict', source: 'iconfont iconicon_book', sort: 5 },
  {
    code: 'dictbiz',
    parent: 'system',
    name: '业务字典',
    path: '/system/dict-biz',
    source: 'iconfont icon-dict',
    sort: 6,
  },
  ...buttons('dict'),
  ...buttons('dictbiz'),
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
