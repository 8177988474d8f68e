import { QueryClient } from '@tanstack/react-query';
import { config } from './config';
import { createAccessControlProvider } from './providers/access-control';
import { createAuthProvider } from './providers/auth-provider';
import { createAuthStorage } from './providers/auth-storage';
import { createDataProvider } from './providers/data-provider';
import { createHttpClient } from './providers/http';
import { acceptLanguage, createI18nProvider, i18n } from './providers/i18n';
import { createMenuService } from './providers/menu-service';
import { navigation } from './providers/navigation';
import { createNotificationProvider } from './providers/notification-provider';
import { createSessionStore } from './providers/session-store';
import { toast } from './providers/toast';
import { tabsStore } from './shell/tabs/tabs-store';
import { clearTopMenu } from './shell/top-menu-store';

export const DEFAULT_AVATAR = '/img/default-avatar.svg';

/** The composition root: one instance of every provider, wired together. */
export function createServices(options: { ready?: () => Promise<void> } = {}) {
  const storage = createAuthStorage();
  const session = createSessionStore();
  const queryClient = new QueryClient({
    // Within a minute a page shown again (tab switch) uses what it has instead of refetching.
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 } },
  });
  const localLogoutHooks = new Set<() => void>();
  const http = createHttpClient({
    ...config,
    baseURL: config.apiBase,
    storage,
    notify: toast.show,
    translate: (key) => i18n.t(key),
    language: acceptLanguage,
    extraHeaders: (): Record<string, string> => {
      const user = storage.getUser();
      if (!config.switchMode || !user) return {};
      return { 'Role-Id': user.roleId, 'Dept-Id': user.deptId };
    },
    ready: options.ready,
    onUnauthorized: () => {
      auth.clearLocal();
      navigation.go('/login');
    },
  });
  const menus = createMenuService(http, session, config.services.management);
  const auth = createAuthProvider({
    http,
    storage,
    session,
    menus,
    authService: config.services.auth,
    managementService: config.services.management,
    defaultTenantId: config.tenantId,
    captchaMode: config.captchaMode,
    defaultAvatar: DEFAULT_AVATAR,
    onLocalLogout: () => {
      queryClient.clear();
      tabsStore.clear();
      clearTopMenu();
      localLogoutHooks.forEach((hook) => hook());
    },
  });
  return {
    storage,
    session,
    queryClient,
    http,
    menus,
    auth,
    data: createDataProvider(http, { defaultPageSize: config.pageSize }),
    accessControl: createAccessControlProvider(session),
    i18n: createI18nProvider(),
    notification: createNotificationProvider(),
    /** Shell modules (tabs, lock, ...) register what a logout must also clear. */
    onLocalLogout: (hook: () => void) => localLogoutHooks.add(hook),
  };
}

export type Services = ReturnType<typeof createServices>;
