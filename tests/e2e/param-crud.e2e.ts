import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, loginAs, logOut, newPage, shot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('in Chromium: log in, add and delete a param, log out', () => {
  it('runs the whole round trip against the stand-in', async () => {
    const { page, foreign } = await newPage(browser);
    await loginAs(page);
    await expect.poll(() => page.getByText('系统管理').count()).toBeGreaterThan(0);
    await shot(page, 'home-zh');

    await page.getByRole('menuitem', { name: '系统管理' }).click();
    await page.getByRole('menuitem', { name: '参数管理' }).click();
    await page.waitForURL('**/system/param');
    await page.getByText('account.initPassword').waitFor();
    await shot(page, 'param-list-zh');

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    for (const message of ['请输入参数名称', '请输入参数键名', '请输入参数键值']) {
      await dialog.getByText(message).waitFor();
    }
    await shot(page, 'param-validation-zh');
    await dialog.getByPlaceholder('请输入参数名称').fill('端到端参数');
    await dialog.getByPlaceholder('请输入参数键名').fill('e2e.key');
    await dialog.getByPlaceholder('请输入参数键值').fill('42');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('新增成功').waitFor();

    const search = page.getByRole('form', { name: '搜索' });
    await search.getByPlaceholder('请输入参数键名').fill('e2e.key');
    await search.locator('button[type=submit]').click();
    const row = page.locator('tr.ant-table-row', { hasText: 'e2e.key' });
    await row.waitFor();
    await expect.poll(() => page.locator('tr.ant-table-row').count()).toBe(1);
    await row.getByRole('button', { name: /删\s*除/ }).click();
    await page.getByText('确定将选择数据删除?').waitFor();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('删除成功').waitFor();
    await expect.poll(() => page.locator('tr.ant-table-row', { hasText: 'e2e.key' }).count()).toBe(0);

    // The change survives a reload (the stand-in persists in local storage). The search and the
    // order the add chose (newest first) are in the URL, so the reload searches again and finds
    // nothing; cleared of both, the list is as it was.
    await page.reload();
    await expect.poll(() => search.getByPlaceholder('请输入参数键名').inputValue()).toBe('e2e.key');
    await page.getByText('共 0 条').waitFor();
    await search.getByRole('button', { name: /清\s*空/ }).click();
    await page.locator('.ant-tag', { hasText: '最新在前' }).locator('.ant-tag-close-icon').click();
    await page.getByText('account.initPassword').waitFor();

    await logOut(page);
    await page.goto(`${baseURL()}/system/param`);
    await page.waitForURL('**/login');
    expect(foreign).toEqual([]);
  });
});
