import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, loginAs, logOut, newPage, shot } from './browser';
import { clickRowAction } from './row-action';

// The platform screens in Chromium, in Chinese and English: tenants with their add form and three
// dialogs, OAuth clients, datasources and their add form, report definitions and a report opened
// in its own tab; the login page of a tenant's own address in both languages.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

type Words = {
  setting: string;
  datasource: string;
  pack: string;
  preview: string;
  cancel: RegExp;
  unlimited: string;
  report: string;
  add: RegExp;
  save: RegExp;
};
const words: Record<'zh' | 'en', Words> = {
  zh: {
    setting: '授权配置',
    datasource: '数据源',
    pack: '产品包',
    preview: '预览',
    cancel: /取\s*消/,
    unlimited: '不限制',
    report: '专家咨询收入月报',
    add: /新\s*增/,
    save: /保\s*存/,
  },
  en: {
    setting: 'Licence settings',
    datasource: 'Datasource',
    pack: 'Package',
    preview: 'Preview',
    cancel: /Cancel/,
    unlimited: 'Unlimited',
    report: '专家咨询收入月报',
    add: /Add$/,
    save: /Save/,
  },
};

/** The toolbar's add form, its required fields told, as a screenshot. */
async function addForm(page: Page, w: Words, name: string) {
  await page.locator('.crud-toolbar').getByRole('button', { name: w.add }).click();
  const dialog = page.getByRole('dialog');
  // The form loads with the dialog: a save before its fields exist checks nothing, so ask again.
  await expect
    .poll(async () => {
      await dialog.getByRole('button', { name: w.save }).click();
      return dialog.locator('.ant-form-item-explain-error').count();
    })
    .toBeGreaterThan(0);
  await page.waitForTimeout(400); // the dialog's opening animation
  await shot(page, name);
  await closeDialog(page, w.cancel);
}

async function open(page: Page, path: string) {
  await page.goto(`${baseURL()}${path}`);
  await page.locator('tr.ant-table-row').first().waitFor();
}

async function closeDialog(page: Page, cancel: RegExp) {
  await page.getByRole('dialog').getByRole('button', { name: cancel }).click();
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
}

async function tour(page: Page, lang: 'zh' | 'en') {
  const w = words[lang];
  await open(page, '/system/tenant');
  await page.getByText(w.unlimited).first().waitFor();
  await shot(page, `platform-tenants-${lang}`);
  await addForm(page, w, `platform-tenant-add-${lang}`);

  const east = page.locator('tr.ant-table-row', { hasText: '100001' });
  await east.locator('.ant-checkbox-input').check();
  await page.locator('.crud-toolbar').getByRole('button', { name: w.setting }).click();
  await page.getByRole('dialog').locator('#tenant-setting-accountNumber').waitFor();
  await shot(page, `platform-tenant-setting-${lang}`);
  await closeDialog(page, w.cancel);

  await clickRowAction(page, east, new RegExp(`^${w.datasource}$`));
  await page.getByRole('dialog').getByText('east-branch').waitFor();
  await shot(page, `platform-tenant-datasource-${lang}`);
  await closeDialog(page, w.cancel);

  await clickRowAction(page, east, new RegExp(`^${w.pack}$`));
  await page.getByRole('dialog').locator('.ant-select-selection-item', { hasText: '基础版' }).waitFor();
  await page.getByRole('dialog').locator('.ant-tag').first().waitFor();
  await shot(page, `platform-tenant-package-${lang}`);
  await closeDialog(page, w.cancel);

  await open(page, '/system/client');
  await page.getByText('saber', { exact: true }).waitFor();
  await shot(page, `platform-clients-${lang}`);
  await page
    .locator('.crud-toolbar')
    .getByRole('button', { name: lang === 'zh' ? /新\s*增/ : /Add/ })
    .click();
  await page.getByRole('dialog').getByRole('checkbox', { name: 'password' }).waitFor();
  await expect.poll(() => page.getByRole('dialog').getByRole('spinbutton').first().inputValue()).toBe('3600');
  await page.waitForTimeout(400); // the dialog's opening animation
  await shot(page, `platform-client-add-${lang}`);
  await closeDialog(page, w.cancel);

  await open(page, '/tool/datasource');
  await page.getByText('org.postgresql.Driver').waitFor();
  await shot(page, `platform-datasources-${lang}`);
  await addForm(page, w, `platform-datasource-add-${lang}`);

  await open(page, '/report/reportlist');
  await shot(page, `platform-reports-${lang}`);
  await page.locator('tr.ant-table-row', { hasText: w.report }).getByRole('button', { name: w.preview }).click();
  await page.waitForURL('**/myiframe/**');
  const frame = page.frameLocator('iframe.iframe-frame');
  await frame.getByText('合计 Total').waitFor();
  await shot(page, `platform-report-preview-${lang}`);
}

describe('in Chromium: the platform screens', () => {
  it('shows tenants (with the setting, datasource and package dialogs), clients, datasources and reports in Chinese and English', async () => {
    const { page, foreign } = await newPage(browser);
    await loginAs(page);
    await tour(page, 'zh');
    await page.evaluate(() => localStorage.setItem('saber-language', 'en'));
    await tour(page, 'en');
    expect(foreign).toEqual([]);
  });

  it('fixes the tenant of the address the console is served from (tenant/info?domain=) on the login page', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    await open(page, '/system/tenant');
    await page
      .locator('tr.ant-table-row', { hasText: '100003' })
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    const dialog = page.getByRole('dialog');
    // Typed once the record has loaded: its detail would otherwise replace what was typed.
    await expect.poll(() => dialog.getByPlaceholder('请输入租户名称').inputValue()).not.toBe('');
    await dialog.getByPlaceholder('请输入绑定域名').fill(new URL(baseURL()).origin);
    await dialog.getByRole('button', { name: /修\s*改/ }).click();
    await page.getByText('更新成功').waitFor();
    await logOut(page);
    await page.getByPlaceholder('账号').waitFor();
    await expect.poll(() => page.getByPlaceholder('请输入租户编号').count()).toBe(0);
    await page.waitForTimeout(3500); // the toast of the edit fades
    await shot(page, 'platform-login-domain-zh');
    // The same page in English: still no tenant to type.
    await page.evaluate(() => localStorage.setItem('saber-language', 'en'));
    await page.reload();
    await page.getByPlaceholder('Enter account').waitFor();
    await expect.poll(() => page.getByPlaceholder('Enter tenant ID').count()).toBe(0);
    await page.waitForTimeout(500);
    await shot(page, 'platform-login-domain-en');
    await page.evaluate(() => localStorage.setItem('saber-language', 'zh'));
    await page.reload();
    await page.getByPlaceholder('账号').waitFor();
    // The tenant's admin was made with it (initial password 123456).
    await page.getByPlaceholder('账号').fill('admin');
    await page.getByPlaceholder('密码').fill('123456');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL('**/wel/index');
    await page.getByTestId('user-menu').waitFor();
  });
});
