import { alternateRuns, apps, gatewayPage } from './instant-gateway.mjs';

// The login page side by side, against a gateway (nothing in the browser's cache): navigation
// start to the password field, our console's gateway build and the anchor (Saber).

/** One visit to the login page: navigation start to its password field (ms). */
async function passwordOnce(browser, base, who, profile) {
  const app = apps[who];
  const { context, page } = await gatewayPage(browser, base, { watch: watchPassword, arg: app.password, profile });
  try {
    await page.goto(`${base}${app.loginPath}`);
    await page.waitForFunction(() => window.__passwordAt, null, { timeout: 60_000 });
    return await page.evaluate(() => window.__passwordAt);
  } finally {
    await context.close();
  }
}

/** Runs in the page from its first byte: notes when the password field first exists. */
function watchPassword(selector) {
  const seen = new MutationObserver(() => {
    if (!window.__passwordAt && document.querySelector(selector)) window.__passwordAt = performance.now();
  });
  seen.observe(document, { childList: true, subtree: true });
}

/** `runs` alternating rounds of the login page's password field (ms) against a gateway build. */
export const passwordSideBySide = (browser, options) => alternateRuns(browser, options, passwordOnce);
