import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdCallsToTable, launch, shot } from './browser';
import { startGatewayServer, type GatewayServer } from './gateway-server';
import { freePort, startNginx, type NginxRun } from './nginx-run';
import { closeDialog, dialogOpen, pane } from './screen-kit';

// The production path: Debian's nginx serves the build the other browser tests use with
// deploy/nginx.conf, in front of the fake gateway as an HTTP server. Service workers are blocked,
// so the stand-in never starts and every call goes through nginx's /api to the gateway.

const outDir = process.env.E2E_OUT_DIR || 'dist';
// Small enough to be crossed by a test: a file near the console's own attachment limit (2 MB) goes
// through, a body over it is refused by nginx.
const uploadLimitMb = 3;

const HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
];

let gateway: GatewayServer;
let nginx: NginxRun;
let browser: Browser;
let base = '';

beforeAll(async () => {
  gateway = await startGatewayServer();
  const port = await freePort();
  nginx = await startNginx({
    BLADE_GATEWAY_HOST: '127.0.0.1',
    BLADE_GATEWAY_PORT: String(gateway.port),
    CONSOLE_PORT: String(port),
    CONSOLE_ROOT: resolve(outDir),
    UPLOAD_LIMIT: `${uploadLimitMb}m`,
    CONSOLE_HEADERS: resolve(`${outDir}-nginx/security-headers.conf`),
  });
  base = `http://127.0.0.1:${port}`;
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  await gateway?.close();
});

