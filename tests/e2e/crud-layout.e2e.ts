import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, loginAs, newPage, shot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

type Lang = 'zh' | 'en';
const words = {
  zh: {
    add: /新\s*增/,
    save: /保\s*存/,
    search: /搜\s*索/,
    view: /查\s*看/,
    close: /关\s*闭/,
    perPage: '50 条/页',
    name: '请输入参数名称',
    key: '请输入参数键名',
    value: '请输入参数键值',
    none: '共 0 条',
  },
  en: {
    add: /Add$/,
    save: /^Save$/,
    search: /Search$/,
    view: /^View$/,
    close: /^Close$/,
    perPage: '50 / page',
    name: 'Enter parameter name',
    key: 'Enter parameter key',
    value: 'Enter parameter value',
    none: '0 in total',
  },
};

// A virtual table's rows are divs, a short table's are tr.
/** Measured after the zoom-in: a dialog scales up from nothing as it opens. */
const dialogSettled = (page: Page) => expect.poll(() => page.locator('.ant-modal[class*="ant-zoom"]').count()).toBe(0);

const rows = (page: Page) => page.locator('.crud-page .ant-table-row');

async function openParams(page: Page, lang: Lang) {
  await loginAs(page);
  if (lang === 'en') await page.evaluate(() => localStorage.setItem('saber-language', 'en'));
  await page.goto(`${baseURL()}/system/param`);
  await expect.poll(() => rows(page).count()).toBe(10);
}

/** Rendered widths of the header cells, the selection column first (a virtual table's scrollbar cell left out). */
const headerWidths = (page: Page) =>
  page
    .locator('.crud-page .ant-table-thead > tr > th:not(.ant-table-cell-scrollbar)')
    .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().width)));

async function search(page: Page, lang: Lang, placeholder: string, text: string) {
  const form = page.locator('form.crud-search');
  await form.getByPlaceholder(placeholder).fill(text);
  await form.getByRole('button', { name: words[lang].search }).click();
}

for (const lang of ['zh', 'en'] as const) {
  describe(`in Chromium (${lang}): the layout of a list page`, () => {
    it('keeps the column layout of the 10-row page at 50 rows (virtual table): selection 48 px, data columns as wide', async () => {
      const { page } = await newPage(browser);
      await openParams(page, lang);
      const short = await headerWidths(page);
      expect(short[0]).toBe(48);
      await page.locator('.crud-page .ant-pagination-options .ant-select-selector').click();
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
        .getByText(words[lang].perPage, { exact: true })
        .click();
      await expect.poll(() => rows(page).count()).toBeGreaterThan(10);
      await page.locator('.crud-page .ant-table-tbody-virtual').waitFor();
      const long = await headerWidths(page);
      expect(long).toHaveLength(short.length);
      long.forEach((width, i) => expect(Math.abs(width - short[i])).toBeLessThanOrEqual(1));
      await shot(page, `crud-50-rows-${lang}`);
    });

    it('keeps a long unbroken value inside its column, and the view dialog keeps its label width', async () => {
      const { page } = await newPage(browser);
      await openParams(page, lang);
      const key = `long.key.${'k'.repeat(91)}`;
      const value = 'v'.repeat(255);
      await page.getByRole('button', { name: words[lang].add }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByPlaceholder(words[lang].name).fill(`${lang} 超长`);
      await dialog.getByPlaceholder(words[lang].key).fill(`${key}x`);
      // A key over its 100 characters is kept as typed and said at the field, not cut; the value
      // counts its 255.
      expect(await dialog.getByPlaceholder(words[lang].key).inputValue()).toBe(`${key}x`);
      await dialog.getByText(/长度不能超过 100|at most 100 characters/).waitFor();
      await dialog.getByPlaceholder(words[lang].key).fill(key);
      await dialog.getByPlaceholder(words[lang].value).fill(value);
      await dialog.getByText('255 / 255').waitFor();
      await dialogSettled(page);
      await shot(page, `crud-dialog-${lang}`);
      await dialog.getByRole('button', { name: words[lang].save }).click();
      await expect.poll(() => dialog.count()).toBe(0);

      // The new row comes first, and every column stays on screen left of the fixed actions.
      const row = rows(page).first();
      await expect.poll(() => row.innerText()).toContain('long.key');
      expect(await row.locator(`[title="${key}"]`).count()).toBe(1);
      const content = page.locator('.crud-page .ant-table-content');
      expect(await content.evaluate((box) => box.scrollWidth <= box.clientWidth + 1)).toBe(true);
      await shot(page, `crud-long-value-${lang}`);

      await row.getByRole('button', { name: words[lang].view }).click();
      const view = page.getByRole('dialog');
      await view.getByText(value).waitFor();
      await dialogSettled(page);
      const labels = await view
        .locator('.ant-descriptions-item-label')
        .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect()));
      const lineHeight = await view
        .locator('.ant-descriptions-item-label')
        .first()
        .evaluate((cell) => parseFloat(getComputedStyle(cell).lineHeight));
      for (const label of labels) {
        expect(label.width).toBeGreaterThanOrEqual(100);
      }
      // One line of label text per label (not one character per line).
      const labelTextHeights = await view.locator('.ant-descriptions-item-label').evaluateAll((cells) =>
        cells.map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return range.getBoundingClientRect().height;
        }),
      );
      labelTextHeights.forEach((height) => expect(height).toBeLessThan(lineHeight * 1.5));
      await shot(page, `crud-view-dialog-${lang}`);
      await view.locator('.ant-modal-footer').getByRole('button', { name: words[lang].close }).click();
    });

    it('shows the pager with a total of 0 for an empty search, with the columns as wide as with rows', async () => {
      const { page } = await newPage(browser);
      await openParams(page, lang);
      const withRows = await headerWidths(page);
      await search(page, lang, words[lang].key, 'no.such.key');
      await expect.poll(() => rows(page).count()).toBe(0);
      await page.locator('.crud-page .ant-pagination').getByText(words[lang].none).waitFor();
      expect(await headerWidths(page)).toEqual(withRows);
      await shot(page, `crud-empty-search-${lang}`);
    });
  });
}

