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
  const getRoutes = (topMenuId?: string, silent = false) =>
    http.get<MenuItem[]>(paths.routes, topMenuId ? { topMenuId } : undefined, { expect: isTree, silent });
  const getButtons = (silent = false) => http.get<MenuItem[]>(paths.buttons, undefined, { expect: isTree, silent });

  return {
    /** The whole menu (access, search), or with a top menu only the sider's part of it. */
    async loadRoutes(topMenuId?: string, { silent = false } = {}) {
      const menus = await getRoutes(topMenuId, silent);
      if (topMenuId) session.setSiderMenus(menus);
      else session.setMenus(menus);
      return menus;
    },
    /**
     * The menu, the buttons and a top menu's part, asked at once: one round trip of the gateway,
     * not two, between the login and home. The permission map is still set after the menu (spec
     * §6), as F5 has it from index.html's early calls. `silent`: the caller shows a failure itself
     * (the login, once it has revoked its token).
     */
    async loadAll(topMenuId?: string, options: { silent?: boolean } = {}) {
      const whole = this.loadRoutes(undefined, options);
      const buttons = getButtons(options.silent);
      const sider = topMenuId ? getRoutes(topMenuId, options.silent) : null;
      const [, tree, siderMenus] = await Promise.all([whole, buttons, sider]);
      session.setPermissions(flattenButtons(tree));
      session.setSiderMenus(siderMenus);
    },
  };
}
