import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themes } from '../../src/shell/theme/themes';
import { baseURL, launch, loginAs, logOut, newPage, shot } from './browser';

// The colour picker's default (spec: default theme colour #409EFF), drawn behind white text in
// its shade that reads (4.5:1).
const DEFAULT_PRIMARY = '#006cdc';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('in Chromium: the session', () => {
  it('renews an expired access token once and keeps working', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${baseURL()}/login`);
    await page.evaluate(() => localStorage.setItem('standin.tokenTtl', '2'));
    await page.reload();
    await loginAs(page);
    const grants: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/oauth/token'))
        grants.push(new URLSearchParams(r.postData() ?? '').get('grant_type') ?? '');
    });
    await page.waitForTimeout(2500);
    await page.goto(`${baseURL()}/system/param`);
    await page.locator('tr.ant-table-row').first().waitFor();
    expect(grants.filter((g) => g === 'refresh_token')).toHaveLength(1);
    expect(page.url()).toContain('/system/param');
  });

  it('shows 403 for a page outside the role menu and hides delete buttons', async () => {
    const { page } = await newPage(browser);
    await loginAs(page, 'operator', 'operator');
    await page.goto(`${baseURL()}/system/param`);
    await page.locator('tr.ant-table-row').first().waitFor();
    expect(await page.getByRole('button', { name: /删\s*除/ }).count()).toBe(0);
    await shot(page, 'param-operator-zh');
    await page.goto(`${baseURL()}/system/tenantpackage`);
    await page.getByText('抱歉,你无权访问该页面').waitFor();
    await page.goto(`${baseURL()}/nowhere`);
    await page.waitForURL('**/404');
  });

  it('switches the whole console to English and remembers it', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    await page.getByTestId('language-switch').click();
    await page.getByText('English', { exact: true }).click();
    await page.getByText('Quick entry').waitFor();
    await page.goto(`${baseURL()}/system/param`);
    await page.locator('tr.ant-table-row').first().waitFor();
    await page.getByText('10 / page').waitFor();
    expect(await page.getByRole('menuitem', { name: 'Parameters' }).count()).toBe(1);
    await shot(page, 'param-list-en');
    await page.reload();
    await page.getByRole('button', { name: 'Add' }).waitFor();
    await page.getByTestId('language-switch').click();
    await page.getByText('简体中文', { exact: true }).click();
    await page.getByText('10 条/页').waitFor();
  });
});

describe('in Chromium: frame details', () => {
  it('titles the document with the page and product, collapses the sider on a narrow screen, and logout clears the tabs', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    await page.goto(`${baseURL()}/system/param`);
    await page.locator('tr.ant-table-row').first().waitFor();
    await expect.poll(() => page.title()).toBe('参数管理 - 智远志愿规划管理平台');
    expect(await page.locator('.console-sider').getAttribute('class')).not.toContain('ant-layout-sider-collapsed');
    await page.setViewportSize({ width: 900, height: 800 });
    await expect
      .poll(async () => (await page.locator('.console-sider').getAttribute('class')) ?? '')
      .toContain('ant-layout-sider-collapsed');
    await page.setViewportSize({ width: 1440, height: 900 });
    await logOut(page);
    expect(await page.evaluate(() => sessionStorage.getItem('saber-tag-list'))).toBeNull();
    await loginAs(page);
    await expect.poll(() => page.locator('.tab-bar .tab-label').allInnerTexts()).toEqual(['首页']);
  });
});

/** A frame part's background as the browser draws it: colour and image (a gradient). */
const drawn = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => `${getComputedStyle(el).backgroundColor} ${getComputedStyle(el).backgroundImage}`);

/** How the browser draws a theme's value (`primary`: the default colour picker's colour). */
const drawnValue = (page: Page, value: string) =>
  page.evaluate(
    ([css, primary]) => {
      const probe = document.createElement('div');
      probe.style.background = css === 'primary' ? primary : css;
      document.body.append(probe);
      const style = getComputedStyle(probe);
      const seen = `${style.backgroundColor} ${style.backgroundImage}`;
      probe.remove();
      return seen;
    },
    [value, DEFAULT_PRIMARY],
  );

// What a user reads on the parameter list in each language: its menu item and tab, and the add button.
const words = { zh: { page: '参数管理', add: /新\s*增$/ }, en: { page: 'Parameters', add: /Add$/ } };

describe('in Chromium: screenshots of the shell', () => {
  it('in three themes and both languages', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    for (const lang of ['zh', 'en'] as const) {
      await page.evaluate((l) => localStorage.setItem('saber-language', l), lang);
      for (const theme of ['default', 'star', 'white'] as const) {
        await page.evaluate((t) => localStorage.setItem('saber-theme', t), theme);
        await page.goto(`${baseURL()}/system/param`);
        await page.locator('tr.ant-table-row').first().waitFor();
        // The theme: the sider, its selected item, the header and the tab bar in the theme's colours.
        const look = themes[theme];
        for (const [selector, value] of [
          ['.console-sider', look.sider],
          ['.console-sider .ant-menu-item-selected', look.menuActive],
          ['.console-header', look.header],
          ['.tab-bar', look.tabs],
        ]) {
          const expected = await drawnValue(page, value);
          await expect.poll(() => drawn(page, selector), { message: `${theme} ${selector}` }).toBe(expected);
        }
        // The language: the menu item, the active tab and the add button in it.
        expect(await page.locator('.console-sider .ant-menu-item-selected').innerText()).toBe(words[lang].page);
        expect(await page.locator('.tab-bar [role="tab"][aria-selected="true"]').innerText()).toContain(
          words[lang].page,
        );
        expect(await page.getByRole('button', { name: words[lang].add }).count()).toBeGreaterThan(0);
        await shot(page, `shell-${theme}-${lang}`);
      }
    }
    await page.evaluate(() => localStorage.setItem('saber-theme', 'default'));
  });
});
