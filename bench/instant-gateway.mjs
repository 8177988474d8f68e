import path from 'node:path';
import { throttle } from './network-profile.mjs';
import { serveStatic } from './static-server.mjs';

// The instant gateway both front ends meet in the side-by-side rows timed against it (the login
// click, F5 on a list): a route in the browser context answering every /api call at once, so the
// figures are the front ends' own work, not a backend's. Ours runs without its stand-in here
// (service workers blocked, and built for a gateway), as it does against a real gateway.

const envelope = (data) => ({ code: 200, success: true, data, msg: '操作成功' });

/** What blade-auth's token endpoint answers (raw, not in an R envelope). */
const TOKEN = {
  access_token: 'bench-access-token',
  refresh_token: 'bench-refresh-token',
  token_type: 'bearer',
  expires_in: 3600,
  tenant_id: '000000',
  user_id: '1123598821738675201',
  dept_id: '1123598813738675201',
  role_id: '1123598816738675201',
  user_name: 'admin',
  account: 'admin',
  nick_name: '管理员',
  real_name: '管理员',
  role_name: 'administrator',
  avatar: '',
  license: 'powered by blade',
};

const SABER_TOKEN = {
  accessToken: TOKEN.access_token,
  refreshToken: TOKEN.refresh_token,
  tokenType: 'bearer',
  expiresIn: 3600,
  tenantId: TOKEN.tenant_id,
  userId: TOKEN.user_id,
  account: TOKEN.account,
  userName: TOKEN.real_name,
  avatar: '',
  authority: TOKEN.role_name,
};

const MENUS = [
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
    hasChildren: true,
    children: [
      {
        id: '2',
        parentId: '1',
        code: 'param',
        name: '参数管理',
        alias: 'menu',
        path: '/system/param',
        source: 'iconfont iconicon_addresslist',
        sort: 1,
        category: 1,
        hasChildren: false,
        children: [],
      },
    ],
  },
  {
    id: '3',
    parentId: '0',
    code: 'desk',
    name: '工作台',
    alias: 'menu',
    path: '/desk',
    source: 'iconfont iconicon_airplay',
    sort: 2,
    category: 1,
    hasChildren: false,
    children: [],
  },
];

/** Ten parameters, as `param/list` answers them (the reload row's first page). */
const PARAMS = Array.from({ length: 10 }, (_, i) => ({
  id: String(1000 + i),
  paramName: `参数${i + 1}`,
  paramKey: `bench.param.${i + 1}`,
  paramValue: `value-${i + 1}`,
  remark: '',
  status: 1,
  isDeleted: 0,
}));

/**
 * What the gateway answers for `pathname`: a token, the menu, and an empty page or list for the
 * rest (with `rows`, `param/list` answers a first page of ten parameters).
 */
function gatewayAnswer(pathname, { rows = false } = {}) {
  if (pathname.endsWith('/oauth/token')) return TOKEN;
  // Saber's SpringBlade-style token endpoint answers the same in an R envelope, camel-cased.
  if (pathname.endsWith('/blade-auth/token')) return envelope(SABER_TOKEN);
  if (pathname.endsWith('/menu/routes')) return envelope(MENUS);
  if (rows && pathname.endsWith('/param/list'))
    return envelope({ records: PARAMS, total: 10, size: 10, current: 1, pages: 1 });
  if (/\/(list|page)$/.test(pathname)) return envelope({ records: [], total: 0, size: 10, current: 1, pages: 0 });
  if (/\/(detail|info|user-info)$/.test(pathname)) return envelope({});
  return envelope([]);
}

/** Answers every /api call at once, in the browser context (no network between). */
async function instantGateway(context, { rows = false } = {}) {
  await context.route('**/api/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify(gatewayAnswer(new URL(route.request().url()).pathname, { rows })),
    }),
  );
}

export const apps = {
  ours: {
    loginPath: '/login',
    sider: '.console-sider',
    user: '.login-form input[autocomplete=username]',
    password: 'input[type=password]',
    submit: '.login-form button[type=submit]',
    listPath: '/system/param',
    row: 'tr.ant-table-row',
  },
  anchor: {
    loginPath: '/#/login',
    sider: '.avue-sidebar',
    user: 'input[placeholder="请输入账号"]',
    password: 'input[type=password]',
    submit: 'button.login-submit',
    listPath: '/#/system/param',
    row: 'tr.el-table__row',
  },
};

/**
 * A fresh page of `base`, reaching no other host (the browser resolves no other name: run.mjs),
 * with `watch(arg)` from its first byte. Instant: the gateway answers inside the browser context.
 * Under `profile` (network-profile.mjs) nothing is intercepted, so the line's emulation applies to
 * every request: the static server answers /api itself, after the gateway's time.
 */
export async function gatewayPage(browser, base, { rows = false, watch, arg, profile }) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    serviceWorkers: 'block',
  });
  if (!profile) await instantGateway(context, { rows });
  await context.addInitScript(watch, arg);
  const page = await context.newPage();
  await throttle(context, page, profile);
  return { context, page };
}

/**
 * `runs` alternating rounds of `measure(browser, base, who)` (ms) for ours and the anchor (none
 * without it), each served by the same static server; resolves with the raw samples.
 */
export async function alternateRuns(browser, { oursDir, anchorDir, runs, port, profile }, measure) {
  const gateway = profile && {
    answer: (pathname) => gatewayAnswer(pathname, { rows: true }),
    delayMs: profile.gatewayMs,
  };
  const stopOurs = await serveStatic(path.resolve(oursDir), port, gateway);
  const stopAnchor = anchorDir ? await serveStatic(anchorDir, port + 1, gateway) : null;
  const bases = { ours: `http://127.0.0.1:${port}`, anchor: `http://127.0.0.1:${port + 1}` };
  const samples = { ours: [], anchor: [] };
  try {
    for (let run = 0; run < runs; run++) {
      // Alternate which goes first, so neither always meets a warmer machine.
      const order = run % 2 === 0 ? ['ours', 'anchor'] : ['anchor', 'ours'];
      for (const who of order)
        if (who === 'ours' || anchorDir) samples[who].push(await measure(browser, bases[who], who, profile));
    }
  } finally {
    await stopOurs();
    await stopAnchor?.();
  }
  return samples;
}
