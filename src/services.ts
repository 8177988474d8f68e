import { config } from './config';
import { createAccessControlProvider } from './providers/access-control';
import { createAuthProvider } from './providers/auth-provider';
import { createAuthStorage } from './providers/auth-storage';
import { createDataProvider } from './providers/data-provider';
import { createHttpClient, type HttpClientOptions } from './providers/http';
import { acceptLanguage, createI18nProvider, i18n } from './providers/i18n';
import { createMenuService } from './providers/menu-service';
import { navigation } from './providers/navigation';
import { createNotificationProvider } from './providers/notification-provider';
import { createSessionStore } from './providers/session-store';
import { sessionApi } from './resources/session-api';
import { warnWhenSessionInMemory } from './providers/storage-warning';
import { toast } from './providers/toast';
import { keepUnsaved } from './lib/unsaved-input';
import { tokenHeaderValue } from './providers/token-header';
import { tabsStore } from './shell/tabs/tabs-store';
import { clearTopMenu } from './shell/top-menu-store';

import { DEFAULT_AVATAR } from './config';

// Once per page, however many compositions (tests make one each): a session that has to live in
// memory (storage full or disabled) is told so.
warnWhenSessionInMemory();

export type ServiceOptions = {
  /** Resolves when the backend can be called (the in-browser stand-in has started). */
  ready?: () => Promise<void>;
  encryptToken?: (token: string) => string;
  /** Replaces parts of the request layer's wiring (tests put spies where the UI would be). */
  http?: Partial<HttpClientOptions>;
};

/** The composition root: one instance of every provider, wired together. */
export function createServices(options: ServiceOptions = {}) {
  const storage = createAuthStorage();
  const session = createSessionStore();
  const localLogoutHooks = new Set<() => void>();
  const translate = options.http?.translate ?? ((key: string) => i18n.t(key));
  const http = createHttpClient({
    ...config,
    baseURL: config.apiBase,
    storage,
    notify: toast.show,
    translate,
    language: acceptLanguage,
    extraHeaders: (): Record<string, string> => {
      const user = storage.getUser();
      if (!config.switchMode || !user) return {};
      return { 'Role-Id': user.roleId, 'Dept-Id': user.deptId };
    },
    ready: options.ready,
    encryptToken: options.encryptToken,
    onUnauthorized: () => {
      // The open dialogs' typed input, for the same user's next login in this tab.
      keepUnsaved();
      auth.clearLocal();
      navigation.go('/login');
    },
    ...options.http,
  });
  const menus = createMenuService(http, session, sessionApi.menus);
  const auth = createAuthProvider({
    http,
    storage,
    session,
    menus,
    paths: sessionApi,
    defaultTenantId: config.tenantId,
    captchaMode: config.captchaMode,
    translate,
    tokenTime: config.tokenTime,
    defaultAvatar: DEFAULT_AVATAR,
    homePath: config.homePath,
    authHeader: (accessToken) => ({
      [options.http?.tokenHeader ?? config.tokenHeader]: tokenHeaderValue(
        accessToken,
        options.http?.encryptToken ?? options.encryptToken,
      ),
    }),
    onLocalLogout: () => {
      http.forgetSession();
      tabsStore.clear();
      clearTopMenu();
      localLogoutHooks.forEach((hook) => hook());
    },
  });
  return {
    storage,
    session,
    http,
    menus,
    auth,
    data: createDataProvider(http, { defaultPageSize: config.pageSize }),
    accessControl: createAccessControlProvider(session),
    i18n: createI18nProvider(),
    notification: createNotificationProvider(),
    /** Starts the backend where it runs in the browser (the stand-in); nothing to do for a gateway. */
    warmBackend: () => options.ready?.() ?? Promise.resolve(),
    /** Shell modules (tabs, lock, ...) register what a logout must also clear. */
    onLocalLogout: (hook: () => void) => {
      localLogoutHooks.add(hook);
      return () => void localLogoutHooks.delete(hook);
    },
  };
}

export type Services = ReturnType<typeof createServices>;
