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
const cache = (key: string, value: unknown) => {
  if (!guardedLocal.tryPersist(key, JSON.stringify(value))) guardedLocal.removeItem(key);
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
      if (state.menus && text === JSON.stringify(state.menus)) return;
      state = { ...state, menus };
      cache(MENU_KEY, menus);
      emit();
    },
    setSiderMenus(siderMenus: MenuItem[] | null) {
      if (siderMenus === null && state.siderMenus === null) return;
      state = { ...state, siderMenus };
      emit();
    },
    setPermissions(permissions: PermissionMap) {
      const text = JSON.stringify(permissions);
      if (text === JSON.stringify(state.permissions)) return;
      state = { ...state, permissions };
      cache(PERMISSION_KEY, permissions);
      emit();
    },
    clear() {
      fresh = false;
      state = { menus: null, siderMenus: null, permissions: {} };
      guardedLocal.removeItem(MENU_KEY);
      guardedLocal.removeItem(PERMISSION_KEY);
      emit();
    },
  };
}
