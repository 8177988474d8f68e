import { idSequence } from './ids';
import { seededRoleIds, seedTime } from './seed-builders';
import { roleSeeds } from './seed-data/accounts';
import type { ApiScopeRow, DataScopeRow, RoleScopeRow } from './types-access';
import type { MenuRow, StandinTables } from './types';

// The authority screens' seed (data and API scopes of the menus, roles' scope grants, the role
// tree), from an id range of its own so that the product's other ids do not move when it changes.

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

/** API scopes: menu code, name, path pattern, api_scope_type (1 系统接口, 2 业务接口). */
const API_SCOPES: readonly (readonly [code: string, name: string, path: string, type: number])[] = [
  ['user', '用户列表', '/zhiyuan-management/user/page', 1],
  ['user', '用户新增', '/zhiyuan-management/user/submit', 1],
  ['dept', '部门列表', '/zhiyuan-management/dept/lazy-list', 1],
  ['param', '参数列表', '/zhiyuan-management/param/list', 2],
  ['param', '参数保存', '/zhiyuan-management/param/submit', 2],
];

const menuByCode = (menus: MenuRow[], code: string) => menus.find((menu) => menu.code === code);

export function addAccessSeed(tables: StandinTables): void {
  const nextId = idSequence(1123598815739100001n);
  // The role tree: seed.ts puts every role at the top; `parent` names the role above.
  const roleIds = seededRoleIds(tables.roles);
  tables.roles = tables.roles.map((role) => {
    const seed = roleSeeds.find((each) => each.tenantId === role.tenantId && each.roleAlias === role.roleAlias);
    return seed?.parent ? { ...role, parentId: roleIds.get(seed.parent) ?? '0' } : role;
  });

  let index = 0;
  const dataScopes: DataScopeRow[] = DATA_SCOPE_MENUS.flatMap(([code, scopeClass]) => {
    const menu = menuByCode(tables.menus, code);
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
      createTime: seedTime(index),
      updateTime: seedTime(index++),
    }));
  });
  const apiScopes: ApiScopeRow[] = API_SCOPES.flatMap(([code, scopeName, scopePath, scopeType]) => {
    const menu = menuByCode(tables.menus, code);
    if (!menu) return [];
    return [
      {
        id: nextId(),
        menuId: menu.id,
        resourceCode: `${code}_api`,
        scopeName,
        scopePath,
        scopeType,
        remark: '',
        createTime: seedTime(index),
        updateTime: seedTime(index++),
      },
    ];
  });
  // 运营主管 sees all params, 运营人员 only their own; 运营主管 may call the param API.
  const grant = (roleKey: string, scopeId: string | undefined, scopeCategory: number): RoleScopeRow[] => {
    const roleId = roleIds.get(roleKey);
    return roleId && scopeId ? [{ id: nextId(), roleId, scopeId, scopeCategory }] : [];
  };
  const paramScope = (type: number) =>
    dataScopes.find((row) => row.resourceCode === 'param' && row.scopeType === type)?.id;
  const paramApis = apiScopes.filter((row) => row.resourceCode === 'param_api').map((row) => row.id);
  tables.dataScopes = dataScopes;
  tables.apiScopes = apiScopes;
  tables.roleScopes = [
    ...grant('ops-lead', paramScope(1), 1),
    ...grant('operator', paramScope(2), 1),
    ...grant('service', paramScope(2), 1),
    ...paramApis.flatMap((id) => grant('ops-lead', id, 2)),
  ];
}
