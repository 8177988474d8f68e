import { placed, type MenuPlace, type MenuSeed } from './menu-seed';

/**
 * The desk (工作台), as BladeX names and places it (its icon and path), with its 通知公告: the
 * notice module's rows (entities/notice.ts), placed here so their ids stay.
 */
export function noticeMenuSeeds(): (MenuSeed | MenuPlace)[] {
  return [
    { code: 'desk', name: '工作台', alias: 'menu', path: '/desk', source: 'iconfont iconicon_airplay', sort: 4 },
    placed('notice', 'screen'),
    placed('notice', 'buttons'),
  ];
}