describe('in Chromium: colours and keys of a list page', () => {
  it('paints the row links (查看/编辑) in the primary colour the user picked', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    await page.evaluate(() => localStorage.setItem('saber-color', '#F5222D'));
    await page.goto(`${baseURL()}/system/param`);
    await expect.poll(() => rows(page).count()).toBe(10);
    const colour = (name: RegExp) =>
      rows(page)
        .first()
        .getByRole('button', { name })
        .evaluate((button) => getComputedStyle(button).color);
    // #F5222D as picked, in its shade that reads on white (#df0a15).
    expect(await colour(/查\s*看/)).toBe('rgb(223, 10, 21)');
    expect(await colour(/编\s*辑/)).toBe('rgb(223, 10, 21)');
  });

  it('names the menus of a tenant package in English, in the list and in the tree', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    await page.evaluate(() => localStorage.setItem('saber-language', 'en'));
    await page.goto(`${baseURL()}/system/tenantpackage`);
    await expect.poll(() => rows(page).count()).toBe(3);
    // The menu names arrive with the menu tree; until then the cell waits (no raw ids).
    await expect.poll(() => rows(page).first().innerText()).toContain('Parameters');
    expect(await rows(page).first().innerText()).not.toMatch(/\d{19}/);
    await page.getByRole('button', { name: /Add$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('.ant-select-selector').click();
    expect(await dialog.locator('.ant-select-selection-placeholder').innerText()).toBe('Select menus');
    const tree = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await tree.getByText('Tenant packages').waitFor();
    expect(await tree.innerText()).not.toMatch(/[\u4e00-\u9fff]/);
    await dialogSettled(page);
    await shot(page, 'crud-menu-tree-en');
  });

  it('closes only the menu tree on Esc, and asks before Esc closes a dialog with input', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    await page.goto(`${baseURL()}/system/tenantpackage`);
    await expect.poll(() => rows(page).count()).toBe(3);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('请输入产品包名').fill('体验版');
    await dialog.locator('.ant-select-selector').click();
    const tree = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await tree.getByText('参数管理').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => tree.count()).toBe(0);
    expect(await dialog.getByPlaceholder('请输入产品包名').inputValue()).toBe('体验版');

    await dialog.getByPlaceholder('请输入产品包名').focus();
    await page.keyboard.press('Escape');
    await page.getByText('放弃未保存的修改?').waitFor();
    await dialogSettled(page);
    await shot(page, 'crud-discard-zh');
    await page.getByRole('button', { name: '继续编辑' }).click();
    expect(await dialog.getByPlaceholder('请输入产品包名').inputValue()).toBe('体验版');
  });
});
