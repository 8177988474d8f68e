import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, loginAs, newPage, shot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const unlockField = (page: Page) => page.getByPlaceholder(/请输入锁屏密码解锁|Enter the lock password to unlock/);

async function lockWith(page: Page, password: string) {
  await page.getByTestId('lock-button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('请输入锁屏密码').fill(password);
  await dialog.getByRole('button', { name: /锁\s*屏/ }).click();
  await page.waitForURL('**/lock');
}

async function unlockWith(page: Page, password: string) {
  await unlockField(page).fill(password);
  await page.getByRole('button', { name: /解\s*锁|Unlock/ }).click();
}

/** Everything the page keeps in its storage, to look for the password in. */
const storedText = (page: Page) =>
  page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((store) => Object.keys(store).map((key) => `${key}=${store.getItem(key)}`))
      .join('\n'),
  );

describe('in Chromium: the lock screen', () => {
  it('refuses an empty password, forces navigation to /lock, unlocks with the right password, in zh and en', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    await page.getByTestId('lock-button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /锁\s*屏/ }).click();
    await dialog.getByText('锁屏密码不能为空').waitFor();
    await dialog.getByPlaceholder('请输入锁屏密码').fill('s3cret');
    await dialog.getByRole('button', { name: /锁\s*屏/ }).click();
    await page.waitForURL('**/lock');
    expect(await storedText(page)).not.toContain('s3cret');
    await page.getByText('屏幕已锁定').waitFor();
    await shot(page, 'lock-zh');
    await page.goto(`${baseURL()}/system/param`);
    await page.waitForURL('**/lock');
    await unlockWith(page, 'wrong');
    await page.getByText('锁屏密码错误').waitFor();
    await page.getByTestId('language-switch').click();
    await page.getByText('English', { exact: true }).click();
    await page.getByText('The screen is locked').waitFor();
    await unlockWith(page, 'wrong');
    await page.getByText('Wrong lock password').waitFor();
    await shot(page, 'lock-en');
    await unlockWith(page, 's3cret');
    // Back to the page shown when it locked, not the one typed while locked.
    await page.waitForURL('**/wel/index');
    await page.goto(`${baseURL()}/system/param`);
    await page.locator('tr.ant-table-row').first().waitFor();
  });

  it('locks every tab of the login and tabs opened later; unlocking in one returns each to its page', async () => {
    const { page: a } = await newPage(browser);
    const b = await a.context().newPage();
    await loginAs(a);
    await b.goto(`${baseURL()}/wel/index`);
    await b.getByTestId('lock-button').waitFor();
    await a.goto(`${baseURL()}/system/param?keep=1`);
    await a.locator('tr.ant-table-row').first().waitFor();

    await lockWith(a, 's3cret');
    // B was showing a page and is taken to the lock screen without navigating itself.
    await b.waitForURL('**/lock');
    await b.getByText('屏幕已锁定').waitFor();
    const c = await a.context().newPage();
    await c.goto(`${baseURL()}/system/tenantpackage`);
    await c.waitForURL('**/lock');
    for (const tab of [a, b, c]) expect(await storedText(tab)).not.toContain('s3cret');

    await unlockWith(b, 'wrong');
    await b.getByText('锁屏密码错误').waitFor();
    expect(new URL(a.url()).pathname).toBe('/lock');
    await unlockWith(b, 's3cret');
    await b.waitForURL('**/wel/index');
    await a.waitForURL('**/system/param?keep=1');
    await a.locator('tr.ant-table-row').first().waitFor();
    await c.waitForURL('**/system/tenantpackage');
    // A background tab's animations wait for frames; the person looks at it in front.
    await a.bringToFront();
    await expect.poll(() => a.locator('.ant-spin-blur').count()).toBe(0);
    await shot(a, 'lock-tabs-returned');
  });

  it('is cleared by a logout: a new login in the same browser is not locked', async () => {
    const { page: a } = await newPage(browser);
    const b = await a.context().newPage();
    await loginAs(a);
    await lockWith(a, 's3cret');
    await a.getByRole('button', { name: /退出登录/ }).click();
    await a.waitForURL('**/login');
    await loginAs(b);
    await b.goto(`${baseURL()}/system/param`);
    await b.locator('tr.ant-table-row').first().waitFor();
    expect(new URL(b.url()).pathname).toBe('/system/param');
  });
});
