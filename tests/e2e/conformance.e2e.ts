import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginAs, logOut, newPage, takeNonconformant } from './browser';
import { keepTabsUnder, menuScreens, openScreen } from './screen-kit';

// The console against a gateway that maps only BladeX's endpoints (the stand-in serves nothing
// else: tests/contract/stand-in-handlers.test.ts, and answers the rest 404): every screen the
// administrator has is opened, the cache cleared and the session ended, and every call that went
// over the wire must be one contract/blade-endpoints.json holds, bound as BladeX reads it.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('in Chromium: only the calls BladeX maps', () => {
  it('opens every screen, clears the cache and logs out with calls the endpoint table holds', async () => {
    const paths = menuScreens();
    expect(paths.length).toBeGreaterThan(40);
    const { page } = await newPage(browser);
    const sent: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) sent.push(`${request.method()} ${pathname}`);
    });
    await loginAs(page);
    for (const path of paths) {
      await openScreen(page, path);
      // Up to 16 tabs stay open: clearing the cache below refetches every open tab's page.
      await keepTabsUnder(page, 16);
    }
    await page.locator('.tab-bar [role="tab"][aria-selected="true"] .tab-label').click({ button: 'right' });
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: '清除缓存' }).click();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('清除完毕').waitFor();
    await logOut(page);
    await page.waitForLoadState('networkidle');

    expect(sent).toContain('GET /api/blade-auth/oauth/clear-cache');
    expect(sent).toContain('GET /api/blade-auth/oauth/logout');
    // Many distinct calls went out (the lists, trees, dictionaries and details of every screen).
    expect(new Set(sent).size).toBeGreaterThan(60);
    expect(takeNonconformant()).toEqual([]);
  });
});
