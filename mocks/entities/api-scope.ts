import { seedTime } from '../seed-builders';
import type { ApiScopeRow } from '../types-access';
import { defineEntity, type Entity } from './entity';
import { scopeCrud } from './scope-kit';

// 接口权限 (Blade's ApiScopeController, blade_scope_api): the API scopes of a menu, the blade family
// as entities/scope-kit.ts says; the screen is the menu tree, each menu's scopes in a drawer
// opened by 权限配置 (api_scope_setting, as Saber names it).

/** API scopes: menu code, name, path pattern, api_scope_type (1 系统接口, 2 业务接口). */
const API_SCOPES: readonly (readonly [code: string, name: string, path: string, type: number])[] = [
  ['user', '用户列表', '/zhiyuan-management/user/page', 1],
  ['user', '用户新增', '/zhiyuan-management/user/submit', 1],
  ['dept', '部门列表', '/zhiyuan-management/dept/lazy-list', 1],
  ['param', '参数列表', '/zhiyuan-management/param/list', 2],
  ['param', '参数保存', '/zhiyuan-management/param/submit', 2],
];

const apiScope: Entity<'apiScopes', ApiScopeRow> = defineEntity<ApiScopeRow>()({
  code: 'apiscope',
  table: 'apiScopes',
  // After the data scopes in the authority screens' sequence, their seed times going on from theirs.
  ids: 'access',
  seed: ({ nextId, seeded: { menus, dataScopes } }) =>
    API_SCOPES.flatMap(([code, scopeName, scopePath, scopeType]) => {
      const menu = menus.find((each) => each.code === code);
      if (!menu) return [];
      return [
        { id: nextId(), menuId: menu.id, resourceCode: `${code}_api`, scopeName, scopePath, scopeType, remark: '' },
      ];
    }).map((row, index) => {
      const time = seedTime(dataScopes.length + index);
      return { ...row, createTime: time, updateTime: time };
    }),
  messages: {
    apiScopeCodeRequired: ['请输入权限编号', 'Please enter the scope code'],
    apiScopeNameRequired: ['请输入权限名称', 'Please enter the scope name'],
    apiScopePathRequired: ['请输入权限路径', 'Please enter the API path'],
    apiScopeTypeRequired: ['请选择接口类型', 'Please choose the API type'],
  },
  permission: 'menu',
  menu: {
    parent: 'authority',
    name: '接口权限',
    path: '/authority/apiscope',
    source: 'iconfont icon-scope-api',
    sort: 3,
    buttons: [],
    extra: [['setting', '权限配置', 'setting', { code: 'api_scope_setting' }]],
  },
  serve: ({ db, api, blade }) =>
    blade({
      base: `${api.management}/api-scope`,
      blank: { menuId: '', resourceCode: '', scopeName: '', scopePath: '', scopeType: 0, remark: '' },
      required: [
        ['menuId', 'scopeMenuRequired'],
        ['scopeName', 'apiScopeNameRequired'],
        ['resourceCode', 'apiScopeCodeRequired'],
        ['scopePath', 'apiScopePathRequired'],
      ],
      ...scopeCrud(db, { dict: 'api_scope_type', last: 2, required: 'apiScopeTypeRequired' }),
    }),
});

export default apiScope;
