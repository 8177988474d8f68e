import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, loginAs, newPage, shot } from './browser';
import { clickRowAction } from './row-action';

// The organisation and dictionary screens as a person sees them, in both languages: the dept tree,
// posts and their add form, the region tree with 北京市 open and a child added under it, the system
// and business dictionaries, a dictionary's entries and the side-by-side and stacked screens.

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

/** The open dialog once its opening zoom has settled. */
async function settledDialog(page: Page) {
  const dialog = page.locator('.ant-modal-wrap:visible .ant-modal').last();
  await dialog.waitFor();
  await page.waitForTimeout(400);
  return dialog;
}

async function openTree(page: Page, lang: 'zh' | 'en') {
  await page.goto(`${baseURL()}/system/dept`);
  const dept = pane(page, '/system/dept');
  const top = dept.locator('tr.ant-table-row', { hasText: '智远教育' }).first();
  await top.waitFor();
  await top.locator('.ant-table-row-expand-icon').click();
  await dept.locator('tr.ant-table-row', { hasText: '教研部' }).waitFor();
  await shot(page, `dept-tree-${lang}`);
  await clickRowAction(page, top, lang === 'zh' ? /新增子项/ : /Add child/);
  // Clicked as a user would, once the dialog has opened: a click while it zooms in may miss.
  const dialog = await settledDialog(page);
  await dialog.getByRole('button', { name: lang === 'zh' ? /保\s*存/ : /Save/ }).click();
  await dialog.locator('.ant-form-item-explain-error').first().waitFor();
  await shot(page, `dept-add-child-${lang}`);
  await dialog.getByRole('button', { name: lang === 'zh' ? /取\s*消/ : /Cancel/ }).click();
}

const cancel = { zh: /取\s*消/, en: /Cancel/ };

async function closeDialogs(page: Page) {
  await expect.poll(() => page.locator('.ant-modal-wrap:visible').count()).toBe(0);
}

/** 新增子项 on 北京市: the add form with its parent code preset. */
async function regionChild(page: Page, lang: 'zh' | 'en') {
  const beijing = pane(page, '/system/region').locator('tr.ant-table-row', { hasText: '北京市' }).first();
  await clickRowAction(page, beijing, lang === 'zh' ? /新增子项/ : /Add child/);
  const dialog = await settledDialog(page);
  await expect
    .poll(() =>
      dialog.getByPlaceholder(lang === 'zh' ? '请输入父区划编号' : 'Enter parent code', { exact: true }).inputValue(),
    )
    .toBe('11');
  await shot(page, `region-add-child-${lang}`);
  await dialog.getByRole('button', { name: cancel[lang] }).click();
  await closeDialogs(page);
}

/** A post's add form, its required fields told. */
async function postAdd(page: Page, lang: 'zh' | 'en') {
  await pane(page, '/system/post')
    .getByRole('button', { name: lang === 'zh' ? /新\s*增/ : /Add$/ })
    .first()
    .click();
  const dialog = await settledDialog(page);
  // The form loads with the dialog: a save before its fields exist checks nothing, so ask again.
  await expect
    .poll(async () => {
      await dialog.getByRole('button', { name: lang === 'zh' ? /保\s*存/ : /Save/ }).click();
      return dialog.getByText(lang === 'zh' ? '请输入岗位编号' : 'Please enter the post code').count();
    })
    .toBeGreaterThan(0);
  await shot(page, `post-add-${lang}`);
  await dialog.getByRole('button', { name: cancel[lang] }).click();
  await closeDialogs(page);
}

/** The system and business dictionaries, one dictionary's entries, and the two paired screens. */
async function dictionaries(page: Page, lang: 'zh' | 'en') {
  const configure = lang === 'zh' ? '字典配置' : 'Entries';
  await page.goto(`${baseURL()}/system/dict`);
  const dict = pane(page, '/system/dict');
  const sex = dict.locator('tr.ant-table-row', { has: page.locator('td', { hasText: /^sex$/ }) });
  await sex.waitFor();
  await shot(page, `dict-list-${lang}`);
  await sex.getByRole('button', { name: configure }).click();
  const entries = await settledDialog(page);
  await entries.locator('tr.ant-table-row').first().waitFor();
  await expect.poll(() => entries.locator('tr.ant-table-row').count()).toBe(3);
  await shot(page, `dict-entries-${lang}`);
  await entries.locator('.ant-modal-close').click();
  await closeDialogs(page);

  await page.goto(`${baseURL()}/system/dict-biz`);
  await pane(page, '/system/dict-biz').locator('tr.ant-table-row').first().waitFor();
  await shot(page, `dict-biz-list-${lang}`);

  for (const layout of ['horizontal', 'vertical'] as const) {
    const path = `/dict-${layout}/index`;
    await page.goto(`${baseURL()}${path}`);
    const screen = pane(page, path);
    const row = screen.locator('tr.ant-table-row', { has: page.locator('td', { hasText: /^sex$/ }) });
    await row.getByRole('button', { name: configure }).click();
    // The entries table beside (or under) the dictionaries' 10: the 3 of sex.
    await expect.poll(() => screen.locator('tr.ant-table-row').count()).toBeGreaterThan(10);
    // Stacked, the entries are under the fold of the scrolling pane: brought into view.
    await screen.locator('.ant-card').last().scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await shot(page, `dict-${layout}-${lang}`);
  }
}

