import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SessionStore } from './session-store';
import type { MenuService } from './menu-service';
import type { AuthStorage } from './auth-storage';
import type { HttpClient } from './http';
import type { createAuthProvider } from './auth-provider';

type SessionServices = {
  store: SessionStore;
  menus: MenuService;
  storage: AuthStorage;
  http: HttpClient;
  auth: ReturnType<typeof createAuthProvider>;
  /** Starts the spec §4 refresh loop; returns its stop function. */
  startRefreshLoop: () => () => void;
};

const SessionContext = createContext<SessionServices | null>(null);

export const SessionProvider = SessionContext.Provider;

export function useSessionServices(): SessionServices {
  const services = useContext(SessionContext);
  if (!services) throw new Error('useSessionServices needs a <SessionProvider>');
  return services;
}

/** The user's menu and permissions, re-rendering when they change. */
export function useSessionState() {
  const { store } = useSessionServices();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
