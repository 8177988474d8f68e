import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, holdCallsToTable, launch, loginAs, shot } from './browser';
import { fakeGateway, type Faults } from './fake-gateway';

// Two tabs of one login against a gateway that rotates refresh tokens (a refresh token works
// once; spent again, the login is over). No stand-in: service workers are blocked, every /api
// call goes to the fake gateway, and each is held against BladeX's endpoint table.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

async function open(faults: Faults) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    serviceWorkers: 'block',
  });
  const gateway = await fakeGateway(context, faults);
  const refused: string[] = [];
  context.on('response', (response) => {
    if (response.url().includes('/oauth/token') && response.status() === 401) refused.push(response.url());
  });
  const newTab = async () => {
    const page = await context.newPage();
    holdCallsToTable(page);
    return page;
  };
  return { context, gateway, refused, newTab };
}

const showsParams = async (page: Page) => {
  await page.locator('tr.ant-table-row').first().waitFor();
  expect(page.url()).toContain('/system/param');
};

/** Returns once the gateway has heard no call for a second. */
async function quiet(gateway: { calls: string[] }) {
  let heard = -1;
  while (heard !== gateway.calls.length) {
    heard = gateway.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const storedToken = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('saber-token') ?? 'null') as { refreshToken: string } | null);

describe('in Chromium: one refresh across tabs and reloads', () => {
  let context: BrowserContext | undefined;
  afterAll(async () => context?.close());

  it('keeps both tabs logged in when both call as the token expires', async () => {
    // The gateway, not a 3 s lifetime, says when the token dies: a page slower than the token's
    // life (a loaded machine) would otherwise meet deaths the test did not plan.
    const tabs = await open({ rotate: true });
    context = tabs.context;
    const a = await tabs.newTab();
    await loginAs(a);
    const b = await tabs.newTab();
    await Promise.all([a.goto(`${baseURL()}/system/param`), b.goto(`${baseURL()}/system/param`)]);
    await Promise.all([showsParams(a), showsParams(b)]);
    // Nothing on the wire when the token dies: a call answered 401 now would start a refresh
    // that the reload cuts short, and a refresh token spent by a page that is gone ends the
    // session by design (the next test). The top bar's tools, and their calls, come after the
    // first rows; then the gateway hears nothing for a second.
    await Promise.all([a.getByTestId('notice-button').waitFor(), b.getByTestId('notice-button').waitFor()]);
    await quiet(tabs.gateway);
    tabs.gateway.expireIssued();
    // Both tabs reload at once with a token the gateway refuses: each one's first call needs a
    // refresh, and one refresh serves both (the other tab takes the tokens it stored).
    await Promise.all([a.reload(), b.reload()]);
    await Promise.all([showsParams(a), showsParams(b)]);
    await shot(b, 'refresh-tabs-second-tab-zh');
    expect(tabs.refused).toEqual([]);
    expect(tabs.gateway.grants).toEqual(['password', 'refresh_token']);
    expect((await storedToken(a))?.refreshToken).toBe((await storedToken(b))?.refreshToken);
    await context.close();
    context = undefined;
  });

  it('does not spend the refresh token of a refresh cut short by F5 again', async () => {
    let answer = () => {};
    const tabs = await open({ rotate: true, holdRefresh: new Promise<void>((resolve) => (answer = resolve)) });
    context = tabs.context;
    const page = await tabs.newTab();
    await loginAs(page);
    await page.goto(`${baseURL()}/system/param`);
    await showsParams(page);
    // The token is old enough for the refresh loop (3000 s of 3600), not yet expired.
    await page.evaluate(() => {
      const token = JSON.parse(localStorage.getItem('saber-token') ?? '{}') as { datetime: number };
      localStorage.setItem('saber-token', JSON.stringify({ ...token, datetime: Date.now() - 3100_000 }));
    });
    await expect.poll(() => tabs.gateway.grants, { timeout: 12_000, interval: 200 }).toContain('refresh_token');
    // The gateway took (and rotated) the refresh token; its answer is held, and the page reloads.
    await page.reload();
    await showsParams(page);
    // One more tick of the 10 s loop on the reloaded page.
    await page.waitForTimeout(10_500);
    await page.getByText('网关参数1', { exact: true }).waitFor();
    expect(tabs.gateway.grants).toEqual(['password', 'refresh_token']);
    expect(tabs.refused).toEqual([]);
    expect(page.url()).toContain('/system/param');
    answer();
  });
});
