import { crudButtons, type MenuSeed } from './menu-seed';

/**
 * The desk (工作台) with its 通知公告, as BladeX names and places them (BladeX's desk icon and
 * path; the notice list at /desk/notice), with the list's four buttons.
 */
export function noticeMenuSeeds(): MenuSeed[] {
  return [
    { code: 'desk', name: '工作台', alias: 'menu', path: '/desk', source: 'iconfont iconicon_airplay', sort: 4 },
    {
      code: 'notice',
      parent: 'desk',
      name: '通知公告',
      alias: 'menu',
      path: '/desk/notice',
      source: 'iconfont iconicon_sms',
      sort: 1,
    },
    ...crudButtons('notice', ['add', 'edit', 'delete', 'view']),
  ];
}
