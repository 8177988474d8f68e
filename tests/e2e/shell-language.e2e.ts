import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, loginAs, newPage, shot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const EN = 'Zhiyuan Planning Admin Platform';
const HAN = /\p{Script=Han}/u;

/** As a reload after choosing English leaves it: the stored language. */
async function inEnglish(page: Page) {
  await page.evaluate(() => localStorage.setItem('saber-language', 'en'));
  await page.reload();
}

describe('in Chromium: English leaves no Chinese behind', () => {
  it('titles /login after a toggle there, and the error pages and /lock after a reload', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${baseURL()}/login`);
    await expect.poll(() => page.title()).toBe('登录 - 智远志愿规划管理平台');
    await page.getByTestId('language-switch').click();
    await page.getByText('English', { exact: true }).click();
    await expect.poll(() => page.title()).toBe(`Log in - ${EN}`);
    await page.getByPlaceholder('Enter tenant ID').waitFor();
    await page.getByPlaceholder('Enter account').waitFor();

    for (const [status, title] of [
      [404, 'Page not found'],
      [403, 'Access denied'],
      [500, 'Server error'],
    ] as const) {
      await page.goto(`${baseURL()}/${status}`);
      await page.reload();
      await expect.poll(() => page.title()).toBe(`${title} - ${EN}`);
    }

    await page.evaluate(() => localStorage.setItem('saber-language', 'zh'));
    await loginAs(page);
    await page.getByTestId('lock-button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('请输入锁屏密码').fill('s3cret');
    await dialog.getByRole('button', { name: /锁\s*屏/ }).click();
    await page.waitForURL('**/lock');
    await inEnglish(page);
    await expect.poll(() => page.title()).toBe(`Lock screen - ${EN}`);
  });

  it("names the test page's subject and elective codes in English", async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    await page.goto(`${baseURL()}/test/index`);
    await page.getByText('WEN 文科').waitFor();
    await expect.poll(() => page.getByTestId('electives-combined').innerText()).toBe('物 / 化');
    await shot(page, 'test-page-zh');
    await inEnglish(page);
    await page.getByText('WEN Liberal arts').waitFor();
    await expect.poll(() => page.getByTestId('electives-combined').innerText()).toBe('Physics / Chemistry');
    expect(await page.locator('.tab-pane:not(.is-hidden)').innerText()).not.toMatch(HAN);
    await expect.poll(() => page.title()).toBe(`Test page - ${EN}`);
    await shot(page, 'test-page-en');
  });
});
