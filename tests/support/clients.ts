import { vi } from 'vitest';
import { config } from '../../src/config';
import type { HttpClientOptions } from '../../src/providers/http';
import { createServices } from '../../src/services';
import zh from '../../src/locales/zh';

const lookup = (key: string): string =>
  (key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], zh) as string) ?? key;

/** The app's own composition root, with spies where the UI would be. */
export function createClients(overrides: Partial<HttpClientOptions> = {}) {
  const notify = vi.fn<HttpClientOptions['notify']>();
  const onUnauthorized = vi.fn(() => services.auth.clearLocal());
  const onLocalLogout = vi.fn();
  const services = createServices({
    http: { baseURL: '/api', notify, translate: lookup, language: () => 'zh-CN', onUnauthorized, ...overrides },
  });
  services.onLocalLogout(onLocalLogout);
  const { storage, session, http, menus, auth, data } = services;
  const login = async (username = 'admin', password = 'admin', tenantId = '000000') => {
    const result = await auth.login({ tenantId, username, password });
    if (!result.success) throw new Error(`login failed: ${String(result.error?.message)}`);
  };
  return { storage, session, notify, onUnauthorized, onLocalLogout, http, menus, auth, data, login };
}

export const PARAM = {
  resource: 'param',
  meta: { api: { base: `${config.services.management}/param`, family: 'blade' as const } },
};
