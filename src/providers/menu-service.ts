import type { HttpClient } from './http';
import { flattenButtons, type MenuItem } from './menu-types';
import type { SessionStore } from './session-store';

/** A menu answer is a list of nodes; an object, null or "" would break every tree walk after it. */
const isTree = (data: unknown): boolean =>
  Array.isArray(data) &&
  data.every((node: unknown) => {
    if (typeof node !== 'object' || node === null) return false;
    const { children } = node as { children?: unknown };
    return children === undefined || children === null || isTree(children);
  });

export type MenuService = ReturnType<typeof createMenuService>;

/** Loads the server-driven menu and the button permissions into the session store. */
export function createMenuService(
  http: HttpClient,
  session: SessionStore,
  /** Relative to the client's base (src/resources/session-api.ts spells them). */
  paths: { routes: string; buttons: string },
) {
  return {
    /** The whole menu (access, search), or with a top menu only the sider's part of it. */
    async loadRoutes(topMenuId?: string, { silent = false } = {}) {
      const menus = await http.get<MenuItem[]>(paths.routes, topMenuId ? { topMenuId } : undefined, {
        expect: isTree,
        silent,
      });
      if (topMenuId) session.setSiderMenus(menus);
      else session.setMenus(menus);
      return menus;
    },
    async loadButtons({ silent = false } = {}) {
      const tree = await http.get<MenuItem[]>(paths.buttons, undefined, { expect: isTree, silent });
      const permissions = flattenButtons(tree);
      session.setPermissions(permissions);
      return permissions;
    },
    /**
     * Menu first, then buttons: the permission map is built after the menu loads (spec §6).
     * `silent`: the caller shows a failure itself (the login, once it has revoked its token).
     */
    async loadAll(topMenuId?: string, options: { silent?: boolean } = {}) {
      await this.loadRoutes(undefined, options);
      await Promise.all([
        this.loadButtons(options),
        topMenuId ? this.loadRoutes(topMenuId, options) : session.setSiderMenus(null),
      ]);
    },
  };
}
