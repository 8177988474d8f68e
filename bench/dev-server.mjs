// `npm run bench:dev`: how fast `npm start` (the dev server, with the in-browser stand-in) shows a
// page. It starts Vite on one fresh dependency cache: once cold (Vite pre-bundles the
// dependencies first: the first `npm start` after an install), then DEV_BENCH_RUNS times warm
// (the cache kept: every later start). Each start waits DEV_BENCH_SETTLE ms (a person opening the
// browser after `npm start`), logs in in a fresh browser, opens a few screens from the sider
// (sider click → the page's first table row), then F5 on /system/user (navigation start → first
// row). Not a test: timings are noisy. The cache lives in a temporary folder, never
// node_modules/.vite.
//
//   npm run bench:dev
//   DEV_BENCH_RUNS=3 DEV_BENCH_SETTLE=5000 DEV_BENCH_PORT=4310 npm run bench:dev

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.DEV_BENCH_PORT) || 4310;
const base = `http://localhost:${port}`;
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const warmRuns = Number(process.env.DEV_BENCH_RUNS) || 2;
const settle = process.env.DEV_BENCH_SETTLE === undefined ? 5000 : Number(process.env.DEV_BENCH_SETTLE);

/** [group, entry, path]: screens opened from the sider, in this order (the first meets a cold list page). */
const SIDER = [
  ['系统管理', '用户管理', '/system/user'],
  ['系统管理', '部门管理', '/system/dept'],
  ['系统管理', '参数管理', '/system/param'],
  ['系统管理', '行政区划', '/system/region'],
  ['工作台', '通知公告', '/desk/notice'],
];

/** Runs in the page from its first byte: `__firstRowAt` once a table row exists; `__when(test)`. */
function instrument() {
  window.__when = (test) =>
    new Promise((resolve) => {
      const check = () => {
        if (test()) {
          resolve(performance.now());
          return true;
        }
        return false;
      };
      if (check()) return;
      const seen = new MutationObserver(() => check() && seen.disconnect());
      seen.observe(document, { childList: true, subtree: true, characterData: true });
    });
  const rows = new MutationObserver(() => {
    if (!window.__firstRowAt && document.querySelector('tr.ant-table-row')) window.__firstRowAt = performance.now();
  });
  rows.observe(document, { childList: true, subtree: true });
}

/** A sider click in the page, timed from the click to the first row of that screen's tab. */
const siderClick = (page, [group, entry, path]) =>
  page.evaluate(
    async ({ group, entry, path }) => {
      const sider = document.querySelector('.console-sider');
      const item = (text) =>
        [...sider.querySelectorAll('.ant-menu-title-content')].find((el) => el.textContent.trim() === text);
      const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
      if (!item(entry)) {
        item(group).click();
        for (let tries = 0; !item(entry) && tries < 100; tries += 1) await wait(20);
        await wait(300); // the submenu's opening motion
      }
      const pane = `.tab-pane[data-path="${path}"]`;
      const shown = window.__when(() => document.querySelector(`${pane} tr.ant-table-row`));
      const t0 = performance.now();
      item(entry).click();
      return (await shown) - t0;
    },
    { group, entry, path },
  );

async function measureStart(browser, label) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.addInitScript(instrument);
  try {
    const t0 = Date.now();
    await page.goto(`${base}/login`);
    await page.locator('.login-form button[type=submit]:not([disabled])').waitFor({ timeout: 120_000 });
    const loginShownMs = Date.now() - t0;
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 60_000 });
    const t1 = Date.now();
    await page.locator('.login-form button[type=submit]:not([disabled])').click();
    await page.locator('.wel-page .wel-entry').first().waitFor({ timeout: 120_000 });
    const homeMs = Date.now() - t1;
    const clicks = [];
    for (const entry of SIDER) {
      clicks.push([entry[2], Math.round(await siderClick(page, entry))]);
      await page.waitForTimeout(500);
    }
    await page.goto(`${base}/system/user`);
    await page.locator('tr.ant-table-row').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    await page.reload();
    await page.waitForFunction(() => window.__firstRowAt, null, { timeout: 60_000 });
    const reloadMs = Math.round(await page.evaluate(() => window.__firstRowAt));
    return { label, loginShownMs, homeMs, clicks, reloadMs };
  } finally {
    await context.close();
  }
}

async function startVite(cacheDir) {
  const t0 = Date.now();
  const server = await createServer({
    root,
    cacheDir,
    logLevel: 'warn',
    server: { port, strictPort: true, host: 'localhost' },
  });
  await server.listen();
  const readyMs = Date.now() - t0;
  await new Promise((resolve) => setTimeout(resolve, settle));
  return { server, readyMs };
}

const cacheDir = mkdtempSync(join(tmpdir(), 'dev-bench-vite-'));
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const results = [];
try {
  for (const label of ['cold', ...Array.from({ length: warmRuns }, (_, index) => `warm${index + 1}`)]) {
    const { server, readyMs } = await startVite(cacheDir);
    try {
      results.push({ readyMs, ...(await measureStart(browser, label)) });
    } finally {
      await server.close();
    }
  }
} finally {
  await browser.close();
  rmSync(cacheDir, { recursive: true, force: true });
}

const pad = (text, width) => String(text).padStart(width);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const warm = results.filter((run) => run.label !== 'cold');
console.log(`\nDev server (${base}), ms`);
console.log(
  `${'start'.padEnd(6)}${pad('ready', 7)}${pad('login', 7)}${pad('home', 7)}  sider click → first row  F5 /system/user → first row`,
);
for (const run of results) {
  const clicks = run.clicks.map(([path, ms]) => `${path.split('/').at(-1)} ${ms}`).join(', ');
  console.log(
    `${run.label.padEnd(6)}${pad(run.readyMs, 7)}${pad(run.loginShownMs, 7)}${pad(run.homeMs, 7)}  ${clicks}  ${run.reloadMs}`,
  );
}
const warmClicks = warm.flatMap((run) => run.clicks.map(([, ms]) => ms));
console.log(
  `warm, median of ${warm.length}: login ${median(warm.map((run) => run.loginShownMs))}, sider click ${median(warmClicks)}` +
    ` (slowest ${Math.max(...warmClicks)}), F5 ${median(warm.map((run) => run.reloadMs))}`,
);
console.log(JSON.stringify(results));
