import type { HttpClient } from './http';
import { flattenButtons, type MenuItem } from './menu-types';
import type { SessionStore } from './session-store';

export type MenuService = ReturnType<typeof createMenuService>;

/** Loads the server-driven menu and the button permissions into the session store. */
export function createMenuService(http: HttpClient, session: SessionStore, managementService: string) {
  const base = `/${managementService}/menu`;
  return {
    /** The whole menu (access, search), or with a top menu only the sider's part of it. */
    async loadRoutes(topMenuId?: string) {
      const menus = (await http.get<MenuItem[]>(`${base}/routes`, topMenuId ? { topMenuId } : undefined)) ?? [];
      if (topMenuId) session.setSiderMenus(menus);
      else session.setMenus(menus);
      return menus;
    },
    async loadButtons() {
      const tree = await http.get<MenuItem[]>(`${base}/buttons`);
      const permissions = flattenButtons(tree ?? []);
      session.setPermissions(permissions);
      return permissions;
    },
    /** Menu first, then buttons: the permission map is built after the menu loads (spec §6). */
    async loadAll(topMenuId?: string) {
      await this.loadRoutes();
      await Promise.all([this.loadButtons(), topMenuId ? this.loadRoutes(topMenuId) : session.setSiderMenus(null)]);
    },
  };
}