describe('in Chromium: depts, posts, regions and dictionaries', () => {
  it('shows the dept tree, a child dialog, posts and the region tree in zh and en', async () => {
    const { page, foreign } = await newPage(browser);
    await loginAs(page);
    await openTree(page, 'zh');
    await page.goto(`${baseURL()}/system/post`);
    await pane(page, '/system/post').locator('tr.ant-table-row .ant-tag').first().waitFor();
    await shot(page, 'post-list-zh');
    await postAdd(page, 'zh');
    await page.goto(`${baseURL()}/system/region`);
    const region = pane(page, '/system/region');
    const beijing = region.locator('tr.ant-table-row', { hasText: '北京市' }).first();
    await beijing.locator('.ant-table-row-expand-icon').click();
    await region.locator('tr.ant-table-row', { hasText: '市辖区' }).waitFor();
    await shot(page, 'region-tree-zh');
    await regionChild(page, 'zh');

    await toEnglish(page);
    await openTree(page, 'en');
    await page.goto(`${baseURL()}/system/post`);
    await pane(page, '/system/post').locator('tr.ant-table-row .ant-tag').first().waitFor();
    await shot(page, 'post-list-en');
    await postAdd(page, 'en');
    await page.goto(`${baseURL()}/system/region`);
    const regionEn = pane(page, '/system/region');
    await regionEn
      .locator('tr.ant-table-row', { hasText: '北京市' })
      .first()
      .locator('.ant-table-row-expand-icon')
      .click();
    await regionEn.locator('tr.ant-table-row', { hasText: '市辖区' }).waitFor();
    // Column headers follow the language.
    expect(await regionEn.locator('thead').innerText()).toMatch(/Region name/i);
    await shot(page, 'region-tree-en');
    await regionChild(page, 'en');
    expect(foreign).toEqual([]);
  });

  it('shows the dictionaries, a dictionary’s entries, dict-biz and the paired screens in zh and en', async () => {
    const { page, foreign } = await newPage(browser);
    await loginAs(page);
    await dictionaries(page, 'zh');
    await toEnglish(page);
    await dictionaries(page, 'en');
    expect(foreign).toEqual([]);
  });

  it('opens the dictionary dialog 880 px wide with the spec messages, in zh and en', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    for (const lang of ['zh', 'en'] as const) {
      if (lang === 'en') await toEnglish(page);
      await page.goto(`${baseURL()}/system/dict`);
      await pane(page, '/system/dict').locator('tr.ant-table-row').first().waitFor();
      await page
        .getByRole('button', { name: lang === 'zh' ? /新\s*增/ : /Add$/ })
        .first()
        .click();
      const dialog = page.locator('.ant-modal').filter({ has: page.locator('form') });
      await dialog.waitFor();
      // Measured once the opening zoom has finished.
      await expect.poll(async () => Math.round((await dialog.boundingBox())!.width)).toBe(880);
      await dialog.getByRole('button', { name: lang === 'zh' ? /保\s*存/ : /Save/ }).click();
      const messages =
        lang === 'zh'
          ? ['请输入字典编号', '请输入字典名称', '请输入字典排序']
          : ['please input dictionary code', 'please input dictionary name', 'please input dictionary sort'];
      for (const message of messages) await dialog.getByText(message, { exact: true }).waitFor();
      await shot(page, `dict-dialog-${lang}`);
      await dialog.getByRole('button', { name: lang === 'zh' ? /取\s*消/ : /Cancel/ }).click();
      await expect.poll(() => page.locator('.ant-modal-wrap:visible').count()).toBe(0);
    }
  });
});
