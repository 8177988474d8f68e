import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, loginAs, newPage } from './browser';
import { pickFirstOption } from './screen-kit';

// One click, one request: a double click on 保存 (two clicks before React draws the first one's
// spinner) or a click while the dialog closes stores one record, in the generic dialog and in the
// order's own. A refused save still leaves the dialog ready for a corrected one.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** The POSTs whose path ends with `end`, counted as Chromium sends them. */
function countPosts(page: Page, end: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(end)) count += 1;
  });
  return () => count;
}

const dialogOf = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal');
// The dialog's primary button (保存), found by its place: while it spins its name is not 保存 alone.
const saveIn = (page: Page) => dialogOf(page).locator('.ant-modal-footer .ant-btn-primary');

describe('in Chromium: a save is sent once', () => {
  it('a parameter: a double click adds one; a refused save, corrected, adds the second', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    await page.goto(`${baseURL()}/system/param`);
    await page.getByText('account.initPassword').waitFor();
    const submits = countPosts(page, '/param/submit');

    await page.getByRole('button', { name: /新\s*增/ }).click();
    let dialog = dialogOf(page);
    await dialog.getByPlaceholder('请输入参数名称').fill('连点两下');
    await dialog.getByPlaceholder('请输入参数键名').fill('e2e.double');
    await dialog.getByPlaceholder('请输入参数键值').fill('2');
    await saveIn(page).dblclick();
    await page.getByText('新增成功').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator('.ant-message-notice').count()).toBe(1);
    expect(submits()).toBe(1);

    await page.getByRole('button', { name: /新\s*增/ }).click();
    dialog = dialogOf(page);
    await dialog.getByPlaceholder('请输入参数名称').fill('重复的键');
    await dialog.getByPlaceholder('请输入参数键名').fill('e2e.double');
    await dialog.getByPlaceholder('请输入参数键值').fill('3');
    await saveIn(page).click();
    await page.getByText('参数键名已存在').waitFor();
    await dialog.getByPlaceholder('请输入参数键名').fill('e2e.double.2');
    await saveIn(page).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(submits()).toBe(3);
  });

  it('an order: a double click on 保存 places one order', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    await page.goto(`${baseURL()}/oto/order`);
    await page.locator('tr.ant-table-row').first().waitFor();
    const saves = countPosts(page, '/student-order/save');

    await page
      .locator('.crud-toolbar')
      .getByRole('button', { name: /新\s*增$/ })
      .click();
    const dialog = dialogOf(page);
    for (const label of ['服务', '机构']) await pickFirstOption(page, dialog, label);
    await dialog.getByPlaceholder('请输入学生姓名').fill('连点同学');
    await dialog.getByPlaceholder('请输入手机号').fill('13800001111');
    await saveIn(page).dblclick();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator('.ant-message-notice').count()).toBe(1);
    expect(saves()).toBe(1);
  });
});
