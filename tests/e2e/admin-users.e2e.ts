import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, loginAs, logOut, newPage, shot } from './browser';

// 用户管理 in Chromium: an administrator adds a user to a dept with the 运营人员 role; that user logs
// in and sees exactly that role's menus in the sider, and only its buttons. Screens of the page
// and its dialogs (the 所属租户 of a 100001 user with that tenant's depts), zh and en.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const item = (dialog: Locator, label: string) =>
  dialog.locator('.ant-form-item').filter({ has: dialog.page().locator(`label:text-is("${label}")`) });

/** Opens the (tree) select labelled `label` and picks `option` in the dropdown that opened. */
async function pick(dialog: Locator, label: string, option: string, typed = false) {
  await item(dialog, label).locator('.ant-select-selector').click();
  // A select's list is virtual: typing brings a late option into view (trees show every node).
  if (typed) await dialog.page().keyboard.type(option);
  const dropdown = dialog.page().locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await dropdown
    .locator('.ant-select-tree-node-content-wrapper, .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .first()
    .click();
  // Close a multiple select's dropdown before the next field (a single one closes by itself; an
  // Escape then would close the dialog).
  if (await item(dialog, label).locator('.ant-select-multiple').count()) await dialog.page().keyboard.press('Escape');
  await expect.poll(() => dropdown.count()).toBe(0);
}

/** A dialog's opening animation over, so the screenshot shows it as a person sees it. */
const settled = async (page: Page) => {
  await page.locator('.ant-modal.ant-zoom-appear, .ant-modal.ant-zoom-enter').first().waitFor({ state: 'detached' });
  await page.waitForTimeout(300);
};

const toolbar = (page: Page) => page.locator('.crud-toolbar');
const row = (page: Page, account: string) => page.locator('tr.ant-table-row', { hasText: account });

const MGMT = '/api/zhiyuan-management';

/** A GET to the stand-in as the logged-in page makes it (the service worker answers). */
async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (path) => {
    const stored = JSON.parse(localStorage.getItem('saber-token') ?? '{}');
    const token = stored.accessToken ?? stored.content?.accessToken;
    const response = await fetch(path, {
      headers: { Authorization: `Basic ${btoa('saber:saber_secret')}`, 'Blade-Auth': `bearer ${token}` },
    });
    return (await response.json()).data;
  }, path);
}

type MenuNode = { id: string; parentId: string; name: string; children?: MenuNode[] };
const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

/** The names of the menus (not buttons) granted to a role, with their parents, as the sider should list them. */
async function roleMenuNames(page: Page, roleName: string): Promise<string[]> {
  type RoleNode = { id: string; title: string; children?: RoleNode[] };
  const roles = (nodes: RoleNode[]): RoleNode[] => nodes.flatMap((node) => [node, ...roles(node.children ?? [])]);
  const role = roles(await api<RoleNode[]>(page, `${MGMT}/role/tree`)).find((node) => node.title === roleName)!;
  const granted = new Set((await api<{ menu: string[] }>(page, `${MGMT}/menu/role-tree-keys?roleIds=${role.id}`)).menu);
  const menus = flatten(await api<MenuNode[]>(page, `${MGMT}/menu/menu-list`));
  const byId = new Map(menus.map((menu) => [menu.id, menu]));
  const shown = new Set<MenuNode>();
  for (const menu of menus.filter((each) => granted.has(each.id))) {
    for (let at: MenuNode | undefined = menu; at; at = byId.get(at.parentId)) shown.add(at);
  }
  return [...shown].map((menu) => menu.name).sort();
}

/** Every entry of the sider, its groups opened one by one until none is closed. */
async function siderNames(page: Page): Promise<string[]> {
  const sider = page.locator('.console-sider');
  await sider.locator('.ant-menu-title-content').first().waitFor();
  const closed = sider.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  for (let guard = 0; guard < 100 && (await closed.count()) > 0; guard++) {
    await closed.first().click();
    await page.waitForTimeout(150);
  }
  return (await sider.locator('.ant-menu-title-content').allInnerTexts()).map((name) => name.trim()).sort();
}

