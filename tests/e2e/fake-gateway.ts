import type { Request, Route } from 'playwright-core';
import { gatewayPath } from '../../contract/conformance';
import { endpointFor } from '../../contract/endpoint-table';

// A BladeX-shaped gateway inside the browser test, for the faults the stand-in does not make:
// the context blocks service workers (so the stand-in cannot start) and every /api call is
// answered here. Just enough of the contract to log in and open 参数管理.

export type Faults = {
  /** oauth/token answers HTTP 200 with an R refusal instead of a token. */
  tokenRefusal?: string;
  /** expires_in as sent in every token answer. */
  expiresIn?: unknown;
  /** param/list answers the app's own index.html under HTTP 200. */
  htmlList?: boolean;
  /** Tokens the gateway no longer accepts; their 401s are answered 150 ms apart. */
  dead?: Set<string>;
  /**
   * A refresh token works once (rotation); spent again it answers spring-security-oauth2's 401
   * "Invalid refresh token". Access tokens older than expiresIn seconds answer 401.
   */
  rotate?: boolean;
  /** While set, a refresh is taken (its token spent) but its answer waits for this promise. */
  holdRefresh?: Promise<void>;
};

/** What the answers use of a Playwright route: the HTTP server (gateway-server.ts) makes one too. */
export type GatewayRoute = {
  request(): Pick<Request, 'url' | 'headers' | 'method' | 'postData'>;
  fulfill: Route['fulfill'];
};
/** Where the answers are mounted: a browser context, or the HTTP server. */
type RouteHost = { route(url: string, answer: (route: GatewayRoute) => Promise<void>): Promise<unknown> };

export type Gateway = {
  faults: Faults;
  grants: string[];
  calls: string[];
  token: () => string;
  rejected: () => number;
  /** Every access token issued so far answers 401 from now on, whatever its lifetime (rotate). */
  expireIssued: () => void;
};

export const envelope = (data: unknown, code = 200, msg = '操作成功') => ({ code, success: code === 200, data, msg });

export const menus = [
  {
    id: '1',
    parentId: '0',
    code: 'system',
    name: '系统管理',
    alias: 'menu',
    path: '/system',
    source: 'iconfont iconicon_setting',
    sort: 1,
    category: 1,
    children: [
      {
        id: '2',
        parentId: '1',
        code: 'param',
        name: '参数管理',
        alias: 'menu',
        path: '/system/param',
        source: 'iconfont iconicon_community',
        sort: 1,
        category: 1,
        children: [],
      },
    ],
  },
];
export const buttons = [
  {
    id: '2',
    parentId: '1',
    code: 'param',
    name: '参数管理',
    path: '/system/param',
    children: ['add', 'edit', 'delete', 'view'].map((kind, i) => ({
      id: `3${i}`,
      parentId: '2',
      code: `param_${kind}`,
      name: kind,
      path: '',
      children: [],
    })),
  },
];
const params = Array.from({ length: 12 }, (_, i) => ({
  id: String(1123598821738675201n + BigInt(i)),
  tenantId: '000000',
  paramName: `网关参数${i + 1}`,
  paramKey: `gateway.key${i + 1}`,
  paramValue: String(i),
  remark: '',
  createTime: '2025-01-01 10:00:00',
}));

export async function fakeGateway(context: RouteHost, faults: Faults = {}): Promise<Gateway> {
  let issued = 0;
  let current = '';
  let rejected = 0;
  const spent = new Set<string>();
  const issuedAt = new Map<string, number>();
  // Tokens the test declared dead (expireIssued): an expiry the test decides, not a lifetime a
  // slow page could outlive between a refresh and its next call.
  const expired = new Set<string>();
  const gateway: Gateway = {
    faults,
    grants: [],
    calls: [],
    token: () => current,
    rejected: () => rejected,
    expireIssued: () => issuedAt.forEach((_, token) => expired.add(token)),
  };
  const json = (route: GatewayRoute, body: unknown, status = 200) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  const issue = () => {
    issued += 1;
    current = `access-${issued}`;
    issuedAt.set(current, Date.now());
    return {
      access_token: current,
      token_type: 'bearer',
      refresh_token: `refresh-${issued}`,
      expires_in: 'expiresIn' in faults ? faults.expiresIn : 3600,
      tenant_id: '000000',
      user_id: '1123598821738675201',
      user_name: 'admin',
      nick_name: '管理员',
      real_name: '管理员',
      avatar: '',
      dept_id: '1',
      role_id: '1',
      role_name: 'administrator',
      account: 'admin',
      oauth_id: '',
    };
  };
  await context.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname;
    gateway.calls.push(path);
    if (path.endsWith('/oauth/token')) {
      // @RequestParam: the query, or a form body (where the console sends its grant).
      const params = new URLSearchParams(url.search);
      new URLSearchParams(route.request().postData() ?? '').forEach((value, key) => params.set(key, value));
      gateway.grants.push(params.get('grant_type') ?? '');
      if (faults.tokenRefusal) return json(route, envelope(null, 400, faults.tokenRefusal));
      const refreshToken = params.get('refresh_token');
      if (faults.rotate && refreshToken !== null) {
        if (spent.has(refreshToken)) {
          const refusal = { error: 'invalid_token', error_description: `Invalid refresh token: ${refreshToken}` };
          return json(route, refusal, 401);
        }
        spent.add(refreshToken);
        if (faults.holdRefresh) {
          await faults.holdRefresh;
          // The page that asked may be gone (reloaded) by now: nobody to answer.
          return json(route, issue()).catch(() => undefined);
        }
      }
      return json(route, issue());
    }
    const token = (route.request().headers()['blade-auth'] ?? '').replace(/^bearer /, '');
    const lifetime = Number(faults.expiresIn) * 1000;
    if (faults.rotate && (expired.has(token) || Date.now() - (issuedAt.get(token) ?? 0) > lifetime)) {
      return json(route, envelope(null, 401, '请求未授权'), 401);
    }
    if (faults.dead?.has(token)) {
      // The first 401 is held too, so the calls made meanwhile still carry the dead token.
      await new Promise((resolve) => setTimeout(resolve, 150 * ++rejected));
      return json(route, envelope(null, 401, '请求未授权'), 401);
    }
    if (path.endsWith('/menu/routes')) return json(route, envelope(menus));
    if (path.endsWith('/menu/buttons')) return json(route, envelope(buttons));
    if (path.endsWith('/param/list')) {
      if (faults.htmlList)
        return route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><html><body><div id="root"></div></body></html>',
        });
      const size = Number(url.searchParams.get('size') ?? 10);
      const currentPage = Number(url.searchParams.get('current') ?? 1);
      const records = params.slice((currentPage - 1) * size, currentPage * size);
      return json(
        route,
        envelope({ records, total: params.length, size, current: currentPage, pages: Math.ceil(params.length / size) }),
      );
    }
    // A path BladeX does not map answers as its gateway does: Blade's 404 envelope.
    if (!endpointFor(route.request().method(), gatewayPath(url.href) ?? path)) {
      return json(route, envelope(null, 404, '没找到请求'), 404);
    }
    // Everything else the console asks on the way (top menus, notices, ...): an empty answer.
    return json(route, envelope([]));
  });
  return gateway;
}
