import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, loginAs, newPage, shot } from './browser';
import { openList } from './screen-kit';

// 日志管理 as a person sees it, in zh and en: the three lists, a time-range search, and an error
// log's drawer opened from its request URI with the stack trace copied to the clipboard.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

type Lang = 'zh' | 'en';
const words = {
  zh: {
    search: /搜\s*索$/,
    copy: /^复制 日志数据$/,
    copied: '已复制到剪贴板',
    close: /^关\s*闭$/,
    view: /^查\s*看$/,
    params: '请求数据',
  },
  en: {
    search: /Search$/,
    copy: /^Copy Stack trace$/,
    copied: 'Copied to the clipboard',
    close: /^Close$/,
    view: /^View$/,
    params: 'Request data',
  },
};

const day = (daysAgo: number) => {
  const date = new Date(Date.now() - daysAgo * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/** The texts of the column headed `header`. */
async function column(list: Locator, header: string): Promise<string[]> {
  const headers = await list.locator('.ant-table-thead th').allInnerTexts();
  const index = headers.map((text) => text.trim()).indexOf(header);
  return list.locator(`tr.ant-table-row td:nth-child(${index + 1})`).allInnerTexts();
}

async function screens(page: Page, lang: Lang) {
  await openList(page, '/monitor/log/usual');
  await shot(page, `log-usual-list-${lang}`);

  // A time range: whole days, the rows all inside it.
  const api = await openList(page, '/monitor/log/api');
  const [from, to] = [day(6), day(2)];
  const range = api.locator('.crud-search .ant-picker-range input');
  // Enter in the form may already search: listen before typing.
  const answered = page.waitForResponse(
    (response) => response.url().includes('/blade-log/api/list') && response.url().includes('createTime_dategt'),
  );
  await range.nth(0).click();
  await range.nth(0).fill(from);
  await range.nth(0).press('Enter');
  await range.nth(1).fill(to);
  await range.nth(1).press('Enter');
  await api.getByRole('button', { name: words[lang].search }).click();
  const url = new URL((await answered).url());
  expect(url.searchParams.get('createTime_dategt')).toBe(`${from} 00:00:00`);
  expect(url.searchParams.get('createTime_datelt')).toBe(`${to} 23:59:59`);
  const timeHeader = lang === 'zh' ? '日志时间' : 'Time';
  await expect
    .poll(async () =>
      (await column(api, timeHeader)).every((time) => time.slice(0, 10) >= from && time.slice(0, 10) <= to),
    )
    .toBe(true);
  await shot(page, `log-api-search-${lang}`);

  // An API log's drawer from 查看: its title, time taken, caller and request data.
  const detail = page.waitForResponse((response) => response.url().includes('/blade-log/api/detail'));
  await api.locator('tr.ant-table-row').first().getByRole('button', { name: words[lang].view }).click();
  await detail;
  const apiDrawer = page.locator('.ant-drawer-open .ant-drawer-content');
  await apiDrawer.getByRole('region', { name: words[lang].params }).waitFor();
  await page.waitForTimeout(400);
  await shot(page, `log-api-drawer-${lang}`);
  await apiDrawer.locator('.ant-drawer-footer').getByRole('button', { name: words[lang].close }).click();
  await apiDrawer.waitFor({ state: 'hidden' });

  // An error log's stack trace, opened from its request URI, copied whole.
  const errors = await openList(page, '/monitor/log/error');
  await shot(page, `log-error-list-${lang}`);
  await errors.locator('tr.ant-table-row').first().locator('button.crud-cell-link').click();
  const drawer = page.locator('.ant-drawer-open .ant-drawer-content');
  const trace = drawer.locator('pre.log-text-tall');
  await trace.waitFor();
  await expect.poll(() => trace.innerText()).toContain('at org.springblade.');
  expect(await trace.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/monospace/);
  // The drawer's opening slide has settled.
  await page.waitForTimeout(400);
  await shot(page, `log-error-drawer-${lang}`);
  await drawer.getByRole('button', { name: words[lang].copy }).click();
  await page.getByText(words[lang].copied).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await trace.evaluate((element) => element.textContent));
  expect(copied.split('\n').length).toBeGreaterThan(100);
  await drawer.locator('.ant-drawer-footer').getByRole('button', { name: words[lang].close }).click();
  await drawer.waitFor({ state: 'hidden' });

  // A usual log's drawer from 查看.
  const usual = await openList(page, '/monitor/log/usual');
  await usual.locator('tr.ant-table-row').first().getByRole('button', { name: words[lang].view }).click();
  await page.locator('.ant-drawer-open pre.log-text-tall').waitFor();
  await page.waitForTimeout(400);
  await shot(page, `log-usual-drawer-${lang}`);
  await page.keyboard.press('Escape');
}

describe('in Chromium: the log screens', () => {
  it("lists, searches a time range, opens and copies an error log's stack trace, in zh and en", async () => {
    const { page, foreign } = await newPage(browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
    await loginAs(page);
    await screens(page, 'zh');
    await page.getByTestId('language-switch').click();
    await page.getByText('English', { exact: true }).click();
    await page.locator('.console-sider').getByText('Logs', { exact: true }).waitFor();
    await screens(page, 'en');
    expect(foreign).toEqual([]);
  });
});
