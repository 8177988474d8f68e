import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import { inject, onTestFinished } from 'vitest';
import { callProblems, gatewayPath } from '../../contract/conformance';

export const baseURL = () => inject('baseURL');

/**
 * Debian's Chromium, headless, with the flags this sandbox needs (no sandbox, no background network).
 * `workerRoutes`: a context's routes also see what the stand-in's service worker fetches (the app's
 * chunks on a reload), which page routes never do; Playwright reads the switch at launch.
 */
export async function launch({ workerRoutes = false } = {}): Promise<Browser> {
  if (workerRoutes) process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';
  return chromium.launch({
    executablePath: inject('chromium'),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * A fresh page that fails the test on any request leaving for another host. Its context closes
 * when the test ends: a file's later tests do not share the two cores with earlier pages' timers.
 */
export async function newPage(
  browser: Browser,
  options: { locale?: string } = {},
): Promise<{ page: Page; foreign: string[] }> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: options.locale ?? 'zh-CN',
  });
  onTestFinished(() => context.close().catch(() => undefined));
  const page = await context.newPage();
  const foreign: string[] = [];
  const own = new URL(baseURL()).host;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.host !== own) foreign.push(request.url());
  });
  holdCallsToTable(page);
  return { page, foreign };
}

// Every `/api` call Chromium sends, to the stand-in or a fake gateway, held against BladeX's
// endpoint table (contract/): conformance-setup.ts fails the test that sent one BladeX would refuse.
const nonconformant: string[] = [];

/** Records the calls of `page` BladeX would refuse (newPage does it for every page it opens). */
export const holdCallsToTable = (page: Page) => page.on('request', holdToTable);

function holdToTable(request: Request) {
  if (gatewayPath(request.url()) === null) return;
  const call = {
    method: request.method(),
    url: request.url(),
    contentType: request.headers()['content-type'] ?? '',
    // latin1 keeps a multipart body's part headers readable whatever bytes its files hold; a body
    // carrying a file is not reported by Chromium at all (null: its parts go unchecked).
    body: request.postDataBuffer()?.toString('latin1') ?? null,
  };
  nonconformant.push(...callProblems(call));
}

/** The calls BladeX would refuse since the last check (then forgotten). */
export function takeNonconformant(): string[] {
  const taken = [...new Set(nonconformant)];
  nonconformant.length = 0;
  return taken;
}

export async function loginAs(page: Page, username = 'admin', password = 'admin') {
  await page.goto(`${baseURL()}/login`);
  await page.getByPlaceholder('账号').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL('**/wel/index');
  // The login now lands on the home path itself, so the URL changes before the frame has
  // rendered: wait for the home tab as well, or the caller races the frame.
  await page.locator('.tab-bar .tab-label').first().waitFor();
}

/** Logs out as a user does: the user menu's 退出登录 (Log out), its confirm, then /login. */
export async function logOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: /退出登录|Log out/ }).click();
  // Seen to time out once on a heavily loaded machine: what the page showed then is kept.
  await page
    .locator('.ant-modal-confirm-btns .ant-btn-primary')
    .click()
    .catch(async (error: unknown) => {
      await shot(page, 'logout-confirm-missing');
      throw error;
    });
  await page.waitForURL('**/login');
}

export const shot = (page: Page, name: string) =>
  page.screenshot({ path: `tests/e2e/screens/${name}.png`, fullPage: true });
