import { crc32, deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginAs, newPage, shot } from './browser';
import { clickRowAction, rowActionAllowed } from './row-action';
import { closeDialog, dialogOpen, openList } from './screen-kit';

// The resource screens as a person sees them, in zh and en: object storage (enable one config,
// test an upload), SMS (send dialog), attachments (upload one and see its size, convert to PDF).

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
    ok: /^确\s*定$/,
    enable: /^启\s*用$/,
    debug: /^调\s*试$/,
    send: /^发\s*送$/,
    upload: /^上\s*传$/,
    pdf: /^转PDF$/,
    convert: /转\s*换$/,
    close: /^关\s*闭$/,
    yes: '是',
    no: '否',
    enableConfirm: '是否确定启用这条配置?',
    typeRefused: '不支持的文件类型:setup.exe',
  },
  en: {
    add: /Add$/,
    edit: /^Edit$/,
    view: /^View$/,
    ok: /^OK$/,
    enable: /^Enable$/,
    debug: /^Test$/,
    send: /^Send$/,
    upload: /^Upload$/,
    pdf: /^To PDF$/,
    convert: /Convert$/,
    close: /^Close$/,
    yes: 'Yes',
    no: 'No',
    enableConfirm: 'Enable this config? The one enabled now will be disabled.',
    typeRefused: 'This kind of file cannot be uploaded: setup.exe',
  },
};

async function toEnglish(page: Page) {
  await page.getByTestId('language-switch').click();
  await page.getByText('English', { exact: true }).click();
  await page.locator('.console-sider').getByText('Resources', { exact: true }).waitFor();
}

/** A 240×120 gradient PNG, written out here (zlib and its CRC are Node's). */
function gradientPng(width = 240, height = 120): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.from([
      0,
      ...Array.from({ length: width }, (_, x) => [
        40 + Math.round((x * 180) / width),
        120 + Math.round((y * 100) / height),
        230 - Math.round((x * 120) / width),
      ]).flat(),
    ]),
  );
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PNG = gradientPng();

