import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdCallsToTable, launch, shot } from './browser';
import { startGatewayServer, type GatewayServer } from './gateway-server';
import { freePort, startNginx, type NginxRun } from './nginx-run';
import { dialogOpen, pane } from './screen-kit';

// The production path: Debian's nginx serves the build the other browser tests use with
// deploy/nginx.conf, in front of the fake gateway as an HTTP server. Service workers are blocked,
// so the stand-in never starts and every call goes through nginx's /api to the gateway.

const outDir = process.env.E2E_OUT_DIR || 'dist';
// Small enough to be crossed by a test: a file near the console's own attachment limit (2 MB) goes
// through, a body over it is refused by nginx.
const uploadLimitMb = 3;

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
    const entry = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1];
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
    const token = gateway.received.find((call) => call.path.startsWith('/blade-auth/oauth/token?'))!;
    expect(token.method).toBe('POST');
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
});
