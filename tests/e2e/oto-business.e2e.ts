import { readFile } from 'node:fs/promises';
import type { Browser, Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeed } from '../../mocks/seed';
import { baseURL, launch, loginAs, newPage, shot } from './browser';
import { clickRowAction, rowActionAllowed } from './row-action';
import { closeDialog, dialogOpen, openList, pane } from './screen-kit';

// The one-to-one business screens other than orders as a person sees them, in zh and en: each
// list and its main dialog, an expert's video playing, and the H5 sign-ups' CSV as downloaded.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

type Lang = 'zh' | 'en';
const words = {
  zh: {
    add: /新\s*增$/,
    edit: /^编\s*辑$/,
    view: /^查\s*看$/,
    audit: /^审\s*核$/,
    export: /^导\s*出$/,
    start: /开始导出/,
    reject: /^驳\s*回$/,
    ok: /^确\s*定$/,
    reset: /^重置账号$/,
    cancel: /^取\s*消$/,
    close: /^关\s*闭$/,
    search: /搜\s*索/,
    org: '所属机构',
    name: '专家姓名',
    approved: '已通过',
    rejected: '已驳回',
    pending: '待审核',
  },
  en: {
    add: /Add$/,
    edit: /^Edit$/,
    view: /^View$/,
    audit: /^Review$/,
    export: /^Export$/,
    start: /^Export$/,
    reject: /^Reject$/,
    ok: /^OK$/,
    reset: /^Reset account$/,
    cancel: /^Cancel$/,
    close: /^Close$/,
    search: /Search$/,
    org: 'Organization',
    name: 'Name',
    approved: 'Approved',
    rejected: 'Rejected',
    pending: 'Pending',
  },
};

const pad = (n: number) => String(n).padStart(2, '0');
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** An approved expert of 000000 with introduction videos, from the seed the browser's stand-in builds today. */
function expertWithVideos(): string {
  const seed = createSeed({ seedDay: today() });
  const filmed = new Set(seed.otoExpertVideos.map((video) => video.expertId));
  return seed.otoExperts.find(
    (expert) => expert.tenantId === '000000' && expert.auditStatus === '2' && filmed.has(expert.id),
  )!.expertName;
}

/** Two pending experts of one organization: one is rejected, the other approved (in zh). */
type Audited = { org: string; rejected: string; approved: string };

/** The list's rows as {column header: cell text}. */
const tableOf = (list: Locator) =>
  list.evaluate((root) => {
    const heads = [...root.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent?.trim() ?? '');
    return [...root.querySelectorAll('tr.ant-table-row')].map((tr) =>
      Object.fromEntries([...tr.querySelectorAll('td')].map((td, i) => [heads[i], td.textContent?.trim() ?? ''])),
    );
  });

/** The expert list searched by one organization, picked in the search form. */
async function expertsOf(page: Page, lang: Lang, org: string): Promise<Locator> {
  const list = await openList(page, '/oto/expert');
  await list
    .locator('.crud-search .ant-form-item', { has: page.locator(`label[title="${words[lang].org}"]`) })
    .locator('.ant-select-selector')
    .click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: org })
    .first()
    .click();
  await list.getByRole('button', { name: words[lang].search }).click();
  await expect.poll(async () => (await tableOf(list)).every((row) => row[words[lang].org] === org)).toBe(true);
  return list;
}

