// The stand-in's messages of the authority screens (roles, menus, top menus, data and API
// scopes), zh / en: Saber's rule texts where it has one. Merged into messages.ts.

export const accessMessages = {
  roleNameRequired: ['请输入角色名称', 'Please enter the role name'],
  roleAliasRequired: ['请输入角色别名', 'Please enter the role alias'],
  roleParentInvalid: ['上级角色不能是自己或自己的下级', 'the parent cannot be the role itself or one below it'],
  roleIdsRequired: ['请选择角色', 'please select a role'],
  menuCodeRequired: ['请输入菜单编号', 'Please enter the menu code'],
  menuNameRequired: ['请输入菜单名称', 'Please enter the menu name'],
  menuAliasRequired: ['请输入菜单别名', 'Please enter the menu alias'],
  menuPathRequired: ['请输入路由地址', 'Please enter the route path'],
  menuSourceRequired: ['请选择菜单图标', 'Please choose the menu icon'],
  menuCategoryRequired: ['请选择菜单类型', 'Please choose the menu type'],
  menuCodeExists: ['菜单编号已存在!', 'the menu code already exists!'],
  menuParentInvalid: ['上级菜单不能是自己或自己的下级', 'the parent cannot be the menu itself or one below it'],
  menuUnknown: ['菜单不存在', 'menu not found'],
  scopeMenuRequired: ['请选择菜单', 'Please select the menu'],
  dataScopeCodeRequired: ['请输入数据权限编号', 'Please enter the data scope code'],
  dataScopeNameRequired: ['请输入数据权限名称', 'Please enter the data scope name'],
  dataScopeColumnRequired: ['请输入数据权限字段', 'Please enter the scope column'],
  dataScopeTypeRequired: ['请选择规则类型', 'Please choose the rule type'],
  dataScopeFieldRequired: ['请输入数据权限可见的字段', 'Please enter the visible fields'],
  dataScopeClassRequired: [
    '请输入MybatisMapper对应方法的完整类名路径',
    'Please enter the full class path of the MyBatis mapper method',
  ],
  apiScopeCodeRequired: ['请输入权限编号', 'Please enter the scope code'],
  apiScopeNameRequired: ['请输入权限名称', 'Please enter the scope name'],
  apiScopePathRequired: ['请输入权限路径', 'Please enter the API path'],
  apiScopeTypeRequired: ['请选择接口类型', 'Please choose the API type'],
} as const satisfies Record<string, readonly [zh: string, en: string]>;
