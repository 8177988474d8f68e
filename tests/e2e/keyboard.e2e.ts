import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, loginAs, newPage } from './browser';

// The top bar's tasks with the keyboard alone: each control is reached by focus, opened with
// Enter, its choices taken with the arrows or Tab, and focus comes back to the control, never to
// the page's body.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** What has focus: its test id, its text, or the body. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return 'body';
    return active.closest('[data-testid]')?.getAttribute('data-testid') ?? active.textContent?.trim() ?? active.tagName;
  });

/** Tab from the page's start until `testId` has focus, as a keyboard user gets there. */
async function tabTo(page: Page, testId: string) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press('Tab');
    if ((await focused(page)) === testId) return presses + 1;
  }
  throw new Error(`Tab never reached ${testId}`);
}

describe('in Chromium, with the keyboard alone', () => {
  it('logs out from the user menu', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    await tabTo(page, 'user-menu');
    await page.keyboard.press('Enter');
    const logout = page.getByRole('menuitem', { name: '退出登录' });
    await logout.waitFor();
    // Focus is in the menu: the arrows move through it.
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.ant-dropdown'))).toBe(true);
    for (
      let presses = 0;
      presses < 6 && !(await logout.evaluate((el) => el.classList.contains('ant-dropdown-menu-item-active')));
      presses++
    )
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByText('退出系统, 是否继续?').waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/login');
  });

  it('changes the language from the top bar, and focus stays on the control', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    await tabTo(page, 'language-switch');
    await page.keyboard.press('Enter');
    await page.locator('.language-choices').waitFor();
    // Focus moves to the language in use; the next one is a Tab away.
    await expect.poll(() => focused(page)).toBe('简体中文');
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page)).toBe('English');
    await page.keyboard.press('Enter');
    await page.getByText('Search menus', { exact: true }).waitFor();
    await expect.poll(() => focused(page)).toBe('language-switch');
  });

  it('picks a theme, and Escape closes the picker back onto its button', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    await tabTo(page, 'theme-picker');
    await page.keyboard.press('Enter');
    await page.locator('.theme-grid').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-selected'))).toBe('true');
    await page.keyboard.press('Tab');
    const picked = await page.evaluate(() => document.activeElement?.getAttribute('data-theme'));
    expect(picked).toBeTruthy();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator(`.theme-swatch[data-theme="${picked}"]`).getAttribute('aria-selected'))
      .toBe('true');
    await page.keyboard.press('Escape');
    await page.locator('.theme-grid').waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toBe('theme-picker');
  });

  it('closes a tab from its close button and stays on the tab bar; the tab menu walks with the arrows', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    for (const path of ['/system/param', '/oto/order']) {
      await page.goto(`${baseURL()}${path}`);
      await page.locator('.ant-table-row').first().waitFor();
    }
    const active = page.locator('.tab-bar [role="tab"][aria-selected="true"] .tab-label');
    await expect.poll(() => active.innerText()).toBe('订单管理');
    await page.locator('.tab-bar .ant-tabs-tab-active .ant-tabs-tab-remove').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => active.innerText()).toBe('参数管理');
    // Focus is on the tab shown now, where the arrows move among the tabs.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-selected'))).toBe('true');

    await page.locator('.tab-bar-more').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: '关闭其他' }).waitFor();
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.ant-dropdown'))).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.locator('.ant-dropdown-menu-item-active').count()).toBe(1);
    await page.keyboard.press('Escape');
  });

  it('closes the error log and the lock dialogs with Escape back onto their buttons', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    for (const testId of ['error-log-button', 'lock-button']) {
      await page.getByTestId(testId).focus();
      await page.keyboard.press('Enter');
      await page.locator('.ant-modal').first().waitFor();
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.ant-modal-wrap'))).toBe(true);
      await page.keyboard.press('Escape');
      await page.locator('.ant-modal').first().waitFor({ state: 'detached' });
      await expect.poll(() => focused(page)).toBe(testId);
    }
  });
});
