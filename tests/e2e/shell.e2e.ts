import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, loginAs, newPage, shot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** The palette clears and focuses its input when it opens; a person types once the caret shows. */
async function openPalette(page: Page, how: () => Promise<void>) {
  await how();
  const input = page.getByTestId('palette-input');
  await input.waitFor();
  await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
  return input;
}

const tab = (page: Page, label: string) => page.locator('.tab-bar [role="tab"]', { hasText: label });
/** Right-click a tab and pick an action, then let the menu finish closing (as a person would). */
async function tabAction(page: Page, label: string, action: string) {
  await tab(page, label).click({ button: 'right' });
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: action }).click();
  await expect.poll(() => page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').count()).toBe(0);
}

const tabLabels = (page: Page) => page.locator('.tab-bar [role="tab"] .tab-label').allInnerTexts();

describe('in Chromium: the shell', () => {
  it('keeps visited pages as tabs with their state, and closes others and all', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    await page.getByRole('menuitem', { name: '系统管理' }).click();
    await page.getByRole('menuitem', { name: '参数管理' }).click();
    await page.locator('tr.ant-table-row').first().waitFor();
    await page.locator('.ant-pagination-item-2').click();
    await page.locator('tr.ant-table-row', { hasText: 'exam.score.max' }).waitFor();
    await page.getByRole('menuitem', { name: '租户产品包' }).click();
    await page
      .locator('tr.ant-table-row')
      .filter({ has: page.getByText('基础版', { exact: true }) })
      .waitFor();
    await page.getByRole('menuitem', { name: '帮助中心' }).click();
    await page.getByRole('menuitem', { name: '测试页' }).click();
    await page.getByTestId('electives-combined').waitFor();
    expect(await tabLabels(page)).toEqual(['首页', '参数管理', '租户产品包', '测试页']);

    // Back to the params tab: still on page 2, and no new list request.
    let lists = 0;
    page.on('request', (r) => r.url().includes('/param/list') && lists++);
    await tab(page, '参数管理').click();
    // The tab goes back to the address it was left at: its list's page is in it.
    await page.waitForURL('**/system/param?current=2');
    await expect.poll(() => page.locator('.ant-pagination-item-active:visible').innerText()).toBe('2');
    await page.locator('tr.ant-table-row', { hasText: 'exam.score.max' }).waitFor();
    expect(lists).toBe(0);
    await shot(page, 'tabs-zh');

    await tabAction(page, '租户产品包', '关闭其他');
    await page.waitForURL('**/system/tenantpackage');
    expect(await tabLabels(page)).toEqual(['首页', '租户产品包']);

    // Clear cache: confirm, server call, done message.
    await tabAction(page, '租户产品包', '清除缓存');
    await page.getByText('是否需要清除缓存?').waitFor();
    const cleared = page.waitForRequest((r) => r.url().includes('/blade-auth/oauth/clear-cache'));
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await cleared;
    await page.getByText('清除完毕').waitFor();

    await tabAction(page, '租户产品包', '关闭全部');
    await page.waitForURL('**/wel/index');
    expect(await tabLabels(page)).toEqual(['首页']);
    expect(await tab(page, '首页').locator('.console-tab-close').count()).toBe(0);

    // Reopening a closed page starts fresh (page 1).
    await page.goto(`${baseURL()}/system/param`);
    await page.locator('tr.ant-table-row').first().waitFor();
    expect(await page.locator('.ant-pagination-item-active:visible').innerText()).toBe('1');
    await page.reload();
    await page.locator('tr.ant-table-row').first().waitFor();
    expect(await tabLabels(page)).toEqual(['首页', '参数管理']);
  });

  it('finds leaf menus by name prefix in any case, goes there on Enter, closes on Esc', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    await page.getByTestId('language-switch').click();
    await page.getByText('English', { exact: true }).click();
    await page.getByText('Quick entry').waitFor();
    const input = await openPalette(page, () => page.keyboard.press('Control+k'));
    await input.pressSequentially('PAR', { delay: 30 });
    await expect.poll(() => input.inputValue()).toBe('PAR');
    await expect
      .poll(() => page.getByTestId('palette-item').allInnerTexts())
      .toEqual([expect.stringContaining('Parameters')]);
    expect(await page.getByTestId('palette-item').filter({ hasText: 'System' }).count()).toBe(1); // the trail, not a group result
    await shot(page, 'palette-en');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/system/param');
    await openPalette(page, () => page.keyboard.press('Control+k'));
    await input.pressSequentially('sys', { delay: 30 });
    await page.getByText('No menu or action starts with that').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => input.count()).toBe(0);
    await openPalette(page, () => page.getByTestId('menu-search').click());
    await input.pressSequentially('te', { delay: 30 });
    const typedAndFound = async () => [
      await input.inputValue(),
      ...(await page.getByTestId('palette-item').allInnerTexts()),
    ];
    await expect
      .poll(typedAndFound)
      .toEqual([
        'te',
        expect.stringContaining('Tenant packages'),
        expect.stringContaining('Tenants'),
        expect.stringContaining('Test page'),
      ]);
  });

  it('applies a theme and a primary colour visibly, and remembers them', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    const siderBg = () => page.locator('.console-sider').evaluate((el) => getComputedStyle(el).backgroundColor);
    const before = await siderBg();
    await page.getByTestId('theme-picker').click();
    await page.locator('[data-theme=white]').click();
    await expect.poll(siderBg).toBe('rgb(255, 255, 255)');
    expect(before).not.toBe('rgb(255, 255, 255)');
    // The picker stays open to try another look.
    await page.locator('[data-theme=dark]').click();
    await expect
      .poll(() => page.locator('.console-header').evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgb(31, 31, 31)');
    await page.evaluate(() => localStorage.setItem('saber-color', '#eb2f96'));
    await page.reload();
    await page.getByText('快捷入口').waitFor();
    const primary = () =>
      page
        .locator('.wel-entry .anticon')
        .first()
        .evaluate((el) => getComputedStyle(el).color);
    // #eb2f96 as picked, in its shade that reads on the dark page (#ec3d9d).
    await expect.poll(primary).toBe('rgb(236, 61, 157)');
    expect(await page.locator('.console-layout').getAttribute('class')).toContain('theme-dark');
    await shot(page, 'theme-dark-pink');
  });

  it('records an uncaught error in the log, raises the badge and lists it', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('boom from e2e');
      });
      void Promise.reject(new Error('rejected in e2e'));
    });
    const badge = page
      .getByTestId('error-log-button')
      .locator('xpath=ancestor::*[contains(@class,"ant-badge")]')
      .locator('.ant-badge-count');
    await expect.poll(() => badge.getAttribute('title')).toBe('2');
    await page.getByTestId('error-log-button').click();
    await page.getByText('boom from e2e').waitFor();
    await page.getByText('rejected in e2e').waitFor();
    await shot(page, 'error-log-zh');
    await page.reload();
    await expect.poll(() => badge.getAttribute('title')).toBe('2');
  });

  it('checks the avatar type and size and the phone rules', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    await page.goto(`${baseURL()}/info/index`);
    const phone = page.getByPlaceholder('请输入手机号');
    await expect.poll(() => phone.inputValue()).not.toBe('');
    const file = page.locator('.info-avatar input[type=file]');
    await file.setInputFiles({ name: 'a.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await page.getByText('只能上传 jpg/png 格式的图片').waitFor();
    await file.setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: Buffer.from('text, not a picture') });
    await expect.poll(() => page.getByText('只能上传 jpg/png 格式的图片').count()).toBeGreaterThan(0);
    // A real PNG's signature, then 600 KB: refused for its size.
    const big = Buffer.alloc(600 * 1024);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    await file.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await page.getByText('头像大小不能超过 500KB').waitFor();
    for (const [value, message] of [
      ['', '手机号不能为空'],
      ['1380013800', '手机号长度不为11位'],
      ['23800138000', '手机号格式不正确'],
    ]) {
      await phone.fill(value);
      await page
        .locator('.info-page .ant-tabs-tabpane-active')
        .getByRole('button', { name: /保\s*存/ })
        .click();
      await page.getByText(message).waitFor();
    }
    await shot(page, 'info-rules-zh');
  });

  it('shows the 404 page for a crafted /myiframe/ link, on this origin', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const sees404 = async () => {
      // The URL first: after the first link the 404 text is already on screen.
      await page.waitForURL((url) => url.pathname === '/404');
      await page.getByText('抱歉,你访问的页面不存在').waitFor();
      expect(new URL(page.url()).origin).toBe(new URL(baseURL()).origin);
    };
    // '/\\evil.example' is '//evil.example' to a URL parser: opened as an address.
    await page.goto(`${baseURL()}/myiframe/%2F%5Cevil.example`);
    await sees404();
    // A broken percent-encoding (decodeURIComponent throws) is refused by the server when typed
    // (the preview server, nginx: 400), so it reaches the console as a link inside it would.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/myiframe/%E0%A4%A');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await sees404();
    expect(errors).toEqual([]);
    await shot(page, 'iframe-crafted-404-zh');
  });

  it('opens guest registration for an unbound social login and checks in order', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${baseURL()}/login?source=github&code=newcomer&state=e2e`);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('账号注册').waitFor();
    const submit = () => dialog.getByRole('button', { name: /提交注册/ }).click();
    await dialog.getByPlaceholder('请输入租户编号').fill('');
    await submit();
    await dialog.getByText('请先输入租户编号').waitFor();
    await dialog.getByPlaceholder('请输入租户编号').fill('000000');
    await submit();
    await dialog.getByText('请先输入账号名称').waitFor();
    await dialog.getByPlaceholder('请输入账号名称').fill('newcomer');
    await submit();
    await dialog.getByText('请先输入密码').waitFor();
    await dialog.getByPlaceholder('请输入密码', { exact: true }).fill('pass1234');
    await dialog.getByPlaceholder('请再次输入密码').fill('pass9999');
    await submit();
    await dialog.getByText('两次密码输入不一致').waitFor();
    await shot(page, 'register-zh');
    await dialog.getByPlaceholder('请再次输入密码').fill('pass1234');
    await submit();
    await page.getByText('注册申请已提交,请耐心等待管理员通过!').waitFor();
    await page.waitForURL((url) => url.pathname === '/login' && !url.search);
  });
});
