import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, loginAs, newPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  // The date picker's file is fetched through the stand-in's service worker.
  browser = await launch({ workerRoutes: true });
});
afterAll(async () => browser?.close());

describe('in Chromium: a search form before its pickers’ code is in', () => {
  it('draws a date range as the range picker’s box, not a grey single input, and keeps it', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.context().route(/\/assets\/date-field-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseURL()}/oto/order`);
    await page.locator('.ant-table-row').first().waitFor();

    const shape = page.locator('form.crud-search .date-shape');
    await shape.waitFor();
    const input = shape.locator('input');
    expect(await input.getAttribute('placeholder')).toMatch(/开始日期.*→.*结束日期/);
    expect(await input.isDisabled()).toBe(false);
    expect(await shape.locator('.anticon-calendar').count()).toBe(1);
    const before = (await shape.boundingBox())!;

    release();
    const picker = page.locator('form.crud-search .ant-picker-range');
    await picker.waitFor();
    const after = (await picker.boundingBox())!;
    // Where it was and as big: the form does not move when the picker arrives.
    expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.width - before.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.height - before.height)).toBeLessThanOrEqual(1);
  });
});