describe('the console behind nginx (deploy/nginx.conf)', () => {
  it('accepts the rendered template (nginx -t)', () => {
    console.log(nginx.check);
    expect(nginx.check).toMatch(/syntax is ok/);
    expect(nginx.check).toMatch(/test is successful/);
  });

  it('caches hashed assets for good, revalidates index.html, falls back to it for deep links, compresses', async () => {
    const index = await fetch(`${base}/`);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const html = await index.text();
    for (const deep of ['/system/param', '/oto/order?x=1']) {
      const answer = await fetch(`${base}${deep}`);
      expect([deep, answer.status, answer.headers.get('cache-control')]).toEqual([deep, 200, 'no-cache']);
      expect(await answer.text()).toBe(html);
    }
    const entry = /"(\/assets\/index-[^"]+\.js)"/.exec(html)![1];
    const asset = await fetch(`${base}${entry}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    // A chunk an older build named is missing, not index.html under the year-long cache.
    expect((await fetch(`${base}/assets/replaced-0000.js`)).status).toBe(404);
    // public/ files keep their names: a short cache.
    const logo = await fetch(`${base}/img/logo.svg`);
    expect([logo.status, logo.headers.get('cache-control')]).toEqual([200, 'public, max-age=600']);
  });

  it('reloads a deep link, logs in, lists and uploads through /api to the gateway', async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    holdCallsToTable(page);
    await page.goto(`${base}/login`);
    await page.getByPlaceholder('账号').fill('admin');
    await page.getByPlaceholder('密码').fill('admin');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL('**/wel/index');

    // The gateway got the paths without /api, with the console's headers and nginx's own.
    expect(gateway.received.filter((call) => call.path.startsWith('/api'))).toEqual([]);
    const token = gateway.received.find((call) => call.path.startsWith('/blade-auth/oauth/token'))!;
    expect(token.method).toBe('POST');
    // The credentials are in the body: nginx's access log and the gateway's see no password.
    expect(token.path).toBe('/blade-auth/oauth/token');
    expect(new URLSearchParams(token.body.toString('utf8')).get('grant_type')).toBe('password');
    expect(token.headers).toMatchObject({
      authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`,
      'tenant-id': '000000',
      'accept-language': expect.stringMatching(/^zh/),
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'http',
    });

    await page.goto(`${base}/system/param`);
    const reload = await page.reload();
    expect(reload?.status()).toBe(200);
    const params = pane(page, '/system/param');
    await params.locator('tr.ant-table-row', { hasText: '网关参数1' }).first().waitFor();
    expect(await params.locator('tr.ant-table-row').count()).toBe(10);
    const list = gateway.received.filter((call) => call.path.startsWith('/zhiyuan-management/param/list?')).at(-1)!;
    expect(list.headers['blade-auth']).toBe(`bearer ${gateway.gateway.token()}`);

    await page.goto(`${base}/resource/attach`);
    const attach = pane(page, '/resource/attach');
    await attach.getByRole('button', { name: /上\s*传/ }).click();
    const dialog = await dialogOpen(page);
    const size = 2 * 1024 * 1024 - 1024;
    const name = 'enrolment-2025.pdf';
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.alloc(size, 7) });
    // Done or failed (a 413 of nginx's would fail it): which one.
    await dialog.locator('.ant-upload-list-item-done, .ant-upload-list-item-error').waitFor();
    expect(await dialog.locator('.ant-upload-list-item-done', { hasText: name }).count()).toBe(1);
    await dialog.locator('.ant-modal-footer').getByRole('button').click();
    const row = attach.locator('tr.ant-table-row', { hasText: name });
    await row.getByText('2 MB', { exact: true }).waitFor();
    await shot(page, 'nginx-attach-uploaded-zh');
    const upload = gateway.received.find((call) => call.path.endsWith('/oss/endpoint/put-file-attach'))!;
    expect(upload.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload.body.length).toBeGreaterThan(size);
    await context.close();
  });

  it('refuses a body over the upload limit itself (413), before the gateway sees it', async () => {
    const before = gateway.received.length;
    const answer = await fetch(`${base}/api/zhiyuan-resource/oss/endpoint/put-file-attach`, {
      method: 'POST',
      body: Buffer.alloc((uploadLimitMb + 0.5) * 1024 * 1024),
    });
    expect(answer.status).toBe(413);
    expect(gateway.received.length).toBe(before);
  });

  it('sends the security headers on every answer: pages, assets, public files, errors and /api', async () => {
    const html = await (await fetch(`${base}/`)).text();
    const entry = /"(\/assets\/index-[^"]+\.js)"/.exec(html)![1];
    for (const path of [
      '/',
      '/index.html',
      '/system/param',
      entry,
      '/img/logo.svg',
      '/assets/replaced-0000.js',
      '/healthz',
      '/api/blade-system/menu/routes',
    ]) {
      const answer = await fetch(`${base}${path}`);
      const headers = Object.fromEntries(HEADERS.map((name) => [name, answer.headers.get(name)]));
      expect([path, headers]).toEqual([
        path,
        {
          'content-security-policy': expect.stringContaining("frame-ancestors 'self'"),
          'x-frame-options': 'SAMEORIGIN',
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'strict-origin-when-cross-origin',
          'permissions-policy': expect.stringContaining('camera=()'),
        },
      ]);
    }
    const policy = (await fetch(`${base}/`)).headers.get('content-security-policy')!;
    // Scripts: the origin and the build's inline scripts by their hashes, never any inline script.
    const scripts = /script-src ([^;]+)/.exec(policy)![1].split(' ');
    expect(scripts[0]).toBe("'self'");
    expect(scripts.slice(1).length).toBeGreaterThan(0);
    for (const source of scripts.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it('answers its health check itself (the image HEALTHCHECK)', async () => {
    const answer = await fetch(`${base}/healthz`);
    expect([answer.status, await answer.text()]).toEqual([200, 'ok']);
  });

  it('tells the gateway the address it saw, not one the client claims (X-Forwarded-For)', async () => {
    await fetch(`${base}/api/blade-system/menu/routes?forged=1`, { headers: { 'x-forwarded-for': '6.6.6.6' } });
    const call = gateway.received.find((each) => each.path.startsWith('/blade-system/menu/routes?forged=1'))!;
    expect(call.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('cannot be framed by a page of another origin; its own pages may frame it', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const framing = (src: string) => `<!doctype html><iframe src="${src}" width="800" height="600"></iframe>`;
    // Another origin on this machine, served for real: a page Playwright answers itself counts as a
    // public one, which Chromium's private-network rules stop from framing 127.0.0.1 whatever the
    // headers say.
    const other = createServer((_, answer) => {
      answer.writeHead(200, { 'content-type': 'text/html' });
      answer.end(framing(`${base}/login`));
    });
    await new Promise<void>((done) => other.listen(0, '127.0.0.1', done));
    await page.goto(`http://localhost:${(other.address() as AddressInfo).port}/`);
    other.close();
    const blocked = page.frames().find((frame) => frame !== page.mainFrame())!;
    // Refused: the frame holds the browser's error page, not the login form.
    await expect.poll(() => blocked.url()).not.toBe('about:blank');
    expect(blocked.url()).not.toContain(base);
    expect(await blocked.locator('#root').count()).toBe(0);
    // The same page framed by the console's own origin loads (the check is not vacuous).
    await page.goto(`${base}/embedded/guide.html`);
    await page.setContent(framing(`${base}/login`));
    const allowed = page.frames().find((frame) => frame !== page.mainFrame())!;
    await allowed.getByPlaceholder('账号').waitFor();
    await context.close();
  });

  it('runs with no CSP violation: login, lists, dialogs, the rich-text and BPMN editors, every theme, zh and en', async () => {
    // The stand-in's service worker answers /api here, so every screen has data; the documents,
    // scripts and the worker itself come from nginx with its headers.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
      );
    });
    const page = await context.newPage();
    const reported: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) reported.push(message.text());
    });
    const violations = async () => [
      ...reported,
      ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
    ];
    await page.goto(`${base}/login`);
    await page.getByPlaceholder('账号').fill('admin');
    await page.getByPlaceholder('密码').fill('admin');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL('**/wel/index');
    await page.locator('.tab-bar .tab-label').first().waitFor();

    for (const lang of ['zh', 'en'] as const) {
      const add = lang === 'zh' ? /新\s*增$/ : /Add$/;
      await page.goto(`${base}/system/param`);
      await pane(page, '/system/param').locator('tr.ant-table-row').first().waitFor();
      await pane(page, '/system/param').locator('.crud-toolbar').getByRole('button', { name: add }).click();
      await dialogOpen(page);
      await closeDialog(page);

      await page.goto(`${base}/desk/notice`);
      const notices = pane(page, '/desk/notice');
      await notices.locator('tr.ant-table-row').first().waitFor();
      await notices.getByRole('button', { name: add }).first().click();
      await (await dialogOpen(page)).locator('.rich-text-field .ql-editor').waitFor();
      await closeDialog(page);

      await page.goto(`${base}/flow/model`);
      const models = pane(page, '/flow/model');
      await models.locator('tr.ant-table-row').first().waitFor();
      await models
        .locator('.crud-toolbar')
        .getByRole('button', { name: lang === 'zh' ? /创\s*建$/ : /Create$/ })
        .click();
      await dialogOpen(page);
      await page.locator('.ant-modal-wrap:visible [data-element-id]').first().waitFor();
      await closeDialog(page);
      expect(await violations()).toEqual([]);

      if (lang === 'zh') {
        // Every theme once (each writes its own styles), then English.
        await page.getByTestId('theme-picker').click();
        const swatches = page.locator('.theme-swatch');
        await swatches.first().waitFor();
        for (let index = 0; index < (await swatches.count()); index += 1) await swatches.nth(index).click();
        await page.keyboard.press('Escape');
        await page.getByTestId('language-switch').click();
        await page.getByText('English', { exact: true }).click();
        await page.locator('.console-sider').getByText('System', { exact: true }).waitFor();
      }
    }
    expect(await violations()).toEqual([]);
    await context.close();
  });
});
