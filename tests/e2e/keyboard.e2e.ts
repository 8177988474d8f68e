import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, loginAs, newPage } from './browser';

// The top bar's tasks with the keyboard alone: each control is reached by focus, opened with
// Enter, its choices taken with the arrows or Tab, and focus comes back to the control, never to
// the page's body.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** What has focus: its test id, its text, or the body. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return 'body';
    return active.closest('[data-testid]')?.getAttribute('data-testid') ?? active.textContent?.trim() ?? active.tagName;
  });

/** Tab from the page's start until `testId` has focus, as a keyboard user gets there. */
async function tabTo(page: Page, testId: string) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press('Tab');
    if ((await focused(page)) === testId) return presses + 1;
  }
  throw new Error(`Tab never reached ${testId}`);
}

/** What has focus, by the name a user reads (spaces dropped: antd spaces two-character buttons). */
const focusName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return 'body';
    const name =
      active.getAttribute('aria-label') ||
      active.getAttribute('placeholder') ||
      active.getAttribute('title') ||
      active.textContent ||
      '';
    return name.replace(/\s+/g, '');
  });

/** Tab (or Shift+Tab) until what has focus is named by `name`, as a keyboard user gets there. */
async function tabToName(page: Page, name: RegExp, { back = false, max = 80 } = {}) {
  const seen: string[] = [];
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    seen.push(await focusName(page));
    if (name.test(seen[seen.length - 1])) return;
  }
  throw new Error(`Tab never reached ${name}; it went through ${[...new Set(seen)].join(', ')}`);
}

/** The text of the page heading that has focus, if one has. */
const focusedHeading = (page: Page) =>
  page.evaluate(() => (document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : null));

/** ArrowDown through an open menu until `item` is the active one, each step seen before the next. */
async function arrowTo(page: Page, item: Locator) {
  const active = () => page.evaluate(() => document.querySelector('.ant-dropdown-menu-item-active')?.textContent ?? '');
  for (let presses = 0; presses < 8; presses++) {
    if (await item.evaluate((el) => el.classList.contains('ant-dropdown-menu-item-active'))) return;
    const before = await active();
    await page.keyboard.press('ArrowDown');
    await expect.poll(active).not.toBe(before);
  }
  throw new Error(`ArrowDown never reached ${await item.innerText()}`);
}

/** Focus is in the open dialog. */
const inDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('.ant-modal-wrap'));

/** Enter on the focused control opens `dialog`, which takes the focus. */
async function enterDialog(page: Page, dialog: Locator) {
  await page.keyboard.press('Enter');
  await dialog.waitFor();
  await expect.poll(() => inDialog(page)).toBe(true);
}

/** The focused control shows where focus is: an outline or a ring, not only a change of colour. */
const focusShown = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement;
    const style = getComputedStyle(active);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return active.matches(':focus-visible') && (outline || style.boxShadow !== 'none');
  });

