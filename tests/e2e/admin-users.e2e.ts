import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, loginAs, newPage, shot } from './browser';

// 用户管理 in Chromium: an administrator adds a user to a dept with the 运营人员 role; that user logs
// in and sees only that role's menu and buttons. Screens of the page and its dialogs, zh and en.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const item = (dialog: Locator, label: string) => dialog.locator('.ant-form-item').filter({ has: dialog.page().locator(`label:text-is("${label}")`) });

/** Opens the (tree) select labelled `label` and picks `option` in the dropdown that opened. */
async function pick(dialog: Locator, label: string, option: string, typed = false) {
  await item(dialog, label).locator('.ant-select-selector').click();
  // A select's list is virtual: typing brings a late option into view (trees show every node).
  if (typed) await dialog.page().keyboard.type(option);
  const dropdown = dialog.page().locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await dropdown.locator('.ant-select-tree-node-content-wrapper, .ant-select-item-option').filter({ hasText: new RegExp(`^${option}$`) }).first().click();
  // Close a multiple select's dropdown before the next field.
  await dialog.page().keyboard.press('Escape');
}

/** A dialog's opening animation over, so the screenshot shows it as a person sees it. */
const settled = async (page: Page) => {
  await page.locator('.ant-modal.ant-zoom-appear, .ant-modal.ant-zoom-enter').first().waitFor({ state: 'detached' });
  await page.waitForTimeout(300);
};

const toolbar = (page: Page) => page.locator('.crud-toolbar');
const row = (page: Page, account: string) => page.locator('tr.ant-table-row', { hasText: account });

async function logout(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByText(/退出登录|Log out/).click();
  await page.getByRole('button', { name: /确\s*定|OK/ }).click();
  await page.waitForURL('**/login');
}

describe('in Chromium: user administration', () => {
  it('adds an operator who then logs in with only that role\'s menu and buttons', async () => {
    const { page, foreign } = await newPage(browser);
    await loginAs(page);
    await page.goto(`${baseURL()}/system/user`);
    await row(page, 'zhangwei').waitFor();
    await page.locator('.crud-side-tree .ant-tree').getByText('运营部', { exact: true }).waitFor();
    await shot(page, 'user-list-zh');

    // The dept tree filters the list (运营部 and its groups).
    await page.locator('.crud-side-tree').getByText('运营部', { exact: true }).click();
    await row(page, 'wujun').waitFor();
    await expect.poll(() => row(page, 'zhangwei').count()).toBe(0);
    await shot(page, 'user-list-dept-zh');

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    for (const message of ['请输入登录账号', '请输入密码', '请选择所属角色', '请选择所属部门']) await dialog.getByText(message).first().waitFor();
    await settled(page);
    await shot(page, 'user-add-validation-zh');
    await dialog.getByPlaceholder('请输入登录账号').fill('e2e_ops');
    await dialog.getByPlaceholder('请输入密码').fill('Ops@2025');
    await dialog.getByPlaceholder('请输入确认密码').fill('Ops@2025');
    await dialog.getByPlaceholder('请输入用户昵称').fill('小端');
    await dialog.getByPlaceholder('请输入用户姓名').fill('端到端');
    await pick(dialog, '所属角色', '运营人员');
    await pick(dialog, '所属部门', '内容运营组');
    await pick(dialog, '所属岗位', '普通员工', true);
    await expect.poll(() => dialog.locator('.ant-form-item-explain-error').count()).toBe(0);
    await settled(page);
    await shot(page, 'user-add-filled-zh');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('新增成功').waitFor();
    await row(page, 'e2e_ops').waitFor();

    // The dialogs of the other actions, on the new user.
    await row(page, 'e2e_ops').locator('.ant-checkbox-input').check();
    await toolbar(page).getByRole('button', { name: '角色配置' }).click();
    await page.getByRole('dialog').getByText('运营人员').waitFor();
    await settled(page);
    await shot(page, 'user-grant-zh');
    await page.getByRole('dialog').getByRole('button', { name: /取\s*消/ }).click();
    await toolbar(page).getByRole('button', { name: '密码重置' }).click();
    await page.getByText('确定将选择账号密码重置为 123456?').waitFor();
    await settled(page);
    await shot(page, 'user-reset-zh');
    await page.getByRole('dialog').getByRole('button', { name: /取\s*消/ }).click();
    await toolbar(page).getByRole('button', { name: '平台配置' }).click();
    await page.getByRole('dialog').getByText('用户拓展').waitFor();
    await settled(page);
    await shot(page, 'user-platform-zh');
    await page.getByRole('dialog').getByRole('button', { name: /取\s*消/ }).click();
    await toolbar(page).getByRole('button', { name: /导\s*出/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: '开始导出' }).click();
    await page.getByText('导出完成:用户数据表.csv').waitFor();
    await settled(page);
    await shot(page, 'user-export-zh');
    await page.getByRole('dialog').getByRole('button', { name: /取\s*消/ }).click();

    await logout(page);
    await loginAs(page, 'e2e_ops', 'Ops@2025');
    await page.getByRole('menuitem', { name: '系统管理' }).click();
    await page.getByRole('menuitem', { name: '参数管理' }).waitFor();
    expect(await page.getByRole('menuitem', { name: '用户管理' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: '租户产品包' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: '参数管理' }).click();
    await page.getByText('account.initPassword').waitFor();
    await page.getByRole('button', { name: /新\s*增/ }).waitFor();
    expect(await page.getByRole('button', { name: /删\s*除/ }).count()).toBe(0);
    await shot(page, 'user-operator-params-zh');
    await page.goto(`${baseURL()}/system/user`);
    await page.getByText('403').first().waitFor();
    expect(foreign).toEqual([]);
  });

  it('shows the user screen and its dialogs in English', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    await page.evaluate(() => localStorage.setItem('saber-language', 'en'));
    await page.goto(`${baseURL()}/system/user`);
    await row(page, 'zhangwei').waitFor();
    await page.getByText('Departments').first().waitFor();
    await shot(page, 'user-list-en');
    await page.getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please enter the login account').waitFor();
    await settled(page);
    await shot(page, 'user-add-validation-en');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await row(page, 'lina').locator('.ant-checkbox-input').check();
    await toolbar(page).getByRole('button', { name: 'Assign roles' }).click();
    await page.getByRole('dialog').getByText(/Set the roles of the 1 selected users/).waitFor();
    await settled(page);
    await shot(page, 'user-grant-en');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await toolbar(page).getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Reset the password of the selected accounts to 123456?').waitFor();
    await settled(page);
    await shot(page, 'user-reset-en');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await toolbar(page).getByRole('button', { name: 'Platform' }).click();
    await page.getByRole('dialog').getByText('Extra settings').waitFor();
    await settled(page);
    await shot(page, 'user-platform-en');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await toolbar(page).getByRole('button', { name: 'Export' }).click();
    await page.getByRole('dialog').getByText('Exports every user matching the current filters').waitFor();
    await settled(page);
    await shot(page, 'user-export-en');
  });
});
