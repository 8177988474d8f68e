import { guardedLocal } from './guarded-storage';
import type { MenuItem, PermissionMap } from './menu-types';

type SessionState = {
  /** The user's whole menu; null until it has been loaded for this session. */
  menus: MenuItem[] | null;
  /** The sider's menu when a top menu narrows it (null: the whole menu). */
  siderMenus: MenuItem[] | null;
  permissions: PermissionMap;
};

const MENU_KEY = 'saber-menu';
const PERMISSION_KEY = 'saber-permission';

const load = <T>(key: string, fallback: T): T => {
  try {
    const raw = guardedLocal.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
};

/**
 * The cache is only a head start for the next reload (the app reloads menu and buttons from the
 * server): a copy that does not fit is dropped, not kept in memory, so it neither fails the login
 * nor says the session is lost. The state itself is in memory anyway.
 */
const cache = (key: string, text: string) => {
  if (!guardedLocal.tryPersist(key, text)) guardedLocal.removeItem(key);
};

export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * The user's menu and button permissions. Cached in local storage so a reload paints the sider
 * at once; the app revalidates them from the server in the background.
 */
export function createSessionStore() {
  let state: SessionState = {
    menus: load<MenuItem[] | null>(MENU_KEY, null),
    siderMenus: null,
    permissions: load(PERMISSION_KEY, {}),
  };
  // The JSON of what the state holds: a new answer is compared with it, and cached as it is.
  let menusText = JSON.stringify(state.menus);
  let permissionsText = JSON.stringify(state.permissions);
  // True once the server's menu arrived in this page's life (not just the cached copy).
  let fresh = false;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    get: () => state,
    isFresh: () => fresh,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // The server's answer on a reload is almost always the cached copy again: then nothing
    // changes and nothing re-renders (the frame would else render twice while the first page draws).
    setMenus(menus: MenuItem[]) {
      fresh = true;
      const text = JSON.stringify(menus);
      if (state.menus && text === menusText) return;
      state = { ...state, menus };
      menusText = text;
      cache(MENU_KEY, text);
      emit();
    },
    setSiderMenus(siderMenus: MenuItem[] | null) {
      if (siderMenus === null && state.siderMenus === null) return;
      state = { ...state, siderMenus };
      emit();
    },
    setPermissions(permissions: PermissionMap) {
      const text = JSON.stringify(permissions);
      if (text === permissionsText) return;
      state = { ...state, permissions };
      permissionsText = text;
      cache(PERMISSION_KEY, text);
      emit();
    },
    clear() {
      fresh = false;
      state = { menus: null, siderMenus: null, permissions: {} };
      menusText = JSON.stringify(state.menus);
      permissionsText = JSON.stringify(state.permissions);
      guardedLocal.removeItem(MENU_KEY);
      guardedLocal.removeItem(PERMISSION_KEY);
      emit();
    },
  };
}
