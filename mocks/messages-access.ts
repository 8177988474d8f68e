// The stand-in's messages the authority screens' modules share (menus and top menus, the grants of
// roles, users and top menus, the data and API scopes), zh / en: Saber's rule texts where it has
// one, Blade's for a missing parameter. Merged into messages.ts.

export const accessMessages = {
  menuCodeRequired: ['请输入菜单编号', 'Please enter the menu code'],
  menuSourceRequired: ['请选择菜单图标', 'Please choose the menu icon'],
  menuUnknown: ['菜单不存在', 'menu not found'],
  // role/grant's body and user/grant's query both name the roles.
  roleIdsRequired: ['缺少必要的请求参数: roleIds', 'missing required parameter: roleIds'],
  scopeMenuRequired: ['请选择菜单', 'Please select the menu'],
} as const satisfies Record<string, readonly [zh: string, en: string]>;
