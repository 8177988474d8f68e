import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, loginAs, newPage, shot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const ENTRY = /\/assets\/index-[^/]*\.js$/;

/** Holds the entry's code back until `release` is called, as a slow line does. */
async function holdEntry(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('in Chromium: the login page drawn into index.html', () => {
  it('shows the form before the entry’s code is in, in the stored language', async () => {
    const { page, foreign } = await newPage(browser);
    await page.route(ENTRY, (route) => route.abort());
    await page.goto(`${baseURL()}/login`, { waitUntil: 'commit' });
    await page.getByRole('heading', { name: '欢迎登录' }).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: '密码', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /登\s*录/ }).isVisible()).toBe(true);
    await shot(page, 'login-prerendered-zh');

    await page.evaluate(() => localStorage.setItem('saber-language', 'en'));
    await page.reload({ waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Password', exact: true }).isVisible()).toBe(true);
    expect(foreign).toEqual([]);
  });

  it('asks for the entry’s code once the form’s style sheets are in, not beside them', async () => {
    const { page } = await newPage(browser);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/antd-first-screens-[^/]*\.css$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseURL()}/login`, { waitUntil: 'commit' });
    // The verdict at the top of <head> has chosen the drawn screen for this guest ...
    await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('data-login-screen'))).toBe('zh');
    // ... and leaves the line to the style sheets: no entry script yet.
    expect(await page.evaluate(() => document.querySelectorAll('script[src*="/assets/index-"]').length)).toBe(0);
    release();
    await page.getByRole('textbox', { name: '密码', exact: true }).waitFor();
    // Then the entry comes and takes the screen over (prerendered-form.ts takes the mark off).
    await expect
      .poll(() => page.evaluate(() => document.querySelectorAll('script[src*="/assets/index-"]').length))
      .toBe(1);
    await expect
      .poll(() => page.evaluate(() => document.getElementById('root')?.hasAttribute('data-prerendered')))
      .toBe(false);
  });

  it('keeps what was typed and a login asked for before the code ran, in the same fields', async () => {
    const { page } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    const tokenCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/oauth/token')) tokenCalls.push(request.postData() ?? '');
    });
    const release = await holdEntry(page);
    await page.goto(`${baseURL()}/login`, { waitUntil: 'commit' });
    const password = page.getByRole('textbox', { name: '密码', exact: true });
    await password.waitFor();
    await password.fill('');
    await password.pressSequentially('wrong-one');
    // The field React takes over is the one typed into: the browser's own, not a new one.
    await password.evaluate((input) => ((input as HTMLInputElement & { typedInto?: boolean }).typedInto = true));
    await password.press('Enter');
    release();

    // The login asked for with Enter goes, once, with what was typed: the server says no.
    await page.getByText('用户名或密码错误').waitFor();
    expect(tokenCalls).toHaveLength(1);
    const sent = new URLSearchParams(tokenCalls[0]);
    expect(sent.get('username')).toBe('admin');
    // md5 of what was typed, not of the demo password the screen came with.
    expect(sent.get('password')).toBe('fe176b1c868a3db718364105119015e8');
    expect(await password.inputValue()).toBe('wrong-one');
    expect(await password.evaluate((input) => (input as HTMLInputElement & { typedInto?: boolean }).typedInto)).toBe(
      true,
    );
    expect(errors).toEqual([]);

    // Corrected, it logs in.
    await password.fill('admin');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL('**/wel/index');
  });

  it('is not drawn for a logged-in reload: the console’s own first screen comes', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    const release = await holdEntry(page);
    await page.goto(`${baseURL()}/system/param`, { waitUntil: 'commit' });
    await page.locator('#root .boot-loading').waitFor();
    expect(await page.locator('#login-password').count()).toBe(0);
    release();
    await page.locator('.ant-table-row').first().waitFor();
  });
});