describe('in Chromium: user administration', () => {
  it("adds an operator who then logs in with only that role's menu and buttons", async () => {
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
    for (const message of ['请输入登录账号', '请选择所属租户', '请输入密码', '请选择所属角色', '请选择所属部门'])
      await dialog.getByText(message).first().waitFor();
    await settled(page);
    await shot(page, 'user-add-validation-zh');
    await dialog.getByPlaceholder('请输入登录账号').fill('e2e_ops');
    await dialog.getByPlaceholder('请输入密码').fill('Ops@2025');
    await dialog.getByPlaceholder('请输入确认密码').fill('Ops@2025');
    await dialog.getByPlaceholder('请输入用户昵称').fill('小端');
    await dialog.getByPlaceholder('请输入用户姓名').fill('端到端');
    await pick(dialog, '所属租户', '管理组');
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
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await toolbar(page).getByRole('button', { name: '密码重置' }).click();
    await page.getByText('确定将选择账号密码重置为 123456?').waitFor();
    await settled(page);
    await shot(page, 'user-reset-zh');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await toolbar(page).getByRole('button', { name: '平台配置' }).click();
    await page.getByRole('dialog').getByText('用户拓展').waitFor();
    await settled(page);
    await shot(page, 'user-platform-zh');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await toolbar(page)
      .getByRole('button', { name: /导\s*出/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: '开始导出' }).click();
    await page.getByText('导出完成:用户数据表.csv').waitFor();
    await settled(page);
    await shot(page, 'user-export-zh');
    // The footer's 关闭, not the × (named 关闭 too).
    await page
      .getByRole('dialog')
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /关\s*闭/ })
      .click();
    const expected = await roleMenuNames(page, '运营人员');

    await logOut(page);
    await loginAs(page, 'e2e_ops', 'Ops@2025');
    // The whole sider is the role's menus (with their parents): the business is there, the
    // platform administration is not.
    const sider = await siderNames(page);
    expect(sider).toEqual(expected);
    for (const business of ['一对一业务', '订单管理', '专家管理', '参数管理']) expect(sider).toContain(business);
    for (const administration of ['权限管理', '角色管理', '租户管理', '菜单管理', '用户管理', '租户产品包'])
      expect(sider).not.toContain(administration);
    // A one-to-one list without its delete button.
    await page.goto(`${baseURL()}/oto/order`);
    await page.locator('.tab-pane[data-path="/oto/order"] tr.ant-table-row').first().waitFor();
    await page
      .getByRole('button', { name: /新\s*增/ })
      .first()
      .waitFor();
    expect(
      await page
        .locator('.tab-pane[data-path="/oto/order"]')
        .getByRole('button', { name: /删\s*除/ })
        .count(),
    ).toBe(0);
    await page.goto(`${baseURL()}/system/param`);
    await page.getByText('account.initPassword').waitFor();
    await page.getByRole('button', { name: /新\s*增/ }).waitFor();
    expect(await page.getByRole('button', { name: /删\s*除/ }).count()).toBe(0);
    await shot(page, 'user-operator-params-zh');
    await page.evaluate(() => localStorage.setItem('saber-language', 'en'));
    await page.reload();
    await page.getByText('account.initPassword').waitFor();
    await page.getByRole('button', { name: 'Add' }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await shot(page, 'user-operator-params-en');
    await page.goto(`${baseURL()}/system/user`);
    await page.getByText('403').first().waitFor();
    expect(foreign).toEqual([]);
  });

  for (const lang of ['zh', 'en'] as const) {
    it(`shows the 所属租户 of a 100001 user with that tenant's depts, in ${lang}`, async () => {
      const { page } = await newPage(browser);
      await loginAs(page);
      if (lang === 'en') await page.evaluate(() => localStorage.setItem('saber-language', 'en'));
      await page.goto(`${baseURL()}/system/user`);
      await row(page, 'zhangwei').waitFor();
      await page
        .getByPlaceholder(lang === 'zh' ? '请输入登录账号' : 'Enter account', { exact: true })
        .first()
        .fill('zhoujie');
      await page
        .locator('.crud-page')
        .getByRole('button', { name: lang === 'zh' ? /搜\s*索/ : 'Search' })
        .click();
      await expect.poll(() => page.locator('tr.ant-table-row').count()).toBe(1);
      await row(page, 'zhoujie')
        .getByRole('button', { name: lang === 'zh' ? /编\s*辑/ : 'Edit' })
        .click();
      const dialog = page.getByRole('dialog');
      await expect
        .poll(() =>
          dialog.getByPlaceholder(lang === 'zh' ? '请输入用户姓名' : 'Enter name', { exact: true }).inputValue(),
        )
        .toBe('周洁');
      await item(dialog, lang === 'zh' ? '所属租户' : 'Tenant')
        .getByText('智远教育·华东分部')
        .waitFor();
      await item(dialog, lang === 'zh' ? '所属部门' : 'Departments')
        .locator('.ant-select-selector')
        .click();
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('杭州咨询组').waitFor();
      expect(
        await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('前端组').count(),
      ).toBe(0);
      await page.waitForTimeout(300);
      await shot(page, `user-edit-tenant-${lang}`);
    });
  }

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
    await dialog.getByText('Please select the tenant').waitFor();
    await settled(page);
    await shot(page, 'user-add-validation-en');
    await dialog.getByPlaceholder('Enter account', { exact: true }).fill('e2e_en');
    await dialog.getByPlaceholder('Enter password', { exact: true }).fill('Ops@2025');
    await dialog.getByPlaceholder('Enter password again', { exact: true }).fill('Ops@2025');
    await dialog.getByPlaceholder('Enter nickname', { exact: true }).fill('Eddie');
    await dialog.getByPlaceholder('Enter name', { exact: true }).fill('端到端');
    await pick(dialog, 'Tenant', '管理组');
    await pick(dialog, 'Roles', '运营人员');
    await pick(dialog, 'Departments', '内容运营组');
    await pick(dialog, 'Posts', '普通员工', true);
    await expect.poll(() => dialog.locator('.ant-form-item-explain-error').count()).toBe(0);
    await settled(page);
    await shot(page, 'user-add-filled-en');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // What was typed is not thrown away without a word.
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => page.locator('.ant-modal-wrap:visible').count()).toBe(0);
    await row(page, 'lina').locator('.ant-checkbox-input').check();
    await toolbar(page).getByRole('button', { name: 'Assign roles' }).click();
    await page
      .getByRole('dialog')
      .getByText(/Set the roles of the 1 selected users/)
      .waitFor();
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
    await page
      .getByRole('dialog')
      .getByText(/Exports everything the current search matches/)
      .waitFor();
    await settled(page);
    await shot(page, 'user-export-en');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.locator('.ant-modal-wrap:visible').count()).toBe(0);
    await page.locator('.crud-side-tree').getByText('运营部', { exact: true }).click();
    await row(page, 'wujun').waitFor();
    await expect.poll(() => row(page, 'zhangwei').count()).toBe(0);
    await shot(page, 'user-list-dept-en');
  });
});
