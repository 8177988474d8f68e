import type { MenuRow as MenuVo } from '../src/resources/system/menu';
import type { TopMenuRow } from '../src/resources/system/top-menu';

// Menus, buttons and the grants that decide who sees them. Re-exported from `types.ts`.

/** blade_menu as stored: the VO without the words it adds. */
export type MenuRow = Omit<MenuVo, 'parentName' | 'categoryName' | 'actionName' | 'isOpenName' | 'hasChildren'>;

export type RoleMenuRow = { id: string; roleId: string; menuId: string };

export type { TopMenuRow };

/** The top-menu grant (Blade's blade_top_menu_setting): which menus a top menu groups. */
export type TopMenuSettingRow = { id: string; topMenuId: string; menuId: string };

/** Which roles see a top menu. Blade lists every top menu of the tenant; the stand-in narrows by
 * role so that a role switch visibly changes the top bar. */
export type RoleTopMenuRow = { id: string; roleId: string; topMenuId: string };
