import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, loginAs, newPage } from './browser';

// On a reload or after the login, antd's rules for the frame and the list come from the build's
// stylesheet; the browser writes only the theme's variables. The themes still apply.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** Style elements antd's cssinjs wrote in this page that hold rules, not only theme variables. */
const generatedRules = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('style[data-css-hash]')]
      .map((style) => style.innerHTML)
      .filter((css) => css.trim() && !css.startsWith('.css-var-') && !/^\.anticon\{/.test(css))
      .map((css) => css.slice(0, 80)),
  );
const background = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

describe('in Chromium: antd styles from the build', () => {
  it('reloads a list page without generating its rules, and a theme picked still applies', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    await page.goto(`${baseURL()}/system/param`);
    await page.locator('tr.ant-table-row').first().waitFor();
    await page.reload();
    await page.locator('tr.ant-table-row').first().waitFor();
    expect(await generatedRules(page)).toEqual([]);
    expect(await page.locator('link[href*="antd-first-screens"]').count()).toBe(1);
    // Styled as before: the primary button in the picked colour's readable shade (#006cdc for
    // #409EFF), the table on white.
    expect(await background(page, '.crud-page .ant-btn-primary')).toBe('rgb(0, 108, 220)');
    expect(await background(page, '.ant-table-thead > tr > th')).toBe('rgb(250, 250, 250)');

    await page.getByTestId('theme-picker').click();
    await page.getByRole('option', { name: /暗黑/ }).click();
    await expect.poll(() => background(page, '.ant-table-thead > tr > th')).toBe('rgb(29, 29, 29)');
    // A theme changes variables only: still no rule written in the page.
    expect(await generatedRules(page)).toEqual([]);
  });

  it('logs in from the login page drawn into index.html and shows home without generating rules', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    // Home with the server's menu in the sider.
    await page.locator('.console-sider').getByText('系统管理').first().waitFor();
    expect(await generatedRules(page)).toEqual([]);
    // The drawn page's copy of the theme's variables is gone once antd wrote its own.
    expect(await page.locator('style[data-login-screen]').count()).toBe(0);
  });
});
