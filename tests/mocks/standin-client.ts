import CryptoJS from 'crypto-js';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { DbHooks } from '../../mocks/db';
import { createStandinServer } from '../../mocks/node';
import type { StandinOptions } from '../../mocks/options';
import type { MenuRow } from '../../mocks/types';

// Plain-fetch helpers for the stand-in tests: the wire as a client would speak it.

export const ORIGIN = location.origin;
export const BASIC = `Basic ${btoa('saber:saber_secret')}`;
export const MGMT = '/api/zhiyuan-management';

export type Json = Record<string, unknown>;
export type Answer<T = Json> = { status: number; body: T };
export type Envelope<T = unknown> = { code: number; success: boolean; data: T; msg: string };
export type PageData<T = Json> = { records: T[]; total: number; size: number; current: number; pages: number };

export const md5 = (text: string): string => CryptoJS.MD5(text).toString();

type CallOptions = {
  token?: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  basic?: boolean;
};

/** A business call; `path` is absolute from the origin (e.g. `${MGMT}/param/list?current=1`). */
export async function call<T = unknown>(path: string, options: CallOptions = {}): Promise<Answer<Envelope<T>>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.basic !== false) headers.Authorization = BASIC;
  if (options.token) headers['Blade-Auth'] = `bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${ORIGIN}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** POST oauth/token with query params, as the console sends them. */
export async function requestToken(
  query: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const search = new URLSearchParams({ scope: 'all', type: 'account', ...query });
  const response = await fetch(`${ORIGIN}/api/blade-auth/oauth/token?${search}`, {
    method: 'POST',
    headers: { Authorization: BASIC, ...headers },
  });
  return { status: response.status, body: (await response.json()) as Json };
}

export function passwordGrant(
  username: string,
  password: string,
  tenantId = '000000',
  headers: Record<string, string> = {},
) {
  return requestToken(
    { tenantId, username, password: md5(password), grant_type: 'password' },
    { 'Tenant-Id': tenantId, ...headers },
  );
}

/** Logs in and returns the access token; fails the test when the login fails. */
export async function login(username: string, password: string, tenantId = '000000'): Promise<string> {
  const { status, body } = await passwordGrant(username, password, tenantId);
  if (status !== 200) throw new Error(`login ${username}@${tenantId} failed: ${JSON.stringify(body)}`);
  return String(body.access_token);
}

type CodeNode = { code: string; category: number; children: CodeNode[] };

/**
 * The codes of the menus (not buttons) right under the menu `code` (null: the top level) in the
 * seed's menu table, in their sort order: what a role granted the whole of it sees there, however
 * many screens it has.
 */
export const screensUnder = (menus: readonly MenuRow[], code: string | null): string[] => {
  const parentId = code === null ? '0' : menus.find((menu) => menu.code === code)?.id;
  return menus
    .filter((menu) => menu.category === 1 && menu.parentId === parentId)
    .sort((a, b) => a.sort - b.sort)
    .map((menu) => menu.code);
};

/** The flat permission codes of a buttons tree (its category-2 nodes). */
export const buttonCodes = (nodes: CodeNode[]): string[] =>
  nodes.flatMap((node) => [...(node.category === 2 ? [node.code] : []), ...buttonCodes(node.children)]);

/**
 * One stand-in per describe block: msw/node allows a single listening server at a time. A test
 * that reaches the 404 catch-all without `standin.expectUnknown()` fails after it ends.
 */
export function useServer(options: Partial<StandinOptions> = {}, hooks: DbHooks = {}) {
  const standin = createStandinServer(options, hooks);
  beforeAll(() => standin.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(async () => {
    try {
      standin.assertNoUnknownCalls();
      // These tests send bad calls on purpose; what the stand-in answers must still be BladeX's shape.
      await standin.assertConformant({ calls: false });
    } finally {
      standin.reset();
    }
  });
  afterAll(() => standin.server.close());
  return standin;
}