async function ossScreens(page: Page, lang: Lang) {
  const w = words[lang];
  const list = await openList(page, '/resource/oss');
  await shot(page, `resource-oss-list-${lang}`);
  await list.getByRole('button', { name: w.add }).first().click();
  await (await dialogOpen(page)).locator('form').waitFor();
  await shot(page, `resource-oss-add-${lang}`);
  await closeDialog(page);
  // Tencent COS shows appId and region in its form and view.
  const tencent = list.locator('tr.ant-table-row', { hasText: 'tencent' });
  await tencent.getByRole('button', { name: w.edit }).click();
  const edit = await dialogOpen(page);
  await edit.locator('input[value="1250000000"]').waitFor();
  await shot(page, `resource-oss-edit-tencent-${lang}`);
  await closeDialog(page);
  await tencent.getByRole('button', { name: w.view }).click();
  const view = await dialogOpen(page);
  await view.getByText('ap-shanghai', { exact: true }).waitFor();
  await expect.poll(() => view.getByText('••••••').count()).toBe(1);
  await shot(page, `resource-oss-view-${lang}`);
  await closeDialog(page);
  await clickRowAction(page, tencent, w.debug);
  const debug = await dialogOpen(page);
  await debug.locator('input[type="file"]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await debug.locator('.file-result-picture').waitFor();
  await debug.getByText('https://cos.ap-shanghai.myqcloud.com/zhiyuan-video-1250000000').waitFor();
  await shot(page, `resource-oss-debug-${lang}`);
  await closeDialog(page);
}

async function smsScreens(page: Page, lang: Lang) {
  const w = words[lang];
  const list = await openList(page, '/resource/sms');
  await shot(page, `resource-sms-list-${lang}`);
  await list.getByRole('button', { name: w.add }).first().click();
  await (await dialogOpen(page)).locator('form').waitFor();
  await shot(page, `resource-sms-add-${lang}`);
  await closeDialog(page);
  // Aliyun's config: its region shows in the form and the view, the secret masked in the view.
  const aliyun = list.locator('tr.ant-table-row', { hasText: 'aliyun' });
  await aliyun.getByRole('button', { name: w.edit }).click();
  const edit = await dialogOpen(page);
  await edit.locator('input[value="SMS_247580123"]').waitFor();
  await edit.locator('input[value="cn-hangzhou"]').waitFor();
  await shot(page, `resource-sms-edit-${lang}`);
  await closeDialog(page);
  await aliyun.getByRole('button', { name: w.view }).click();
  const view = await dialogOpen(page);
  await view.getByText('SMS_247580123', { exact: true }).waitFor();
  await view.getByText('cn-hangzhou', { exact: true }).waitFor();
  expect(await view.getByText('c5Nq9Kv2Xm7Ld1Tz4Rb8Hw3Pj6Gs0Yf').count()).toBe(0);
  await shot(page, `resource-sms-view-${lang}`);
  await closeDialog(page);
  await clickRowAction(page, list.locator('tr.ant-table-row', { hasText: 'aliyun' }), w.send);
  const send = await dialogOpen(page);
  await send.locator('textarea').fill('13800138000,1380013800');
  await send.getByRole('button', { name: w.send }).click();
  await send.locator('.ant-form-item-explain-error').first().waitFor();
  await shot(page, `resource-sms-send-${lang}`);
  await closeDialog(page);
}

async function attachScreens(page: Page, lang: Lang) {
  const w = words[lang];
  const list = await openList(page, '/resource/attach');
  await shot(page, `resource-attach-list-${lang}`);
  await list.locator('tr.ant-table-row').first().getByRole('button', { name: w.view }).click();
  await dialogOpen(page);
  await shot(page, `resource-attach-view-${lang}`);
  await closeDialog(page);
  await list.getByRole('button', { name: w.upload }).click();
  await dialogOpen(page);
  await shot(page, `resource-attach-upload-${lang}`);
  await closeDialog(page);
  await list.getByRole('button', { name: w.pdf }).click();
  const pdf = await dialogOpen(page);
  await pdf
    .locator('input[type="file"]')
    .setInputFiles({ name: '招生简章.txt', mimeType: 'text/plain', buffer: Buffer.from('2025 招生简章') });
  await pdf.getByRole('button', { name: w.convert }).click();
  await pdf.getByText('招生简章.pdf').first().waitFor();
  await shot(page, `resource-attach-pdf-${lang}`);
  await closeDialog(page);
}

describe('resource screens', () => {
  // Each language in a page of its own: a fresh store, so minio is the enabled config both times.
  for (const lang of ['zh', 'en'] as const) {
    it(`object storage: enabling a config disables the one enabled before, after a confirm (${lang})`, async () => {
      const w = words[lang];
      const { page, foreign } = await newPage(browser);
      await loginAs(page);
      if (lang === 'en') await toEnglish(page);
      const list = await openList(page, '/resource/oss');
      const row = (code: string) => list.locator('tr.ant-table-row', { hasText: code });
      await expect.poll(() => row('minio').locator('.ant-tag', { hasText: w.yes }).count()).toBe(1);
      // The enabled config's 启用 is there, disabled.
      expect(await rowActionAllowed(page, row('minio'), w.enable)).toBe(false);
      await clickRowAction(page, row('qiniu'), w.enable);
      await page.getByText(w.enableConfirm).waitFor();
      await page.waitForTimeout(400);
      await shot(page, `resource-oss-enable-confirm-${lang}`);
      await page.locator('.ant-modal-confirm').getByRole('button', { name: w.ok }).click();
      await expect.poll(() => row('qiniu').locator('.ant-tag', { hasText: w.yes }).count()).toBe(1);
      await expect.poll(() => row('minio').locator('.ant-tag', { hasText: w.no }).count()).toBe(1);
      expect(await rowActionAllowed(page, row('minio'), w.enable)).toBe(true);
      await page.locator('.ant-modal-confirm').waitFor({ state: 'hidden' });
      await shot(page, `resource-oss-enabled-${lang}`);
      expect(foreign).toEqual([]);
    });

    it(`attachments: an uploaded file is listed with its size; a refused one is told before sending (${lang})`, async () => {
      const w = words[lang];
      const { page } = await newPage(browser);
      await loginAs(page);
      if (lang === 'en') await toEnglish(page);
      const list = await openList(page, '/resource/attach');
      await list.getByRole('button', { name: w.upload }).click();
      const dialog = await dialogOpen(page);
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/put-file-attach')) sent.push(request.url());
      });
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
      await page.getByText(w.typeRefused).waitFor();
      expect(sent).toEqual([]);
      const name = lang === 'zh' ? '报名统计.csv' : 'enrolment.csv';
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.alloc(3 * 1024, 'a') });
      await dialog.locator('.ant-upload-list-item-done', { hasText: name }).waitFor();
      await shot(page, `resource-attach-uploaded-${lang}`);
      await dialog.locator('.ant-modal-footer').getByRole('button', { name: w.close }).click();
      const row = list.locator('tr.ant-table-row', { hasText: name });
      await row.waitFor();
      await expect.poll(() => row.getByText('3 KB', { exact: true }).count()).toBe(1);
      expect(sent).toHaveLength(1);
    });
  }

  it('SMS: the send dialog sends code, phones and params as request params', async () => {
    const { page } = await newPage(browser);
    await loginAs(page);
    const list = await openList(page, '/resource/sms');
    await clickRowAction(page, list.locator('tr.ant-table-row', { hasText: 'tencent' }), words.zh.send);
    const dialog = await dialogOpen(page);
    await dialog.locator('textarea').fill('13800138000, 13900139000');
    await dialog.getByPlaceholder('参数值').first().fill('2333');
    await dialog.getByRole('button', { name: '添加参数' }).click();
    await dialog.getByPlaceholder('参数名').nth(1).fill('title');
    await dialog.getByPlaceholder('参数值').nth(1).fill('讲座提醒');
    const request = page.waitForRequest((each) => each.url().includes('/send-message'));
    await dialog.getByRole('button', { name: words.zh.send }).click();
    const url = new URL((await request).url());
    expect(url.searchParams.get('code')).toBe('tencent');
    expect(url.searchParams.get('phones')).toBe('13800138000,13900139000');
    expect(JSON.parse(url.searchParams.get('params') ?? '')).toEqual({ code: '2333', title: '讲座提醒' });
    await page.getByText('短信发送成功').waitFor();
  });

  for (const lang of ['zh', 'en'] as const) {
    it(`every screen and dialog in ${lang}`, async () => {
      const { page } = await newPage(browser);
      await loginAs(page);
      if (lang === 'en') await toEnglish(page);
      await ossScreens(page, lang);
      await smsScreens(page, lang);
      await attachScreens(page, lang);
    });
  }
});
