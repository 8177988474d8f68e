import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginAs, newPage, shot } from './browser';
import { dialogOpen, openList } from './screen-kit';

// The one-to-one business screens other than orders as a person sees them, in zh and en: each
// list and its main dialog, an expert's video playing, and the H5 sign-ups' CSV as downloaded.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

type Lang = 'zh' | 'en';
const words = {
  zh: { add: /新\s*增$/, edit: /^编\s*辑$/, view: /^查\s*看$/, audit: /^审\s*核$/, export: /^导\s*出$/, start: /开始导出/, reject: /^驳\s*回$/, ok: /^确\s*定$/ },
  en: { add: /Add$/, edit: /^Edit$/, view: /^View$/, audit: /^Review$/, export: /^Export$/, start: /^Export$/, reject: /^Reject$/, ok: /^OK$/ },
};

async function toEnglish(page: Page) {
  await page.getByTestId('language-switch').click();
  await page.getByText('English', { exact: true }).click();
  await page.locator('.console-sider').getByText('One-to-one', { exact: true }).waitFor();
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await page.locator('.ant-modal-wrap:visible').first().waitFor({ state: 'hidden' }).catch(() => undefined);
  // A touched form asks before it goes.
  const discard = page.getByRole('button', { name: /放弃|Discard/ });
  if (await discard.isVisible().catch(() => false)) await discard.click();
}

async function listAndAdd(page: Page, lang: Lang, path: string, name: string) {
  const list = await openList(page, path);
  await shot(page, `oto-${name}-list-${lang}`);
  await list.getByRole('button', { name: words[lang].add }).first().click();
  await (await dialogOpen(page)).locator('form').waitFor();
  await shot(page, `oto-${name}-add-${lang}`);
  await closeDialog(page);
  return list;
}

async function screens(page: Page, lang: Lang) {
  const orgs = await listAndAdd(page, lang, '/oto/organization', 'organization');
  await orgs.locator('tr.ant-table-row', { hasText: '杭州星辰升学规划中心' }).getByRole('button', { name: words[lang].edit }).click();
  await (await dialogOpen(page)).getByText('杭州市').waitFor();
  await shot(page, `oto-organization-edit-${lang}`);
  await closeDialog(page);

  const experts = await openList(page, '/oto/expert');
  await shot(page, `oto-expert-list-${lang}`);
  const approved = experts.locator('tr.ant-table-row', { hasText: lang === 'zh' ? '已通过' : 'Approved' }).first();
  await approved.getByRole('button', { name: words[lang].view }).click();
  const view = await dialogOpen(page);
  const video = view.locator('video').first();
  await video.waitFor();
  // The clip really plays in Chromium: time moves on.
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.2);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  await shot(page, `oto-expert-view-${lang}`);
  await closeDialog(page);
  await experts.getByRole('button', { name: words[lang].audit }).first().click();
  const audit = await dialogOpen(page);
  await audit.getByText(words[lang].reject).click();
  await audit.getByRole('button', { name: words[lang].ok }).click();
  await audit.locator('.ant-form-item-explain-error').waitFor();
  await shot(page, `oto-expert-audit-${lang}`);
  await closeDialog(page);

  await listAndAdd(page, lang, '/oto/org-expert', 'org-expert');
  await listAndAdd(page, lang, '/oto/service', 'service');
  await listAndAdd(page, lang, '/oto/potential-students', 'potential-students');
  await listAndAdd(page, lang, '/oto/consultation', 'consultation');

  const qrcodes = await openList(page, '/oto/qrcode-setting');
  await shot(page, `oto-qrcode-setting-list-${lang}`);
  await qrcodes.getByRole('button', { name: words[lang].edit }).first().click();
  await (await dialogOpen(page)).locator('.image-field img').waitFor();
  await shot(page, `oto-qrcode-setting-edit-${lang}`);
  await closeDialog(page);

  const tips = await openList(page, '/oto/prompt-config');
  await shot(page, `oto-prompt-config-list-${lang}`);
  await tips.getByRole('button', { name: words[lang].edit }).first().click();
  await dialogOpen(page);
  await shot(page, `oto-prompt-config-edit-${lang}`);
  await closeDialog(page);

  const h5 = await openList(page, '/oto/h5-register-user');
  await shot(page, `oto-h5-register-user-list-${lang}`);
  await h5.getByRole('button', { name: words[lang].export }).click();
  const exporting = await dialogOpen(page);
  const download = page.waitForEvent('download');
  await exporting.getByRole('button', { name: words[lang].start }).click();
  const file = await download;
  await exporting.locator('.ant-alert-success').waitFor();
  // The bar's last stretch is animated.
  await page.waitForTimeout(600);
  await shot(page, `oto-h5-register-user-export-${lang}`);
  await closeDialog(page);
  return file;
}

describe('in Chromium: the one-to-one business screens', () => {
  it('shows every list and its main dialog in zh and en; a video plays; the export downloads a CSV Excel opens', async () => {
    const { page, foreign } = await newPage(browser);
    await loginAs(page);
    const zhFile = await screens(page, 'zh');
    const bytes = await readFile((await zhFile.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8', 3).split('\r\n')[0]).toBe('姓名,手机号,省份,高考年份,科类,选科,分数,就读学校,报名渠道,报名时间');
    expect(zhFile.suggestedFilename()).toMatch(/^H5报名用户-\d{8}\.csv$/);
    await toEnglish(page);
    const enFile = await screens(page, 'en');
    expect((await readFile((await enFile.path())!)).toString('utf8', 3).split('\r\n')[0]).toBe('Name,Mobile,Province,Exam year,Subject type,Electives,Score,School,Channel,Signed up');
    expect(foreign).toEqual([]);
  }, 240_000);

  it('keeps an organization’s staff to their organization’s experts, the organization fixed', async () => {
    const { page } = await newPage(browser);
    await loginAs(page, 'orgstaff', '123456');
    const list = await openList(page, '/oto/org-expert');
    expect((await list.locator('tr.ant-table-row').allInnerTexts()).every((text) => text.includes('杭州星辰升学规划中心'))).toBe(true);
    await list.getByRole('button', { name: words.zh.add }).first().click();
    const dialog = await dialogOpen(page);
    await dialog.getByText('杭州星辰升学规划中心').waitFor();
    await shot(page, 'oto-org-expert-add-orgstaff-zh');
  });
});
