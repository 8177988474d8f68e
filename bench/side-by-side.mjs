// Our /login next to the incumbent's (Saber, ../shared/anchors/saber-vue2), both behind the same
// static server, in alternating fresh contexts: the time from navigation start to the password
// field in the DOM, and the JS requested before that moment. Also the reload of a list page.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from './static-server.mjs';

const ANCHOR_TAR = '../shared/anchors/saber-vue2/saber-vue2-dist.tar.gz';
const ANCHOR_DIR = 'dist-anchor';

/** Unpacks the anchor build once; null when the anchor is not there (a checkout without shared/). */
export function anchorBuild() {
  if (!fs.existsSync(ANCHOR_TAR)) return null;
  if (!fs.existsSync(path.join(ANCHOR_DIR, 'index.html'))) {
    fs.mkdirSync(ANCHOR_DIR, { recursive: true });
    execSync(`tar xzf ${ANCHOR_TAR} -C ${ANCHOR_DIR}`);
  }
  return path.resolve(ANCHOR_DIR);
}

/** Runs in the page from its first byte: notes when a password field and a table row first exist. */
function watchFields() {
  const seen = new MutationObserver(() => {
    if (!window.__passwordAt && document.querySelector('input[type=password]')) window.__passwordAt = performance.now();
    if (!window.__rowAt && document.querySelector('tr.ant-table-row')) window.__rowAt = performance.now();
  });
  seen.observe(document, { childList: true, subtree: true });
}

async function freshPage(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const own = new URL(base).host;
  // The anchor's icon fonts and images from other hosts are not counted, and never reached.
  await context.route('**/*', (route) =>
    new URL(route.request().url()).host === own ? route.continue() : route.abort(),
  );
  await context.addInitScript(watchFields);
  return { context, page: await context.newPage() };
}

/** Scripts started before `until` (page clock): how many, and their bytes over the wire (gzip). */
const scriptsBefore = (page, until) =>
  page.evaluate((limit) => {
    const js = performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime <= limit && /\.js(\?|$)/.test(e.name));
    return { count: js.length, kb: js.reduce((sum, e) => sum + e.encodedBodySize, 0) / 1024 };
  }, until);

async function passwordField(browser, base, loginPath) {
  const { context, page } = await freshPage(browser, base);
  await page.goto(`${base}${loginPath}`);
  await page.waitForFunction(() => window.__passwordAt, null, { timeout: 30_000 });
  const at = await page.evaluate(() => window.__passwordAt);
  const scripts = await scriptsBefore(page, at);
  await context.close();
  return { ms: at, kb: scripts.kb, requests: scripts.count };
}

/** F5 on a list page while logged in: navigation start to the first table row. */
async function reloadList(browser, base) {
  const { context, page } = await freshPage(browser, base);
  await page.goto(`${base}/login`);
  await page.locator('.login-form button[type=submit]:not([disabled])').waitFor();
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 30_000 });
  await page.locator('.login-form button[type=submit]').click();
  await page.waitForURL('**/wel/index');
  await page.goto(`${base}/system/param`);
  await page.locator('tr.ant-table-row').first().waitFor();
  await page.reload();
  await page.waitForFunction(() => window.__rowAt, null, { timeout: 30_000 });
  const ms = await page.evaluate(() => window.__rowAt);
  await context.close();
  return ms;
}

/** `runs` alternating rounds; resolves with the raw samples. */
export async function sideBySide(browser, { oursDir, anchorDir, runs, port }) {
  const stopOurs = await serveStatic(path.resolve(oursDir), port);
  const stopAnchor = anchorDir ? await serveStatic(anchorDir, port + 1) : null;
  const ours = `http://127.0.0.1:${port}`;
  const anchor = `http://127.0.0.1:${port + 1}`;
  const samples = { ours: [], anchor: [], reload: [] };
  try {
    for (let run = 0; run < runs; run++) {
      // Alternate which goes first, so neither always meets a warmer machine.
      const order = run % 2 === 0 ? ['ours', 'anchor'] : ['anchor', 'ours'];
      for (const who of order) {
        if (who === 'ours') samples.ours.push(await passwordField(browser, ours, '/login'));
        else if (anchorDir) samples.anchor.push(await passwordField(browser, anchor, '/#/login'));
      }
      samples.reload.push(await reloadList(browser, ours));
    }
  } finally {
    await stopOurs();
    await stopAnchor?.();
  }
  return samples;
}
