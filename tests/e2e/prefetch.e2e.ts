import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- the bench's small static server is plain JavaScript without types
import { serveStatic } from '../../bench/static-server.mjs';
import { holdCallsToTable, launch } from './browser';
import { fakeGateway } from './fake-gateway';

// A gateway build (no stand-in) asks for a stored login's menu, buttons and first list page from
// index.html, before its code has arrived (scripts/data-prefetch-script.ts), and the app takes
// those answers: F5 on 参数管理 sends each call once. Its own build, served as a deployment
// serves it, against the fake gateway routed in the browser context.

const outDir = process.env.E2E_GATEWAY_OUT_DIR || 'dist-e2e-gateway';
const port = Number(process.env.E2E_GATEWAY_PORT) || 4597;
const base = `http://127.0.0.1:${port}`;
const shots = process.env.PREFETCH_SHOTS;

let browser: Browser;
let stop: () => Promise<void> | void = () => undefined;
beforeAll(async () => {
  if (!process.env.E2E_SKIP_BUILD) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir], {
      stdio: 'inherit',
      env: { ...process.env, BLADE_API_URL: 'http://gateway.invalid', NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  stop = (await serveStatic(outDir, port)) as () => Promise<void>;
  browser = await launch();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stop();
});

describe('a gateway build’s index.html', () => {
  it('runs its inline scripts (the data prefetch, the chunk preloads) before any style sheet', () => {
    // An inline script after a style sheet waits for that sheet to load: the calls would leave late.
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const sheet = head.indexOf('rel="stylesheet"');
    // The head's (the body's /login face script waits for the sheets on purpose: it draws styled).
    const scripts = [...head.matchAll(/<script>/g)].map((match) => match.index);
    expect(html).toContain('__bladePrefetch');
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    expect(sheet).toBeGreaterThan(0);
    for (const at of scripts) expect(at).toBeLessThan(sheet);
  });
});

describe('in Chromium, a gateway build reloading a list page', () => {
  it.each(['zh', 'en'])(
    'asks for the menu, the buttons and the first page once each, from the HTML (%s)',
    async (lang) => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      holdCallsToTable(page);
      await fakeGateway(context);
      await page.goto(`${base}/login`);
      await page.evaluate((language) => localStorage.setItem('saber-language', language), lang);
      await page.reload();
      await page.locator('input[autocomplete=username]').fill('admin');
      await page.locator('input[type=password]').fill('admin');
      await page.locator('.login-form button[type=submit]').click();
      await page.waitForURL('**/wel/index');
      await page.goto(`${base}/system/param`);
      await page.locator('tr.ant-table-row').first().waitFor();

      const calls: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname}${url.search}`);
      });
      await page.reload();
      await page.locator('tr.ant-table-row').first().waitFor();
      await page.waitForTimeout(1000);
      const count = (path: string) => calls.filter((call) => call === path).length;
      expect(count('/api/zhiyuan-management/menu/routes')).toBe(1);
      expect(count('/api/zhiyuan-management/menu/buttons')).toBe(1);
      expect(calls.filter((call) => call.includes('/param/list'))).toEqual([
        '/api/zhiyuan-management/param/list?current=1&size=10',
      ]);
      // Asked from the HTML's first inline script: before the system declarations, which the head's
      // next inline script preloads (the browser's preload scanner starts the entry script itself
      // ahead of any inline script, so the entry is no yardstick).
      const starts = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((e) => ({ name: new URL(e.name).pathname, start: e.startTime })),
      );
      const startOf = (test: (name: string) => boolean) => starts.find((entry) => test(entry.name))?.start ?? Infinity;
      const appAsked = startOf((name) => /\/assets\/system-[^/]*\.js$/.test(name));
      expect(appAsked).toBeLessThan(Infinity);
      expect(startOf((name) => name.endsWith('/param/list'))).toBeLessThan(appAsked);
      expect(startOf((name) => name.endsWith('/menu/routes'))).toBeLessThan(appAsked);
      expect(startOf((name) => name.endsWith('/menu/buttons'))).toBeLessThan(appAsked);
      if (shots) await page.screenshot({ path: `${shots}/f5-system-param-${lang}.png` });
      await context.close();
    },
  );
});
