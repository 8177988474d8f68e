import { crudButtons, type MenuSeed } from './menu-seed';

// 用户管理 under 系统管理, with its buttons as BladeX names them (Saber's user.vue checks
// user_add/_edit/_delete/_view, user_role 角色配置, user_reset 密码重置, user_unlock 账号解封,
// user_platform 平台配置, user_export 导出). Granted to the administrator roles ('*'); 运营人员 gets none.

const special = (code: string, name: string, alias: string, source: string, sort: number): MenuSeed => ({
  code: `user_${code}`,
  parent: 'user',
  name,
  alias,
  path: `/user/${code}`,
  source,
  sort,
  category: 2,
});

export function userMenuSeeds(): MenuSeed[] {
  return [
    {
      code: 'user',
      parent: 'system',
      name: '用户管理',
      alias: 'menu',
      path: '/system/user',
      source: 'iconfont iconicon_principal',
      sort: 0,
    },
    ...crudButtons('user', ['add', 'edit', 'delete', 'view']),
    special('role', '角色配置', 'role', 'user-add', 5),
    special('reset', '密码重置', 'reset', 'retweet', 6),
    special('unlock', '账号解封', 'unlock', 'unlock', 7),
    special('platform', '平台配置', 'platform', 'setting', 8),
    special('export', '导出', 'export', 'export', 9),
  ];
}
