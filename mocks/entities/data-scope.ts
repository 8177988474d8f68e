import { seedTime } from '../seed-builders';
import type { DataScopeRow } from '../types-access';
import { defineEntity, type Entity } from './entity';
import { scopeCrud } from './scope-kit';

// 数据权限 (Blade's DataScopeController, blade_scope_data): the data scopes of a menu, the blade
// family as entities/scope-kit.ts says; the screen is the menu tree, each menu's scopes in a drawer
// opened by 权限配置 (data_scope_setting, as Saber names it).

/** Blade's data_scope_type with the column Saber fills in for it (datascope.vue initScope). */
const DATA_SCOPE_TYPES: readonly (readonly [type: number, name: string, column: string])[] = [
  [1, '全部可见', '-'],
  [2, '本人可见', 'create_user'],
  [3, '所在机构可见', 'create_dept'],
  [4, '所在机构及子级可见', 'create_dept'],
];

/** Menus with data scopes: code, the mapper method the scope narrows. */
const DATA_SCOPE_MENUS: readonly (readonly [code: string, scopeClass: string])[] = [
  ['user', 'org.springblade.system.user.mapper.UserMapper.selectUserPage'],
  ['dept', 'org.springblade.system.mapper.DeptMapper.lazyList'],
  ['post', 'org.springblade.system.mapper.PostMapper.selectPostPage'],
  ['param', 'org.springblade.system.mapper.ParamMapper.selectParamPage'],
];

const dataScope: Entity<'dataScopes', DataScopeRow> = defineEntity<DataScopeRow>()({
  code: 'datascope',
  table: 'dataScopes',
  // First in the authority screens' sequence, before the roles' grants of them (entities/role.ts).
  ids: 'access',
  seed: ({ nextId, seeded: { menus } }) =>
    DATA_SCOPE_MENUS.flatMap(([code, scopeClass]) => {
      const menu = menus.find((each) => each.code === code);
      if (!menu) return [];
      return DATA_SCOPE_TYPES.map(([scopeType, typeName, scopeColumn]) => ({
        id: nextId(),
        menuId: menu.id,
        resourceCode: menu.code,
        scopeName: `${menu.name} [${typeName}]`,
        scopeField: '*',
        scopeClass,
        scopeColumn,
        scopeType,
        scopeValue: '',
        remark: '',
      }));
    }).map((row, index) => {
      const time = seedTime(index);
      return { ...row, createTime: time, updateTime: time };
    }),
  messages: {
    dataScopeCodeRequired: ['请输入数据权限编号', 'Please enter the data scope code'],
    dataScopeNameRequired: ['请输入数据权限名称', 'Please enter the data scope name'],
    dataScopeColumnRequired: ['请输入数据权限字段', 'Please enter the scope column'],
    dataScopeTypeRequired: ['请选择规则类型', 'Please choose the rule type'],
    dataScopeFieldRequired: ['请输入数据权限可见的字段', 'Please enter the visible fields'],
    dataScopeClassRequired: [
      '请输入MybatisMapper对应方法的完整类名路径',
      'Please enter the full class path of the MyBatis mapper method',
    ],
  },
  permission: 'menu',
  menu: {
    parent: 'authority',
    name: '数据权限',
    path: '/authority/datascope',
    source: 'iconfont icon-scope-data',
    sort: 2,
    buttons: [],
    extra: [['setting', '权限配置', 'setting', { code: 'data_scope_setting' }]],
  },
  serve: ({ db, api, blade }) =>
    blade({
      base: `${api.management}/data-scope`,
      blank: {
        menuId: '',
        resourceCode: '',
        scopeName: '',
        scopeField: '*',
        scopeClass: '',
        scopeColumn: '',
        scopeType: 0,
        scopeValue: '',
        remark: '',
      },
      required: [
        ['menuId', 'scopeMenuRequired'],
        ['scopeName', 'dataScopeNameRequired'],
        ['resourceCode', 'dataScopeCodeRequired'],
        ['scopeColumn', 'dataScopeColumnRequired'],
        ['scopeField', 'dataScopeFieldRequired'],
        ['scopeClass', 'dataScopeClassRequired'],
      ],
      ...scopeCrud(db, { dict: 'data_scope_type', last: 5, required: 'dataScopeTypeRequired' }),
    }),
});

export default dataScope;
