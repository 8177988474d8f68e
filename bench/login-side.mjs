import { alternateRuns, apps, gatewayPage } from './instant-gateway.mjs';

// The login click → home, side by side: our console and the anchor (Saber) against the same
// instant gateway. "Home" is the sider drawn with the server's menu.

/** Runs in the page from its first byte: notes when the sider first shows the menu's 系统管理. */
function watchHome(siderSelector) {
  const seen = new MutationObserver(() => {
    if (!window.__homeAt && document.querySelector(siderSelector)?.textContent?.includes('系统管理'))
      window.__homeAt = performance.now();
  });
  seen.observe(document, { childList: true, subtree: true, characterData: true });
}

/** One login: the form filled, then the click's time and the moment home shows its menu. */
async function loginClick(browser, base, who, profile) {
  const app = apps[who];
  const { context, page } = await gatewayPage(browser, base, { watch: watchHome, arg: app.sider, profile });
  try {
    await page.goto(`${base}${app.loginPath}`);
    await page.locator(app.user).fill('admin');
    await page.locator(app.password).fill('admin');
    const submit = page.locator(app.submit).first();
    await submit.waitFor();
    // Once the page is idle (the console's code preloaded while the user typed, as it would be).
    await page.waitForTimeout(1500);
    const clickedAt = await page.evaluate(() => performance.now());
    await submit.click();
    await page.waitForFunction(() => window.__homeAt, null, { timeout: 30_000 });
    return (await page.evaluate(() => window.__homeAt)) - clickedAt;
  } finally {
    await context.close();
  }
}

/** `runs` alternating rounds of the login click → home (ms), ours and the anchor's (none without it). */
export const loginSideBySide = (browser, options) => alternateRuns(browser, options, loginClick);
