import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, newPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** Opens /login with the app's entry held back until `release` is called: only index.html's face can show. */
async function openWithEntryHeld(page: Page) {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${baseURL()}/login`, { waitUntil: 'commit' });
  return release;
}

describe('in Chromium: /login before the app’s code is in', () => {
  it('is drawn from index.html as the app draws it, at 1440 and 700 px, in Chinese and English', async () => {
    for (const width of [1440, 700]) {
      for (const language of ['zh', 'en']) {
        const { page } = await newPage(browser);
        await page.setViewportSize({ width, height: 900 });
        if (language === 'en') await page.addInitScript(() => localStorage.setItem('saber-language', 'en'));
        const release = await openWithEntryHeld(page);
        await page.locator('[data-login-face] input[type=password]').waitFor();
        expect(await page.title()).toBe(
          language === 'en' ? 'Log in - Zhiyuan Planning Admin Platform' : '登录 - 智远志愿规划管理平台',
        );
        await page.waitForTimeout(200);
        const face = await page.screenshot();
        release();
        await page.locator('.login-page:not([data-login-face])').waitFor();
        // The app's stand-in warms up once the page is drawn: let the page settle.
        await page.waitForTimeout(800);
        expect(face.equals(await page.screenshot()), `${language} at ${width} px`).toBe(true);
        await page.context().close();
      }
    }
  });

  it('leaves antd’s rules to the build’s style sheet once the app has taken over', async () => {
    const { page } = await newPage(browser);
    const release = await openWithEntryHeld(page);
    await page.locator('[data-login-face]').waitFor();
    release();
    await page.locator('.login-page:not([data-login-face])').waitFor();
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.locator('.wel-page .wel-entry').first().waitFor();
    // cssinjs found the build's cache map (the face brought none of its own to hide it): it wrote
    // the theme's variables, not the login's, the frame's and home's rules again.
    const rules = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-css-hash]')]
        .map((style) => style.textContent ?? '')
        .filter((text) => /^\.ant-(btn|input|layout|menu|tabs)\{/.test(text)),
    );
    expect(rules).toEqual([]);
  });

  it('keeps what was typed and the Enter pressed on it, and sends them once the app is in', async () => {
    const { page } = await newPage(browser);
    const release = await openWithEntryHeld(page);
    await page.locator('[data-login-face] #login-password').fill('nope');
    await page.keyboard.press('Enter');
    const tokens: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/oauth/token')) tokens.push(request.url() + (request.postData() ?? ''));
    });
    release();
    // The server's answer to the password typed on the face (the page's own is admin's).
    await page.getByText('用户名或密码错误').waitFor();
    expect(tokens).toHaveLength(1);
    expect(await page.locator('#login-password').inputValue()).toBe('nope');
    expect(new URL(page.url()).pathname).toBe('/login');
    // And the app's form from then on.
    await page.locator('#login-password').fill('admin');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/wel/index');
  });

  it('leaves the caret where it was when the app takes over', async () => {
    const { page } = await newPage(browser);
    const release = await openWithEntryHeld(page);
    const password = page.locator('[data-login-face] #login-password');
    await password.fill('secret');
    await password.press('ArrowLeft');
    release();
    await page.locator('.login-page:not([data-login-face])').waitFor();
    await page.keyboard.type('X');
    expect(await page.locator('#login-password').inputValue()).toBe('secreXt');
  });
});
