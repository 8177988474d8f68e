import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, loginAs, newPage, shot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch({ workerRoutes: true });
});
afterAll(async () => browser?.close());

/** Ctrl+K, then as soon as the caret is in the box: the moment a fast typist starts. */
async function openPalette(page: Page) {
  await page.keyboard.press('Control+k');
  const input = page.getByTestId('palette-input');
  await input.waitFor();
  await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
  return input;
}

const activeTab = (page: Page) => page.locator('.tab-bar [role="tab"][aria-selected="true"] .tab-label').innerText();

/** Types at full speed and presses Enter at once, with nothing awaited in between. */
async function typeAndEnter(page: Page, text: string) {
  await page.keyboard.type(text, { delay: 0 });
  await page.keyboard.press('Enter');
}

describe('in Chromium: the Ctrl+K palette', () => {
  it('keeps every key typed at full speed and opens what the box says on an immediate Enter', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);

    await openPalette(page);
    await typeAndEnter(page, '参');
    await page.waitForURL('**/system/param');
    await expect.poll(() => activeTab(page)).toBe('参数管理');

    await openPalette(page);
    await typeAndEnter(page, '用户');
    await page.waitForURL('**/system/user');
    await expect.poll(() => activeTab(page)).toBe('用户管理');

    await page.getByTestId('language-switch').click();
    await page.getByText('English', { exact: true }).click();
    await page.getByText('Search menus', { exact: true }).waitFor();
    const input = await openPalette(page);
    await page.keyboard.type('orders', { delay: 0 });
    expect(await input.inputValue()).toBe('orders');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/oto/order');
    await expect.poll(() => activeTab(page)).toBe('Orders');
  });

  it('keeps the keys typed after a Ctrl+K pressed before its code is in, and acts on their Enter', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    // The palette's file held back a second, as on a slow line the morning after a deployment.
    // The stand-in's service worker fetches it: a context route (launch's workerRoutes) sees it.
    await page.context().route(/\/assets\/palette-root-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    for (const [from, typed, to, tab] of [
      ['/system/param', '部门', '**/system/dept', '部门管理'],
      ['/oto/order?current=3', '参数', '**/system/param', '参数管理'],
    ] as const) {
      await page.goto(`${baseURL()}${from}`);
      await page.locator('tr.ant-table-row').first().waitFor();
      await page.reload();
      await page.locator('tr.ant-table-row').first().waitFor();
      await page.keyboard.press('Control+k');
      await page.keyboard.type(typed, { delay: 0 });
      // The palette's stand-in box shows what was typed while the palette's file is on its way.
      expect(await page.locator('.palette-early input').inputValue()).toBe(typed);
      await shot(page, `palette-early-${typed}`);
      await page.keyboard.press('Enter');
      await page.waitForURL(to);
      await expect.poll(() => activeTab(page)).toBe(tab);
    }
  });

  it('offers the open list’s 新增 and the shell’s actions; the dialog they open keeps the focus', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    await page.getByRole('menuitem', { name: '系统管理' }).click();
    await page.getByRole('menuitem', { name: '参数管理' }).click();
    await page.locator('tr.ant-table-row').first().waitFor();

    await openPalette(page);
    const names = () => page.locator('[data-testid=palette-item] .palette-name').allInnerTexts();
    expect(await page.getByTestId('palette-section').allInnerTexts()).toEqual(['菜单', '操作']);
    expect((await names()).slice(-5)).toEqual(['新增', '切换语言', '切换主题', '锁屏', '退出登录']);
    await typeAndEnter(page, '新');
    const add = page.getByRole('dialog', { name: '新增参数' });
    await add.waitFor();
    // The focus is the dialog's, not put back behind it by the palette closing.
    await expect.poll(() => add.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await add.getByRole('button', { name: /取\s*消/ }).click();
    await add.waitFor({ state: 'hidden' });

    await openPalette(page);
    await typeAndEnter(page, '锁屏');
    const lock = page.getByRole('dialog', { name: '设置锁屏密码' });
    await lock.waitFor();
    await expect.poll(() => lock.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await lock.getByPlaceholder('请输入锁屏密码').fill('s3cret');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/lock');
  });

  it('logs out from the palette through the user menu’s confirm, answered from the keyboard', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    await openPalette(page);
    await typeAndEnter(page, '退出');
    const confirm = page.getByRole('dialog').filter({ hasText: '退出系统, 是否继续?' });
    await confirm.waitFor();
    await expect.poll(() => confirm.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/login');
  });

  it('shows menus and actions in their sections, in zh and en', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    await openPalette(page);
    await page.keyboard.type('用', { delay: 0 });
    await expect.poll(() => page.getByTestId('palette-section').allInnerTexts()).toEqual(['菜单']);
    await page.keyboard.press('Backspace');
    await expect.poll(() => page.getByTestId('palette-section').allInnerTexts()).toEqual(['菜单', '操作']);
    // The actions follow the menus: Up from the first entry goes round to the last, in view.
    await page.keyboard.press('ArrowUp');
    await page.getByRole('option', { name: '退出登录', selected: true }).waitFor();
    await expect.poll(() => page.getByText('操作', { exact: true }).isVisible()).toBe(true);
    await shot(page, 'palette-actions-zh');
    await page.keyboard.type('切换', { delay: 0 });
    await expect.poll(() => page.getByTestId('palette-item').count()).toBe(2);
    await page.keyboard.press('Escape');
    await page.getByTestId('palette-input').waitFor({ state: 'detached' });

    await page.getByTestId('language-switch').click();
    await page.getByText('English', { exact: true }).click();
    await page.getByText('Search menus', { exact: true }).waitFor();
    await openPalette(page);
    await page.keyboard.type('s', { delay: 0 });
    await expect.poll(() => page.getByTestId('palette-section').allInnerTexts()).toEqual(['Menus', 'Actions']);
    await shot(page, 'palette-actions-en');
  });
});
