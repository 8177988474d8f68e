import { chromium } from 'playwright-core';
const variant = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking', ...(variant.includes('gc') ? ['--js-flags=--expose-gc'] : [])] });
const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
const page = await context.newPage();
const base = 'http://localhost:4173';
if (variant.includes('init')) await page.addInitScript(() => { window.__bench = { loads: [], longTasks: [] }; const open = XMLHttpRequest.prototype.open; XMLHttpRequest.prototype.open = function (m, u, ...r) { this.addEventListener('loadend', () => window.__bench.loads.push({ url: String(u), at: performance.now() })); return open.call(this, m, u, ...r); }; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__bench.longTasks.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'longtask', buffered: true }); });
await page.goto(base + '/login');
await page.locator('.login-form button[type=submit]').waitFor();
await page.waitForFunction(() => !!navigator.serviceWorker?.controller);
await page.locator('.login-form button[type=submit]').click();
await page.waitForURL('**/wel/index');
if (variant.includes('heap')) { const cdp = await context.newCDPSession(page); await cdp.send('HeapProfiler.enable'); for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage'); await cdp.send('Runtime.getHeapUsage'); await cdp.send('HeapProfiler.disable'); }
if (variant.includes('click')) {
  await page.locator('.wel-entry', { hasText: '压测列表' }).click();
  await page.locator('.tab-pane[data-path="/bench/rows"] .ant-table-row').first().waitFor();
  if (variant.includes('200')) {
    await page.locator('.tab-pane[data-path="/bench/rows"] .ant-pagination-options .ant-select-selector').click();
    await page.locator('.ant-select-item-option', { hasText: '200' }).click();
    await page.waitForTimeout(800);
    await page.evaluate(async () => { const pane = document.querySelector('.tab-pane[data-path="/bench/rows"] .ant-table-tbody-virtual-holder'); for (let y = 0; y <= pane.scrollHeight; y += 120) { pane.scrollTop = y; await new Promise((r) => requestAnimationFrame(r)); } });
  }
  await page.locator('.console-sider .ant-menu-submenu-title', { hasText: '系统管理' }).click();
  await page.locator('.console-sider .ant-menu-item', { hasText: '参数管理' }).click();
  await page.locator('.tab-pane[data-path="/system/param"] tr.ant-table-row').first().waitFor();
} else {
  await page.goto(base + '/bench/rows'); await page.locator('.tab-pane[data-path="/bench/rows"] .ant-table-row').first().waitFor();
  await page.goto(base + '/system/param'); await page.locator('tr.ant-table-row').first().waitFor();
}
await page.waitForTimeout(500);
const times = [];
for (let i = 0; i < 6; i++) {
  const target = i % 2 ? '/system/param' : '/bench/rows';
  times.push(Math.round(await page.evaluate(async ([path, style]) => { const t0 = performance.now(); document.querySelector(`.tab-bar .tab-label[data-path="${path}"]`).click(); if (style) getComputedStyle(document.querySelector(`.tab-pane[data-path="${path}"]`)).display; await new Promise(r => requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = r; c.port2.postMessage(0); })); return performance.now() - t0; }, [target, variant.includes('style')])));
}
console.log(variant, times);
await browser.close();
