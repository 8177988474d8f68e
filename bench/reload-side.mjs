import { alternateRuns, apps, gatewayPage } from './instant-gateway.mjs';

// F5 on a list page while logged in, side by side: our console and the anchor (Saber) against the
// same instant gateway (`param/list` with ten rows): the front ends' own reload, HTML, code, menu,
// the page and its data, from navigation start to the first table row.

/** Runs in the page from its first byte: notes when the first table row exists. */
function watchRow(rowSelector) {
  const seen = new MutationObserver(() => {
    if (!window.__rowAt && document.querySelector(rowSelector)) window.__rowAt = performance.now();
  });
  seen.observe(document, { childList: true, subtree: true });
}

/** One reload: log in, open the list, then F5 and time navigation start → first row. */
async function reloadOnce(browser, base, who, profile) {
  const app = apps[who];
  const { context, page } = await gatewayPage(browser, base, {
    rows: true,
    watch: watchRow,
    arg: app.row,
    profile,
  });
  try {
    await page.goto(`${base}${app.loginPath}`);
    await page.locator(app.user).fill('admin');
    await page.locator(app.password).fill('admin');
    await page.locator(app.submit).first().click();
    // Both land on /wel/index (Saber in its hash) after the login: go on only once there.
    await page.waitForURL((url) => url.href.includes('/wel/index'));
    await page.locator(app.sider).first().waitFor();
    // Opened from the sider, as staff do (Saber registers a menu page's route only as its sider builds).
    await page.locator(app.sider).getByText('系统管理').click();
    await page.locator(app.sider).getByText('参数管理').click();
    await page.waitForURL((url) => url.href.includes(app.listPath));
    await page.locator(app.row).first().waitFor({ timeout: 30_000 });
    // Idle, as a staff member's page is before F5.
    await page.waitForTimeout(1000);
    await page.reload();
    await page.waitForFunction(() => window.__rowAt, null, { timeout: 30_000 });
    return await page.evaluate(() => window.__rowAt);
  } finally {
    await context.close();
  }
}

/** `runs` alternating rounds of the reload (ms), ours and the anchor's (none without it). */
export const reloadSideBySide = (browser, options) => alternateRuns(browser, options, reloadOnce);
