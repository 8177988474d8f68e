// The platform-administration measurements, in a fresh context per run: a lazy tree
// level rendered after its data arrives (regions), a user page of a 10,000-user tenant rendered
// after its data, and the role grant dialog with the whole menu opened.
import { pageProbe } from './page-probe.mjs';

/** Every script and call of the session stays listed (the default keeps the first 250). */
function keepResourceTimings() {
  performance.setResourceTimingBufferSize(100_000);
}

/**
 * Waits until the screen is settled as a person would find it after reading it: no request in
 * flight and nothing (call or script) answered for 300 ms (its option lists, side tree, a dialog's
 * code and data fetched ahead), at most 5 s. A fixed pause let those late answers fall into the
 * measured time on a loaded machine.
 */
async function settled(page) {
  await page
    .waitForFunction(
      () => {
        const last = Math.max(
          window.__bench.loads.at(-1)?.at ?? 0,
          ...performance.getEntriesByType('resource').map((entry) => entry.responseEnd),
        );
        return window.__bench.pending === 0 && performance.now() - last > 300;
      },
      null,
      { timeout: 5_000, polling: 50 },
    )
    .catch(() => undefined);
}

async function login(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.addInitScript(pageProbe);
  await page.addInitScript(keepResourceTimings);
  await page.goto(`${base}/login`);
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 30_000 });
  await page.locator('.login-form button[type=submit]:not([disabled])').click();
  await page.locator('.wel-page .wel-entry').first().waitFor();
  return { context, page };
}

/** Opening 北京市 in the region tree: from its lazy-list answer to its districts painted (ms). */
async function regionExpand(page, base) {
  await page.goto(`${base}/system/region`);
  const pane = '.tab-pane[data-path="/system/region"]';
  const beijing = page.locator(`${pane} tr.ant-table-row`, { hasText: '北京市' }).first();
  await beijing.waitFor();
  await settled(page);
  return page.evaluate(async (paneSelector) => {
    const root = document.querySelector(paneSelector);
    const row = [...root.querySelectorAll('tr.ant-table-row')].find((tr) => tr.textContent.includes('北京市'));
    const painted = window.__afterPaintWhen(() => root.textContent.includes('市辖区'));
    row.querySelector('.ant-table-row-expand-icon').click();
    const at = await painted;
    const load = [...window.__bench.loads].reverse().find((l) => /region\/lazy-list.*parentCode=11\b/.test(l.url));
    return at - load.at;
  }, pane);
}

/**
 * The user list of the platform tenant (10,000 more users in benchmark mode): from a page's
 * answer to its rows painted, for page 2 and for the last page (the slower of the two, ms).
 */
async function userPage(page, base) {
  await page.goto(`${base}/system/user`);
  const pane = '.tab-pane[data-path="/system/user"]';
  await page.locator(`${pane} tr.ant-table-row`).first().waitFor();
  await settled(page);
  const turn = (selector) =>
    page.evaluate(
      async ({ paneSelector, itemSelector }) => {
        const root = document.querySelector(paneSelector);
        const item = [...root.querySelectorAll(itemSelector)].at(-1);
        const target = item.getAttribute('title');
        const before = root.querySelector('tr.ant-table-row')?.textContent;
        const from = window.__bench.loads.length;
        // The page's own answer, not another list refresh that happened to change the first row.
        const answer = () =>
          window.__bench.loads
            .slice(from)
            .find(
              (l) =>
                l.url.includes('user/page') && new URL(l.url, location.href).searchParams.get('current') === target,
            );
        const painted = window.__afterPaintWhen(
          () => answer() && root.querySelector('tr.ant-table-row')?.textContent !== before,
        );
        item.click();
        const at = await painted;
        const load = answer();
        return at - load.at;
      },
      { paneSelector: pane, itemSelector: selector },
    );
  const second = await turn('.ant-pagination-item-2');
  // The last numbered item is the last page.
  await settled(page);
  const last = await turn('.ant-pagination-item');
  return Math.max(second, last);
}

/** The role grant dialog with the whole menu (300+ nodes): from the click to its checked tree painted (ms). */
async function roleGrant(page, base) {
  await page.goto(`${base}/authority/role`);
  const pane = '.tab-pane[data-path="/authority/role"]';
  await page.locator(`${pane} tr.ant-table-row`, { hasText: '运营主管' }).first().waitFor();
  // The page fetches the dialog's code and trees while the list shows; a person reads the list first too.
  await settled(page);
  // 权限设置 is inline or, past the row's three inline actions, under 更多: opened first, untimed.
  const row = page.locator(`${pane} tr.ant-table-row`, { hasText: '运营主管' }).first();
  const inline = row.getByRole('button', { name: /权限设置/ });
  if (!(await inline.count())) {
    await row.getByRole('button', { name: /更多/ }).click();
    await page
      .locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item', { hasText: '权限设置' })
      .waitFor();
  }
  return page.evaluate(async (paneSelector) => {
    const root = document.querySelector(paneSelector);
    const row = [...root.querySelectorAll('tr.ant-table-row')].find((tr) => tr.textContent.includes('运营主管'));
    const button =
      [...row.querySelectorAll('button')].find((b) => b.textContent.replace(/\s/g, '') === '权限设置') ??
      [...document.querySelectorAll('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item')].find(
        (item) => item.textContent.replace(/\s/g, '') === '权限设置',
      );
    const t0 = performance.now();
    button.click();
    const at = await window.__afterPaintWhen(() =>
      document.querySelector('.ant-modal .ant-tree-treenode-checkbox-checked'),
    );
    return at - t0;
  }, pane);
}

export async function measureAdmin(browser, base) {
  const { context, page } = await login(browser, base);
  const regionExpandMs = await regionExpand(page, base);
  const userPageMs = await userPage(page, base);
  const roleGrantMs = await roleGrant(page, base);
  await context.close();
  return { regionExpandMs, userPageMs, roleGrantMs };
}
