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
import { placed, type MenuPlace, type MenuSeed } from './menu-seed';

// The platform menu, one plain row per menu or button. Add a screen by adding its rows:
// `parent` names the parent by code, so ids never have to be written by hand. A screen whose
// entity is a module (mocks/entities) brings its own rows: a list names where they stood
// (`placed`), and a module no list places is appended after every row here.

export const menuSeeds: (MenuSeed | MenuPlace)[] = [
  { code: 'system', name: '系统管理', alias: 'menu', path: '/system', source: 'iconfont iconicon_setting', sort: 1 },
  placed('param', 'screen'),
  placed('tenantpackage', 'screen'),
  placed('param', 'buttons'),
  placed('tenantpackage', 'buttons'),
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
