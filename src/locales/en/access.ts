// Roles, menus, top menus, data and API scopes.
export default {};
