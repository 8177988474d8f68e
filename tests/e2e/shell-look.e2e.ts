import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, loginAs, newPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

// #eb2f96 as picked, drawn in its shade that reads on white (#d3147d).
const PINK = 'rgb(211, 20, 125)';
const LONG_NAME = '欧阳诸葛司马上官皇甫东方令狐慕容长孙宇文轩辕尉迟';

const headerShot = (page: Page, name: string) =>
  page.screenshot({ path: `tests/e2e/screens/${name}.png`, clip: { x: 0, y: 0, width: 1440, height: 140 } });
const tooltip = (page: Page, text: string) =>
  page.locator('.ant-tooltip:not(.ant-tooltip-hidden) .ant-tooltip-inner', { hasText: text });
/** Points at a widget, waits for its tooltip, then moves away and lets the tooltip go. */
async function hoverForTooltip(page: Page, target: ReturnType<Page['locator']>, text: string) {
  await target.hover();
  await tooltip(page, text).waitFor();
  await page.mouse.move(700, 600);
  await tooltip(page, text)
    .waitFor({ state: 'detached' })
    .catch(() => tooltip(page, text).waitFor({ state: 'hidden' }));
}
const leftOf = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => el.getBoundingClientRect().left);

describe('in Chromium: the look of the shell', () => {
  it('takes the picked colour to progress bars and to what opens outside the frame', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    await page.evaluate(() => localStorage.setItem('saber-color', '#eb2f96'));
    await page.goto(`${baseURL()}/wel/dashboard`);
    const background = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    // antd draws a progress bar in colorInfo, which is not colorPrimary unless the app says so.
    await expect.poll(() => background('.ant-progress-bg')).toBe(PINK);
    expect(await background('.route-progress')).toBe(PINK);
    // The theme picker opens in a popover attached to <body>, outside the console frame.
    await page.getByTestId('theme-picker').click();
    await expect
      .poll(() => page.locator('.theme-swatch-check').evaluate((el) => getComputedStyle(el).color))
      .toBe(PINK);
  });

  it('cuts a long user name short, with the whole name on hover, and names every top-bar button', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    const shortName = await page.locator('.user-menu-name').evaluate((el) => el.getBoundingClientRect().width);
    const searchBefore = await leftOf(page, 'menu-search');
    await page.evaluate((realName) => {
      const user = JSON.parse(localStorage.getItem('saber-userInfo') ?? '{}') as object;
      localStorage.setItem('saber-userInfo', JSON.stringify({ ...user, realName }));
    }, LONG_NAME);
    await page.reload();
    const name = page.locator('.user-menu-name');
    await expect.poll(() => name.textContent()).toBe(LONG_NAME);
    const shown = await name.evaluate((el) => ({
      width: el.getBoundingClientRect().width,
      cut: el.scrollWidth > el.clientWidth,
    }));
    expect(shown.width).toBeLessThanOrEqual(120);
    expect(shown.cut).toBe(true);
    // The search box gives way only by what the name may grow to, not by the whole name.
    expect(searchBefore - (await leftOf(page, 'menu-search'))).toBeLessThanOrEqual(120 - shortName + 1);

    await hoverForTooltip(page, page.getByTestId('error-log-button'), '错误日志');
    await hoverForTooltip(page, page.getByTestId('notice-button'), '通知');
    // A button that opens a popup hides its tooltip meanwhile: it would cover the popup's first row.
    for (const [testId, label] of [
      ['notice-button', '通知'],
      ['language-switch', '语言'],
      ['theme-picker', '主题'],
    ]) {
      await page.getByTestId(testId).hover();
      await tooltip(page, label).waitFor();
      await page.getByTestId(testId).click();
      await tooltip(page, label).waitFor({ state: 'hidden' });
      await page.mouse.click(700, 600);
    }
    await name.hover();
    await tooltip(page, LONG_NAME).waitFor();
    await headerShot(page, 'topbar-long-name-zh');
    // The menu is headed by the whole name and the session's role names.
    await page.getByTestId('user-menu').click();
    await expect
      .poll(() => page.getByTestId('user-menu-identity').innerText())
      .toBe(`${LONG_NAME}\n超级管理员、运营人员`);
    await tooltip(page, LONG_NAME).waitFor({ state: 'hidden' });
    await page.screenshot({
      path: 'tests/e2e/screens/user-menu-roles-zh.png',
      clip: { x: 1040, y: 0, width: 400, height: 300 },
    });
    await page.keyboard.press('Escape');

    await page.getByTestId('language-switch').click();
    await page.getByText('English', { exact: true }).click();
    await page.getByText('Quick entry').waitFor();
    await hoverForTooltip(page, page.getByTestId('error-log-button'), 'Error log');
    await page.getByTestId('notice-button').hover();
    await tooltip(page, 'Notices').waitFor();
    await headerShot(page, 'topbar-tooltip-en');
  });

  it('keeps the top bar in one row on a narrow window: icons only on the right, nothing over the collapse button', async () => {
    const { page } = await newPage(browser);
    await page.setViewportSize({ width: 700, height: 900 });
    await loginAs(page);
    const box = async (locator: ReturnType<Page['locator']>) => {
      const found = await locator.boundingBox();
      if (!found) throw new Error('not shown');
      return found;
    };
    const collapse = await box(page.locator('.top-bar-left button').first());
    const right = await box(page.locator('.top-bar-right'));
    expect(collapse.x + collapse.width).toBeLessThanOrEqual(right.x);
    expect(right.x + right.width).toBeLessThanOrEqual(700);
    // One row: the search box and the user menu sit at the same height.
    const search = await box(page.getByTestId('menu-search'));
    const user = await box(page.getByTestId('user-menu'));
    expect(Math.abs(search.y + search.height / 2 - (user.y + user.height / 2))).toBeLessThan(4);
    // The search box is an icon now, still named 搜索菜单 for a screen reader.
    expect(search.width).toBeLessThan(48);
    await expect.poll(() => page.getByRole('button', { name: '搜索菜单' }).count()).toBe(1);
    await page.screenshot({
      path: 'tests/e2e/screens/topbar-narrow-zh.png',
      clip: { x: 0, y: 0, width: 700, height: 140 },
    });
  });

  it('centres the 404, 403 and 500 pages in the window', async () => {
    const { page } = await newPage(browser);
    for (const status of [404, 403, 500]) {
      await page.goto(`${baseURL()}/${status}`);
      const box = await page.locator('.error-page').boundingBox();
      if (!box) throw new Error(`no ${status} page`);
      expect(Math.abs(box.y + box.height / 2 - 450)).toBeLessThan(24);
      expect(Math.abs(box.x + box.width / 2 - 720)).toBeLessThan(24);
    }
    await page.goto(`${baseURL()}/404`);
    await page.locator('.error-page').waitFor();
    await page.screenshot({ path: 'tests/e2e/screens/error-404-zh.png' });
    await page.evaluate(() => localStorage.setItem('saber-language', 'en'));
    await page.reload();
    await page.getByText('Sorry, the page you visited does not exist').waitFor();
    await page.screenshot({ path: 'tests/e2e/screens/error-404-en.png' });
  });
});
