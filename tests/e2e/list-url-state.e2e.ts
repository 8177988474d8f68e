import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginAs, newPage, shot } from './browser';
import { openList, pane } from './screen-kit';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const ORDERS = '/oto/order';
const list = (page: Page) => pane(page, ORDERS);
const activePage = (page: Page) => list(page).locator('.ant-pagination-item-active').innerText();
/** The first row as drawn: once no cell waits for its option labels ('…'). */
async function firstRow(page: Page) {
  await expect.poll(() => list(page).locator('.ant-table-tbody [aria-busy="true"]').count()).toBe(0);
  return list(page).locator('tr.ant-table-row').first().innerText();
}

/** The query of each order list call from now on. */
function listCalls(page: Page) {
  const calls: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/student-order/search')) calls.push(url.searchParams);
  });
  return calls;
}

describe('in Chromium: a list’s state in its URL', () => {
  it('keeps page 3 of 订单管理 through F5, another tab and its menu item, and back', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    await openList(page, ORDERS);
    await list(page).locator('.ant-pagination-item-3').click();
    await page.waitForURL(`**${ORDERS}?current=3`);
    await expect.poll(() => activePage(page)).toBe('3');
    // The rows of page 3 are drawn (not those of page 1 still in place).
    const calls = listCalls(page);
    await expect.poll(() => list(page).locator('.ant-spin-blur').count()).toBe(0);
    const row = await firstRow(page);

    // F5: the same address asks for page 3 at once, and shows the same first row.
    await page.reload();
    await list(page).locator('tr.ant-table-row').first().waitFor();
    await expect.poll(() => activePage(page)).toBe('3');
    await expect.poll(() => firstRow(page)).toBe(row);
    expect(page.url()).toMatch(/\/oto\/order\?current=3$/);
    expect(calls.map((query) => [query.get('current'), query.get('size')])).toEqual([['3', '10']]);
    await shot(page, 'list-url-page3-zh');

    // Another tab, then back by the menu: page 3 as it was, with its address.
    await page.getByRole('menuitem', { name: '系统管理' }).click();
    await page.getByRole('menuitem', { name: '参数管理' }).click();
    await page.waitForURL('**/system/param');
    await pane(page, '/system/param').locator('tr.ant-table-row').first().waitFor();
    await page.getByRole('menuitem', { name: '订单管理' }).click();
    await page.waitForURL(`**${ORDERS}?current=3`);
    await expect.poll(() => activePage(page)).toBe('3');
    await expect.poll(() => firstRow(page)).toBe(row);
    // And by its tab.
    await page.locator('.tab-bar [role="tab"]', { hasText: '参数管理' }).click();
    await page.waitForURL('**/system/param');
    await page.locator('.tab-bar [role="tab"]', { hasText: '订单管理' }).click();
    await page.waitForURL(`**${ORDERS}?current=3`);
    await expect.poll(() => activePage(page)).toBe('3');

    // The browser's back after a page turn shows the page before.
    await list(page).locator('.ant-pagination-item-4').click();
    await page.waitForURL(`**${ORDERS}?current=4`);
    await expect.poll(() => activePage(page)).toBe('4');
    await page.goBack();
    await page.waitForURL(`**${ORDERS}?current=3`);
    await expect.poll(() => activePage(page)).toBe('3');
    await expect.poll(() => firstRow(page)).toBe(row);
    await page.goForward();
    await page.waitForURL(`**${ORDERS}?current=4`);
    await expect.poll(() => activePage(page)).toBe('4');
  });
});
