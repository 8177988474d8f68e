// Menus, buttons and the grants that decide who sees them. Re-exported from `types.ts`.

/** category 1 = menu, 2 = button. */
export type MenuRow = {
  id: string;
  parentId: string;
  code: string;
  name: string;
  alias: string;
  /** A route of the console, or an external page: a path starting with http(s):// or ending in
   * .html, which the client shows in an iframe (see mocks/README.md). */
  path: string;
  source: string;
  sort: number;
  category: 1 | 2;
  action: number;
  isOpen: number;
  remark: string;
};

export type RoleMenuRow = { id: string; roleId: string; menuId: string };

/** A tab of the top bar; `path` is the page the client opens when the tab is picked. */
export type TopMenuRow = {
  id: string;
  tenantId: string;
  code: string;
  name: string;
  source: string;
  path: string;
  sort: number;
};

/** The top-menu grant (Blade's blade_top_menu_setting): which menus a top menu groups. */
export type TopMenuSettingRow = { id: string; topMenuId: string; menuId: string };

/** Which roles see a top menu. Blade lists every top menu of the tenant; the stand-in narrows by
 * role so that a role switch visibly changes the top bar. */
export type RoleTopMenuRow = { id: string; roleId: string; topMenuId: string };
