// The stand-in's messages of the authority screens (roles, menus, and what the top menus and the
// data and API scopes share with them), zh / en: Saber's rule texts where it has one. Merged into
// messages.ts.

export const accessMessages = {
  roleNameRequired: ['请输入角色名称', 'Please enter the role name'],
  roleAliasRequired: ['请输入角色别名', 'Please enter the role alias'],
  roleParentInvalid: ['上级角色不能是自己或自己的下级', 'the parent cannot be the role itself or one below it'],
  roleIdsRequired: ['请选择角色', 'please select a role'],
  menuCodeRequired: ['请输入菜单编号', 'Please enter the menu code'],
  menuSourceRequired: ['请选择菜单图标', 'Please choose the menu icon'],
  menuUnknown: ['菜单不存在', 'menu not found'],
  scopeMenuRequired: ['请选择菜单', 'Please select the menu'],
} as const satisfies Record<string, readonly [zh: string, en: string]>;
