import { crudButtons, type MenuSeed } from './menu-seed';

// 资源管理 (issue 12), as BladeX names it: 对象存储, 短信配置, 附件管理 with their buttons. Appended
// after every earlier menu row, so no other menu id moves. A function, called where menus.ts
// lists its rows (the two files import each other).

/** A special button of a screen: `<screen>_<suffix>`. */
const special = (screen: string, suffix: string, name: string, source: string, sort: number): MenuSeed => ({
  code: `${screen}_${suffix}`,
  parent: screen,
  name,
  alias: suffix,
  path: `/${screen}/${suffix}`,
  source,
  sort,
  category: 2,
});

/** The resource screens' menus and buttons, as BladeX names them. */
export function resourceMenuSeeds(): MenuSeed[] {
  return [
    { code: 'resource', name: '资源管理', alias: 'menu', path: '/resource', source: 'iconfont icon-folder', sort: 4 },
    {
      code: 'oss',
      parent: 'resource',
      name: '对象存储',
      alias: 'menu',
      path: '/resource/oss',
      source: 'iconfont icon-database',
      sort: 1,
    },
    {
      code: 'sms',
      parent: 'resource',
      name: '短信配置',
      alias: 'menu',
      path: '/resource/sms',
      source: 'iconfont icon-message',
      sort: 2,
    },
    {
      code: 'attach',
      parent: 'resource',
      name: '附件管理',
      alias: 'menu',
      path: '/resource/attach',
      source: 'iconfont icon-file',
      sort: 3,
    },
    ...crudButtons('oss', ['add', 'edit', 'delete', 'view']),
    special('oss', 'enable', '启用', 'check-circle', 5),
    special('oss', 'debug', '调试', 'bug', 6),
    ...crudButtons('sms', ['add', 'edit', 'delete', 'view']),
    special('sms', 'enable', '启用', 'check-circle', 5),
    special('sms', 'send', '发送', 'send', 6),
    ...crudButtons('attach', ['delete', 'view']),
    special('attach', 'upload', '上传', 'upload', 3),
    special('attach', 'download', '下载', 'download', 4),
    special('attach', 'pdf', '转PDF', 'file-pdf', 5),
  ];
}
