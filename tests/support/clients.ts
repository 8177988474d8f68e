import { vi } from 'vitest';
import { config } from '../../src/config';
import { createAuthProvider } from '../../src/providers/auth-provider';
import { createAuthStorage } from '../../src/providers/auth-storage';
import { createDataProvider } from '../../src/providers/data-provider';
import { createHttpClient, type HttpClientOptions } from '../../src/providers/http';
import { createMenuService } from '../../src/providers/menu-service';
import { createSessionStore } from '../../src/providers/session-store';
import zh from '../../src/locales/zh';

const lookup = (key: string): string =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], zh) as string ?? key;

/** The real providers, wired as the app wires them, with spies where the UI would be. */
export function createClients(overrides: Partial<HttpClientOptions> = {}) {
  const storage = createAuthStorage(localStorage, sessionStorage);
  const session = createSessionStore();
  const notify = vi.fn<HttpClientOptions['notify']>();
  const onUnauthorized = vi.fn(() => auth.clearLocal());
  const onLocalLogout = vi.fn();
  const http = createHttpClient({
    ...config,
    baseURL: '/api',
    storage,
    notify,
    translate: lookup,
    language: () => 'zh-CN',
    onUnauthorized,
    ...overrides,
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
    captchaMode: false,
    defaultAvatar: '/img/default-avatar.svg',
    onLocalLogout,
  });
  const data = createDataProvider(http, { defaultPageSize: config.pageSize });
  const login = async (username = 'admin', password = 'admin', tenantId = '000000') => {
    const result = await auth.login({ tenantId, username, password });
    if (!result.success) throw new Error(`login failed: ${String(result.error?.message)}`);
  };
  return { storage, session, notify, onUnauthorized, onLocalLogout, http, menus, auth, data, login };
}

export const PARAM = { resource: 'param', meta: { api: { base: `${config.services.management}/param`, family: 'blade' as const } } };
