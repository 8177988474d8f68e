import { dictMenuSeeds } from './menus-dict';
import { orgMenuSeeds } from './menus-org';
import { userMenuSeeds } from './menus-user';
import { accessMenuSeeds } from './menus-access';
import { platformMenuSeeds } from './menus-platform';
import { otoMenuSeeds } from './menus-oto';
import { resourceMenuSeeds } from './menus-resource';
import { noticeMenuSeeds } from './menus-notice';
import { logMenuSeeds } from './menus-log';
import { developMenuSeeds } from './menus-develop';
import { flowMenuSeeds } from './menus-flow';

// The platform menu, one plain row per menu or button. Add a screen by adding its rows:
// `parent` names the parent by code, so ids never have to be written by hand.

export type MenuSeed = {
  code: string;
  /** Code of the parent row; omitted for a top-level menu. */
  parent?: string;
  name: string;
  alias?: string;
  path?: string;
  source?: string;
  sort: number;
  /** 1 = menu (default), 2 = button. */
  category?: 1 | 2;
};

type ButtonKind = 'add' | 'edit' | 'delete' | 'view';

const buttonNames: Record<ButtonKind, string> = { add: '新增', edit: '修改', delete: '删除', view: '查看' };
const buttonIcons: Record<ButtonKind, string> = {
  add: 'plus',
  edit: 'form',
  delete: 'delete',
  view: 'file-text',
};

/** The `<res>_add/_edit/_delete/_view` buttons of one screen, in that order. */
export function crudButtons(resource: string, kinds: readonly ButtonKind[]): MenuSeed[] {
  return kinds.map((kind, index) => ({
    code: `${resource}_${kind}`,
    parent: resource,
    name: buttonNames[kind],
    alias: kind,
    path: `/${resource}/${kind}`,
    source: buttonIcons[kind],
    sort: index + 1,
    category: 2,
  }));
}

export const menuSeeds: MenuSeed[] = [
  { code: 'system', name: '系统管理', alias: 'menu', path: '/system', source: 'iconfont iconicon_setting', sort: 1 },
  {
    code: 'param',
    parent: 'system',
    name: '参数管理',
    alias: 'menu',
    path: '/system/param',
    source: 'iconfont iconicon_addresslist',
    sort: 1,
  },
  {
    code: 'tenantpackage',
    parent: 'system',
    name: '租户产品包',
    alias: 'menu',
    path: '/system/tenantpackage',
    source: 'iconfont iconicon_boke',
    sort: 2,
  },
  ...crudButtons('param', ['add', 'edit', 'delete', 'view']),
  ...crudButtons('tenantpackage', ['add', 'edit', 'delete']),
  // Appended, not inserted: menu ids follow this order and earlier rows keep theirs.
  { code: 'help', name: '帮助中心', path: '/help', source: 'iconfont icon-question', sort: 99 },
  // An external page: its path ends in .html, so the client embeds it (mocks/README.md).
  {
    code: 'guide',
    parent: 'help',
    name: '使用指南',
    path: '/embedded/guide.html',
    source: 'iconfont icon-read',
    sort: 1,
  },
  { code: 'test', parent: 'help', name: '测试页', path: '/test/index', source: 'iconfont icon-experiment', sort: 2 },
  ...dictMenuSeeds,
  ...orgMenuSeeds(),
  ...userMenuSeeds(),
  ...accessMenuSeeds(),
  ...platformMenuSeeds(),
  ...otoMenuSeeds(),
  ...resourceMenuSeeds(),
  ...noticeMenuSeeds(),
  ...logMenuSeeds(),
  ...developMenuSeeds(),
  ...flowMenuSeeds(),
];