/** Rejects one pending expert of an organization with a reason and approves another; each row's tag follows. */
async function auditTwo(page: Page): Promise<Audited> {
  const w = words.zh;
  await page.goto(`${baseURL()}/oto/expert?auditStatus=1`);
  const pendingList = pane(page, '/oto/expert');
  await expect
    .poll(async () => {
      const rows = await tableOf(pendingList);
      return rows.length > 0 && rows.every((row) => row[w.org] && row['审核状态'] === w.pending);
    })
    .toBe(true);
  const pending = await tableOf(pendingList);
  const byOrg = new Map<string, string[]>();
  for (const row of pending) byOrg.set(row[w.org], [...(byOrg.get(row[w.org]) ?? []), row[w.name]]);
  const [org, [rejected, approved]] = [...byOrg].find(([, names]) => names.length >= 2)!;
  const list = await expertsOf(page, 'zh', org);
  const row = (name: string) => list.locator('tr.ant-table-row', { has: page.getByText(name, { exact: true }) });
  await expect.poll(() => row(rejected).locator('.ant-tag').innerText()).toBe(w.pending);

  await clickRowAction(page, row(rejected), w.audit);
  let dialog = await dialogOpen(page);
  await dialog.getByText(w.reject).click();
  await dialog.locator('textarea').fill('资质证明材料不完整,请补充规划师证书');
  await dialog.getByRole('button', { name: w.ok }).click();
  await page.getByText(`已驳回「${rejected}」`).waitFor();
  await expect.poll(() => row(rejected).locator('.ant-tag').innerText()).toBe(w.rejected);
  // 审核 stays in its place, disabled.
  await expect.poll(() => rowActionAllowed(page, row(rejected), w.audit)).toBe(false);

  await clickRowAction(page, row(approved), w.audit);
  dialog = await dialogOpen(page);
  await dialog.getByRole('button', { name: w.ok }).click();
  await page.getByText(`已通过「${approved}」的审核`).waitFor();
  await expect.poll(() => row(approved).locator('.ant-tag').innerText()).toBe(w.approved);
  // 审核 stays in its place, disabled.
  await expect.poll(() => rowActionAllowed(page, row(approved), w.audit)).toBe(false);
  // The toasts gone, the list as it stands.
  await expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 10_000 }).toBe(0);
  await shot(page, 'oto-expert-audited-zh');
  return { org, rejected, approved };
}

/** The audited experts in English: their tags in words, nothing left to review on them. */
async function auditedInEnglish(page: Page, { org, rejected, approved }: Audited) {
  const list = await expertsOf(page, 'en', org);
  const tagOf = async (name: string) => (await tableOf(list)).find((row) => row.Name === name)?.Review;
  await expect.poll(() => tagOf(rejected)).toMatch(/^Rejected/);
  await expect.poll(() => tagOf(approved)).toMatch(/^Approved/);
  await shot(page, 'oto-expert-audited-en');
}

