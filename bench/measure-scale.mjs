// The order list at scale: tenant 000000 with 1,000 and with 10,000 orders in
// the stand-in (benchmark mode's `standin.benchOrders`), a fresh context per size. Per size: F5
// on /oto/order → its first row; a page of that list rendered after its data (the page size
// switched to 200); and a search (the keyword box, one surname) from the click on 搜索 → the
// matching rows painted, and from the answer → painted.
import { pageProbe } from './page-probe.mjs';

/** The stand-in's order count, and when the order list's first row exists (beside pageProbe). */
function instrument(orders) {
  localStorage.setItem('standin.benchOrders', String(orders));
  const rows = new MutationObserver(() => {
    if (!window.__firstRowAt && document.querySelector('.tab-pane[data-path="/oto/order"] tr.ant-table-row'))
      window.__firstRowAt = performance.now();
  });
  rows.observe(document, { childList: true, subtree: true });
}

const PANE = '.tab-pane[data-path="/oto/order"]';
const SEARCH = /onetoone\/student-order\/search/;

async function measureSize(browser, base, orders) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.addInitScript(pageProbe);
  await page.addInitScript(instrument, orders);
  try {
    await page.goto(`${base}/login`);
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 60_000 });
    await page.locator('.login-form button[type=submit]:not([disabled])').click();
    await page.locator('.wel-page .wel-entry').first().waitFor({ timeout: 60_000 });
    await page.goto(`${base}/oto/order`);
    await page.locator(`${PANE} tr.ant-table-row`).first().waitFor({ timeout: 60_000 });
    const total = await page
      .locator(`${PANE} .ant-pagination-total-text`)
      .first()
      .textContent({ timeout: 2000 })
      .catch(() => '');
    await page.waitForTimeout(1000);

    // F5 → first row.
    await page.reload();
    await page.waitForFunction(() => window.__firstRowAt, null, { timeout: 60_000 });
    const reloadMs = await page.evaluate(() => window.__firstRowAt);
    await page.waitForTimeout(1000);

    // A 200-row page rendered after its data: more than the 10 rows of a page are on screen.
    await page.evaluate((pane) => {
      window.__rendered = window.__afterPaintWhen(
        () => document.querySelectorAll(`${pane} .ant-table-row`).length > 10,
      );
    }, PANE);
    await page.locator(`${PANE} .ant-pagination-options .ant-select-selector`).click();
    await page.locator('.ant-select-item-option', { hasText: '200' }).click();
    const pageMs = await page.evaluate(async (search) => {
      const painted = await window.__rendered;
      const load = [...window.__bench.loads]
        .reverse()
        .find((l) => new RegExp(search).test(l.url) && /size=200/.test(l.url));
      return painted - load.at;
    }, SEARCH.source);
    await page.waitForTimeout(500);

    // A search: the first row's surname in the keyword box, then 搜索 → rows that all match.
    const surname = (await page.locator(`${PANE} .ant-table-row`).first().textContent()).match(/[\u4e00-\u9fa5]/)[0];
    await page.locator(`${PANE} .crud-search #keyword`).fill(surname);
    const search = await page.evaluate(
      async ({ pane, search, surname }) => {
        const loads = window.__bench.loads.length;
        const button = document.querySelector(`${pane} .crud-search button[type=submit]`);
        const painted = window.__afterPaintWhen(() => {
          if (window.__bench.loads.length === loads) return false;
          const rows = [...document.querySelectorAll(`${pane} .ant-table-row`)];
          return rows.length > 0 && rows.every((row) => row.textContent.includes(surname));
        });
        const t0 = performance.now();
        button.click();
        const at = await painted;
        const load = window.__bench.loads.slice(loads).find((l) => new RegExp(search).test(l.url));
        return { clickMs: at - t0, afterDataMs: at - load.at };
      },
      { pane: PANE, search: SEARCH.source, surname },
    );
    return { orders, total, reloadMs, pageMs, searchMs: search.clickMs, searchAfterDataMs: search.afterDataMs };
  } finally {
    await context.close();
  }
}

/** One run: both sizes, the small one first. */
export async function measureScale(browser, base) {
  const small = await measureSize(browser, base, 1000);
  const large = await measureSize(browser, base, 10_000);
  return {
    orders1kReloadMs: small.reloadMs,
    orders10kReloadMs: large.reloadMs,
    orders1kPageMs: small.pageMs,
    orders10kPageMs: large.pageMs,
    orders1kSearchMs: small.searchMs,
    orders10kSearchMs: large.searchMs,
    orders1kSearchAfterDataMs: small.searchAfterDataMs,
    orders10kSearchAfterDataMs: large.searchAfterDataMs,
    ordersTotals: [small.total, large.total],
  };
}
