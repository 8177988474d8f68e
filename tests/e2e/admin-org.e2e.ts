import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, loginAs, newPage, shot } from './browser';

// The organisation and dictionary screens as a person sees them, in both languages.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

async function toEnglish(page: Page) {
  await page.getByTestId('language-switch').click();
  await page.getByText('English', { exact: true }).click();
  await page.locator('.console-sider').getByText('System', { exact: true }).waitFor();
}

const pane = (page: Page, path: string) => page.locator(`.tab-pane[data-path="${path}"]`);

async function openTree(page: Page, lang: 'zh' | 'en') {
  await page.goto(`${baseURL()}/system/dept`);
  const dept = pane(page, '/system/dept');
  const top = dept.locator('tr.ant-table-row', { hasText: '智远教育' }).first();
  await top.waitFor();
  await top.locator('.ant-table-row-expand-icon').click();
  await dept.locator('tr.ant-table-row', { hasText: '教研部' }).waitFor();
  await shot(page, `dept-tree-${lang}`);
  await top.getByRole('button', { name: lang === 'zh' ? /新增子项/ : /Add child/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: lang === 'zh' ? /保\s*存/ : /Save/ }).click();
  await dialog.locator('.ant-form-item-explain-error').first().waitFor();
  await shot(page, `dept-add-child-${lang}`);
  await dialog.getByRole('button', { name: lang === 'zh' ? /取\s*消/ : /Cancel/ }).click();
}

describe('in Chromium: depts, posts, regions and dictionaries', () => {
  it('shows the dept tree, a child dialog, posts and the region tree in zh and en', async () => {
    const { page, foreign } = await newPage(browser);
    await loginAs(page);
    await openTree(page, 'zh');
    await page.goto(`${baseURL()}/system/post`);
    await pane(page, '/system/post').locator('tr.ant-table-row .ant-tag').first().waitFor();
    await shot(page, 'post-list-zh');
    await page.goto(`${baseURL()}/system/region`);
    const region = pane(page, '/system/region');
    const beijing = region.locator('tr.ant-table-row', { hasText: '北京市' }).first();
    await beijing.locator('.ant-table-row-expand-icon').click();
    await region.locator('tr.ant-table-row', { hasText: '市辖区' }).waitFor();
    await shot(page, 'region-tree-zh');

    await toEnglish(page);
    await openTree(page, 'en');
    await page.goto(`${baseURL()}/system/post`);
    await pane(page, '/system/post').locator('tr.ant-table-row .ant-tag').first().waitFor();
    await shot(page, 'post-list-en');
    await page.goto(`${baseURL()}/system/region`);
    await pane(page, '/system/region').locator('tr.ant-table-row', { hasText: '北京市' }).first().waitFor();
    // Column headers follow the language.
    expect(await pane(page, '/system/region').locator('thead').innerText()).toMatch(/Region name/i);
    await shot(page, 'region-tree-en');
    expect(foreign).toEqual([]);
  });

  it('opens the dictionary dialog 880 px wide with the spec messages, in zh and en', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    for (const lang of ['zh', 'en'] as const) {
      if (lang === 'en') await toEnglish(page);
      await page.goto(`${baseURL()}/system/dict`);
      await pane(page, '/system/dict').locator('tr.ant-table-row').first().waitFor();
      await page.getByRole('button', { name: lang === 'zh' ? /新\s*增/ : /Add$/ }).first().click();
      const dialog = page.locator('.ant-modal').filter({ has: page.locator('form') });
      await dialog.waitFor();
      // Measured once the opening zoom has finished.
      await expect.poll(async () => Math.round((await dialog.boundingBox())!.width)).toBe(880);
      await dialog.getByRole('button', { name: lang === 'zh' ? /保\s*存/ : /Save/ }).click();
      const messages = lang === 'zh' ? ['请输入字典编号', '请输入字典名称', '请输入字典排序'] : ['please input dictionary code', 'please input dictionary name', 'please input dictionary sort'];
      for (const message of messages) await dialog.getByText(message, { exact: true }).waitFor();
      await shot(page, `dict-dialog-${lang}`);
      await dialog.getByRole('button', { name: lang === 'zh' ? /取\s*消/ : /Cancel/ }).click();
      await expect.poll(() => page.locator('.ant-modal-wrap:visible').count()).toBe(0);
    }
  });
});