describe('in Chromium, with the keyboard alone', () => {
  it("does a day's tasks: log in, the sider, the palette, a record's round, sort, search, page, tabs, colour, lock, personal info", async () => {
    const { page } = await newPage(browser);
    await page.goto(`${baseURL()}/login`);
    await tabToName(page, /^请输入账号$/);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('admin');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('admin');
    await page.keyboard.press('Enter');
    // Logged in: focus is on the page's heading.
    await expect.poll(() => focusedHeading(page)).toMatch(/管理员/);

    // The sider: Tab to its menu, the arrows to 系统管理, Enter opens it, the arrows to 参数管理.
    await tabToName(page, /^系统管理/);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusName(page)).toBe('系统管理');
    expect(await focusShown(page)).toBe(true);
    await page.keyboard.press('Enter');
    // Once the group shows its items, as a user waits to see them; each ArrowDown seen to move.
    await page.locator('.console-sider .ant-menu-item', { hasText: '参数管理' }).waitFor();
    for (let presses = 0; presses < 20 && (await focusName(page)) !== '参数管理'; presses++) {
      const before = await focusName(page);
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focusName(page)).not.toBe(before);
    }
    await page.keyboard.press('Enter');
    await page.waitForURL('**/system/param');
    await expect.poll(() => focusedHeading(page)).toBe('参数管理');
    expect(await focusShown(page)).toBe(true);
    const list = page.locator('.tab-pane[data-path="/system/param"]');
    await list.locator('tr.ant-table-row').first().waitFor();

    // Add a record: the dialog takes focus, Tab walks its fields, Enter saves, focus comes back.
    await tabToName(page, /^新增$/);
    expect(await focusShown(page)).toBe(true);
    const dialog = page.locator('.ant-modal-wrap:visible');
    await enterDialog(page, dialog);
    await tabToName(page, /^请输入参数名称$/);
    await page.keyboard.type('键盘参数');
    await page.keyboard.press('Tab');
    await page.keyboard.type('keyboard.param');
    await page.keyboard.press('Tab');
    await page.keyboard.type('on');
    await tabToName(page, /^保存$/);
    expect(await focusShown(page)).toBe(true);
    // Past the last button, round to the dialog's first control: no stop where focus shows nowhere.
    await page.keyboard.press('Tab');
    await expect.poll(() => focusName(page)).toBe('关闭');
    expect(await focusShown(page)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focusName(page)).toMatch(/^保\s*存$/);
    await page.keyboard.press('Enter');
    await page.getByText('新增成功').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focusName(page)).toBe('新增');

    // Search for it: the search form is back up the page.
    await tabToName(page, /^请输入参数名称$/, { back: true });
    await page.keyboard.type('键盘参数');
    await page.keyboard.press('Enter');
    await expect.poll(() => list.locator('tr.ant-table-row').count()).toBe(1);
    const row = list.locator('tr.ant-table-row').first();
    await expect.poll(() => row.innerText()).toContain('keyboard.param');

    // View it, and Escape back onto 查看.
    await tabToName(page, /^查看$/);
    await enterDialog(page, dialog);
    await expect.poll(() => dialog.innerText()).toContain('keyboard.param');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focusName(page)).toBe('查看');

    // Edit it.
    await tabToName(page, /^编辑$/);
    await enterDialog(page, dialog);
    await tabToName(page, /^请输入参数键值$/);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('off');
    await tabToName(page, /^修改$/);
    await page.keyboard.press('Enter');
    await page.getByText('更新成功').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.innerText()).toContain('off');
    await expect.poll(() => focusName(page)).toBe('编辑');

    // Delete it, confirmed with Enter.
    await tabToName(page, /^删除$/);
    await page.keyboard.press('Enter');
    await page.locator('.ant-modal-confirm').waitFor();
    // antd moves focus to 确定 a moment after the confirm is up: an Enter before that goes to 删除.
    await expect.poll(() => focusName(page)).toMatch(/^确\s*定$/);
    await page.keyboard.press('Enter');
    await page.getByText('删除成功').waitFor();
    await expect.poll(() => list.locator('tr.ant-table-row').count()).toBe(0);

    // Clear the search, sort by a column, page forward.
    await tabToName(page, /^清空$/, { back: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => list.locator('tr.ant-table-row').count()).toBe(10);
    await tabToName(page, /^参数名称/);
    const header = list.locator('th[aria-sort], th.ant-table-column-has-sorters').first();
    await page.keyboard.press('Enter');
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await tabToName(page, /^下一页$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => list.locator('.ant-pagination-item-active').innerText()).toBe('2');

    // The column settings open from the keyboard and close back onto their button.
    await tabToName(page, /^列设置$/, { back: true });
    await page.keyboard.press('Enter');
    await page.locator('.ant-popover:visible').waitFor();
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.ant-popover'))).toBe(true);
    await page.keyboard.press('Escape');
    await page.locator('.ant-popover:visible').waitFor({ state: 'detached' });
    await expect.poll(() => focusName(page)).toBe('列设置');

    // Switch tabs: to the tab strip, the arrows to 首页, Enter shows it.
    await tabToName(page, /参数管理$/, { back: true });
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/wel/index');
    await expect
      .poll(() => page.locator('.tab-bar [role="tab"][aria-selected="true"] .tab-label').innerText())
      .toBe('首页');

    // The palette: Ctrl+K, a name, Enter, and focus on the page's heading.
    await page.keyboard.press('Control+k');
    await expect.poll(() => focusName(page)).toBe('搜索菜单或操作');
    await page.keyboard.type('字典管理');
    // Enter once the match is listed, as a user sees it.
    await expect
      .poll(() => page.locator('[role="dialog"][aria-modal="true"] [aria-selected="true"]').first().innerText())
      .toContain('字典管理');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/system/dict');
    await expect.poll(() => focusedHeading(page)).toBe('字典管理');

    // The colour: the suggestions walk with the arrows, Enter picks, Escape back onto the button.
    await tabToName(page, /^主题色$/, { back: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => focusName(page)).toBe('#409EFF');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('saber-color'))).toBe('#1890ff');
    await page.keyboard.press('Escape');
    await expect.poll(() => focusName(page)).toBe('主题色');

    // Lock and unlock.
    await tabToName(page, /^锁屏$/);
    await enterDialog(page, dialog);
    await tabToName(page, /^请输入锁屏密码$/);
    await page.keyboard.type('1234');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/lock');
    await expect.poll(() => focusName(page)).toBe('请输入锁屏密码解锁');
    await page.keyboard.type('1234');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/system/dict');
    await expect.poll(() => focusedHeading(page)).toBe('字典管理');

    // Personal info from the user menu.
    await tabToName(page, /^管理员$/, { back: true });
    await page.keyboard.press('Enter');
    const info = page.getByRole('menuitem', { name: '个人信息' });
    await info.waitFor();
    await arrowTo(page, info);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/info/index');
    await expect.poll(() => focusedHeading(page)).toBe('个人信息');
  });

  it('logs out from the user menu', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    await tabTo(page, 'user-menu');
    await page.keyboard.press('Enter');
    const logout = page.getByRole('menuitem', { name: '退出登录' });
    await logout.waitFor();
    // Focus is in the menu: the arrows move through it.
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.ant-dropdown'))).toBe(true);
    await arrowTo(page, logout);
    await page.keyboard.press('Enter');
    await page.getByText('退出系统, 是否继续?').waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/login');
  });

  it('changes the language from the top bar, and focus stays on the control', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    await tabTo(page, 'language-switch');
    await page.keyboard.press('Enter');
    await page.locator('.language-choices').waitFor();
    // Focus moves to the language in use; the next one is a Tab away.
    await expect.poll(() => focused(page)).toBe('简体中文');
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page)).toBe('English');
    await page.keyboard.press('Enter');
    await page.getByText('Search menus', { exact: true }).waitFor();
    await expect.poll(() => focused(page)).toBe('language-switch');
  });

  it('picks a theme, and Escape closes the picker back onto its button', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    await tabTo(page, 'theme-picker');
    await page.keyboard.press('Enter');
    await page.locator('.theme-grid').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-selected'))).toBe('true');
    // The grid is one Tab stop: the arrows walk it.
    await page.keyboard.press('ArrowRight');
    const picked = await page.evaluate(() => document.activeElement?.getAttribute('data-theme'));
    expect(picked).toBeTruthy();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator(`.theme-swatch[data-theme="${picked}"]`).getAttribute('aria-selected'))
      .toBe('true');
    await page.keyboard.press('Escape');
    await page.locator('.theme-grid').waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toBe('theme-picker');
  });

  it('closes a tab with Delete and stays on the tab bar; the tab menu walks with the arrows', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    for (const path of ['/system/param', '/oto/order']) {
      await page.goto(`${baseURL()}${path}`);
      await page.locator('.ant-table-row').first().waitFor();
    }
    const active = page.locator('.tab-bar [role="tab"][aria-selected="true"] .tab-label');
    await expect.poll(() => active.innerText()).toBe('订单管理');
    // Delete on the tab (its × is the mouse's): no close button to Tab onto inside the tab list.
    await page.locator('.tab-bar [role="tab"][aria-selected="true"]').focus();
    await page.keyboard.press('Delete');
    await expect.poll(() => active.innerText()).toBe('参数管理');
    // Focus is on the tab shown now, where the arrows move among the tabs.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-selected'))).toBe('true');

    await page.locator('.tab-bar-more').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: '关闭其他' }).waitFor();
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.ant-dropdown'))).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.locator('.ant-dropdown-menu-item-active').count()).toBe(1);
    await page.keyboard.press('Escape');
  });

  it('closes the error log and the lock dialogs with Escape back onto their buttons', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    for (const testId of ['error-log-button', 'lock-button']) {
      await page.getByTestId(testId).focus();
      await page.keyboard.press('Enter');
      await page.locator('.ant-modal').first().waitFor();
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.ant-modal-wrap'))).toBe(true);
      await page.keyboard.press('Escape');
      await page.locator('.ant-modal').first().waitFor({ state: 'detached' });
      await expect.poll(() => focused(page)).toBe(testId);
    }
  });
});
