import { placed, screenButtons, type MenuPlace, type MenuSeed } from './menu-seed';

// 资源管理 (issue 12), as BladeX names it: 对象存储, 短信配置 (their modules' rows, entities/oss.ts and
// sms.ts, placed where they were so their ids stay), 附件管理 with their buttons. Appended after
// every earlier menu row, so no other menu id moves.

/** The resource screens' menus and buttons, as BladeX names them. */
export function resourceMenuSeeds(): (MenuSeed | MenuPlace)[] {
  return [
    { code: 'resource', name: '资源管理', alias: 'menu', path: '/resource', source: 'iconfont icon-folder', sort: 4 },
    placed('oss', 'screen'),
    placed('sms', 'screen'),
    {
      code: 'attach',
      parent: 'resource',
      name: '附件管理',
      alias: 'menu',
      path: '/resource/attach',
      source: 'iconfont icon-file',
      sort: 3,
    },
    placed('oss', 'buttons'),
    placed('sms', 'buttons'),
    ...screenButtons(
      'attach',
      ['delete', 'view'],
      [
        ['upload', '上传', 'upload'],
        ['download', '下载', 'download'],
        ['pdf', '转PDF', 'file-pdf'],
      ],
    ),
  ];
}