async function toEnglish(page: Page) {
  await page.getByTestId('language-switch').click();
  await page.getByText('English', { exact: true }).click();
  await page.locator('.console-sider').getByText('One-to-one', { exact: true }).waitFor();
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

/** The edit dialog of the list's first row, its form drawn, photographed and closed. */
async function editFirst(page: Page, list: Locator, name: string) {
  await list
    .locator('tr.ant-table-row')
    .first()
    .getByRole('button', { name: /^(编\s*辑|Edit)$/ })
    .click();
  const dialog = await dialogOpen(page);
  await dialog.locator('form').waitFor();
  await expect.poll(() => dialog.locator('.ant-select-selection-item').count()).toBeGreaterThan(0);
  await shot(page, name);
  await closeDialog(page);
}

async function screens(page: Page, lang: Lang, audited?: Audited): Promise<{ file: Download; audited: Audited }> {
  const w = words[lang];
  const orgs = await listAndAdd(page, lang, '/oto/organization', 'organization');
  const hangzhou = orgs.locator('tr.ant-table-row', { hasText: '杭州星辰升学规划中心' });
  await hangzhou.getByRole('button', { name: w.edit }).click();
  await (await dialogOpen(page)).getByText('杭州市').waitFor();
  await shot(page, `oto-organization-edit-${lang}`);
  await closeDialog(page);
  // 重置账号 asks first, naming the organization and its admin account.
  await clickRowAction(page, hangzhou, w.reset);
  const reset = await dialogOpen(page);
  await reset.getByText('orgstaff').waitFor();
  await shot(page, `oto-organization-reset-${lang}`);
  await reset.getByRole('button', { name: w.cancel }).click();
  await page.locator('.ant-modal-wrap:visible').first().waitFor({ state: 'hidden' });

  const experts = await listAndAdd(page, lang, '/oto/expert', 'expert');
  await editFirst(page, experts, `oto-expert-edit-${lang}`);
  const filmed = expertWithVideos();
  await experts.locator('.crud-search input').first().fill(filmed);
  await experts.getByRole('button', { name: w.search }).click();
  const approved = experts.locator('tr.ant-table-row', { has: page.getByText(filmed, { exact: true }) });
  await approved.getByRole('button', { name: w.view }).click();
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
  // 审核 on a pending expert: a rejection without its reason is stopped in the form.
  await page.goto(`${baseURL()}/oto/expert?auditStatus=1`);
  await clickRowAction(page, pane(page, '/oto/expert').locator('tr.ant-table-row').first(), w.audit);
  const audit = await dialogOpen(page);
  await audit.getByText(words[lang].reject).click();
  await audit.getByRole('button', { name: words[lang].ok }).click();
  await audit.locator('.ant-form-item-explain-error').waitFor();
  await shot(page, `oto-expert-audit-${lang}`);
  await closeDialog(page);
  // The audit itself is done once (zh); English shows where it left the two experts.
  const done = audited ? (await auditedInEnglish(page, audited), audited) : await auditTwo(page);

  const orgExperts = await listAndAdd(page, lang, '/oto/org-expert', 'org-expert');
  await editFirst(page, orgExperts, `oto-org-expert-edit-${lang}`);
  await orgExperts
    .locator('tr.ant-table-row', { hasText: w.approved })
    .first()
    .getByRole('button', { name: w.view })
    .click();
  await (await dialogOpen(page)).locator('.crud-record-view').waitFor();
  await shot(page, `oto-org-expert-view-${lang}`);
  await closeDialog(page);
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
  return { file, audited: done };
}

describe('in Chromium: the one-to-one business screens', () => {
  it('shows every list and its main dialog in zh and en; a video plays; the export downloads a CSV Excel opens', async () => {
    const { page, foreign } = await newPage(browser);
    await loginAs(page);
    const { file: zhFile, audited } = await screens(page, 'zh');
    const bytes = await readFile((await zhFile.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8', 3).split('\r\n')[0]).toBe(
      '姓名,手机号,省份,高考年份,科类,选科,分数,就读学校,报名渠道,报名时间',
    );
    expect(zhFile.suggestedFilename()).toMatch(/^H5报名用户-\d{8}\.csv$/);
    await toEnglish(page);
    const { file: enFile } = await screens(page, 'en', audited);
    expect((await readFile((await enFile.path())!)).toString('utf8', 3).split('\r\n')[0]).toBe(
      'Name,Mobile,Province,Exam year,Subject type,Electives,Score,School,Channel,Signed up',
    );
    expect(foreign).toEqual([]);
  });

  it('keeps an organization’s staff to their organization’s experts and orders, the organization fixed', async () => {
    const { page, foreign } = await newPage(browser);
    await loginAs(page, 'orgstaff', '123456');
    const own = '杭州星辰升学规划中心';
    for (const lang of ['zh', 'en'] as const) {
      if (lang === 'en') await toEnglish(page);
      const list = await openList(page, '/oto/org-expert');
      expect((await list.locator('tr.ant-table-row').allInnerTexts()).every((text) => text.includes(own))).toBe(true);
      await list.getByRole('button', { name: words[lang].add }).first().click();
      const dialog = await dialogOpen(page);
      await dialog.getByText(own).waitFor();
      await shot(page, `oto-org-expert-add-orgstaff-${lang}`);
      await closeDialog(page);

      // 机构订单: their organization alone, beside the table and in every row.
      const orders = await openList(page, '/oto/org-order');
      await expect.poll(() => orders.locator('.crud-side-tree .ant-tree-title').allInnerTexts()).toEqual([own]);
      expect((await orders.locator('tr.ant-table-row').allInnerTexts()).every((text) => text.includes(own))).toBe(true);
      await shot(page, `oto-org-order-orgstaff-${lang}`);
    }
    expect(foreign).toEqual([]);
  });
});
