import { placed, type MenuPlace, type MenuSeed } from './menu-seed';

// 资源管理, as BladeX names it, with 对象存储, 短信配置 and 附件管理: their modules' rows
// (entities/oss.ts, sms.ts, attach.ts), placed where they stood so their ids stay. Appended after
// every earlier menu row, so no other menu id moves.

/** The resource screens' menus and buttons, as BladeX names them. */
export function resourceMenuSeeds(): (MenuSeed | MenuPlace)[] {
  return [
    { code: 'resource', name: '资源管理', alias: 'menu', path: '/resource', source: 'iconfont icon-folder', sort: 4 },
    placed('oss', 'screen'),
    placed('sms', 'screen'),
    placed('attach', 'screen'),
    placed('oss', 'buttons'),
    placed('sms', 'buttons'),
    placed('attach', 'buttons'),
  ];
}
