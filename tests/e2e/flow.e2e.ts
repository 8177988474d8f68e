import type { Browser, Locator, Page } from 'playwright-core';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, loginAs, logOut, newPage, shot } from './browser';
import { clickRowAction } from './row-action';
import { closeDialog, dialogOpen, openList, pane } from './screen-kit';
import { TRIP_PROCESS } from '../support/trip-process';

// Workflow in Chromium: a leave request started by admin naming 赵强 (manager), approved by him
// from his to-do list (its diagram marks his task as current), claimed and approved by 人事 (hr);
// then the instance is finished and every activity marked done. The model editor renames a task
// and keeps it. bpmn-js is in no chunk the console loads before a diagram or the editor opens.
// Screenshots of every screen in zh and en.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const today = dayjs().format('YYYY-MM-DD');
const REASON = '陪同孩子参加高校综合评价面试';

/** Every script the page has fetched so far, and whether any holds diagram-js (bpmn-js's canvas). */
async function diagramCodeLoaded(page: Page, scripts: Set<string>): Promise<boolean> {
  for (const url of scripts) {
    const text = await page.evaluate((src) => fetch(src).then((answer) => answer.text()), url);
    if (text.includes('djs-container')) return true;
  }
  return false;
}

/** Confirms the open confirm dialog with its primary button. */
async function confirm(page: Page) {
  await page.locator('.ant-modal-confirm-btns .ant-btn-primary').last().click();
}

/** The list row of today's request (the seed's are older). */
const todays = (list: Locator) => list.locator('tr.ant-table-row', { hasText: today }).first();

/** The diagram dialog's element `id` carries the mark `mark`. */
const marked = (page: Page, id: string, mark: string) =>
  page.locator(`.flow-bpmn [data-element-id="${id}"].flow-mark-${mark}`);

/** Types a date-time into a picker and confirms it. */
async function typeDate(item: Locator, text: string) {
  const input = item.locator('input').first();
  await input.click();
  await input.fill(text);
  await input.press('Enter');
}

describe('in Chromium: workflow', () => {
  it('runs a leave request through its approver and 人事 to the end, with its diagram marked at each step', async () => {
    const { page, foreign } = await newPage(browser);
    const scripts = new Set<string>();
    page.on('response', (answer) => {
      if (answer.url().endsWith('.js')) scripts.add(answer.url());
    });
    await loginAs(page);

    // admin starts a leave naming 赵强.
    const start = await openList(page, '/work/start');
    await shot(page, 'flow-work-start-zh');
    await start.locator('tr.ant-table-row', { hasText: '请假流程' }).getByRole('button', { name: '发起' }).click();
    const form = page.locator('.tab-pane:not(.is-hidden) .leave-page form');
    await form.waitFor();
    await typeDate(
      form.locator('.ant-form-item', { hasText: '开始时间' }),
      dayjs().add(5, 'day').format('YYYY-MM-DD 09:00:00'),
    );
    await typeDate(
      form.locator('.ant-form-item', { hasText: '结束时间' }),
      dayjs().add(6, 'day').format('YYYY-MM-DD 18:00:00'),
    );
    await expect.poll(() => page.getByTestId('leave-days').inputValue()).toBe('2 天');
    await form.locator('textarea').fill(REASON);
    await form.locator('.ant-form-item', { hasText: '审批人员' }).locator('.ant-select-selector').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '(manager)' }).click();
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await shot(page, 'flow-leave-form-zh');
    await form.getByRole('button', { name: /提交申请/ }).click();
    await page.waitForURL('**/work/send');
    const sent = pane(page, '/work/send');
    await todays(sent).waitFor();
    await expect.poll(() => todays(sent).textContent()).toContain('未完成');
    await shot(page, 'flow-work-send-zh');
    // No diagram yet: bpmn-js has not been fetched.
    expect(await diagramCodeLoaded(page, scripts)).toBe(false);
    await logOut(page);

    // 赵强 finds it in 待办事务: its diagram marks his task as the current one; he approves.
    await loginAs(page, 'manager', '123456');
    const todo = await openList(page, '/work/todo');
    await todays(todo).getByRole('button', { name: '跟踪' }).click();
    await dialogOpen(page);
    await marked(page, 'approverTask', 'primary').waitFor();
    await expect.poll(() => marked(page, 'start', 'success').count()).toBe(1);
    await expect
      .poll(
        async () =>
          (await marked(page, 'hrTask', 'success').count()) + (await marked(page, 'hrTask', 'primary').count()),
      )
      .toBe(0);
    await page.getByTestId('flow-diagram-legend').waitFor();
    await shot(page, 'flow-diagram-todo-zh');
    expect(await diagramCodeLoaded(page, scripts)).toBe(true);
    await closeDialog(page);
    await todays(todo).getByRole('button', { name: '办理' }).click();
    const handle = page.locator('.tab-pane:not(.is-hidden) .leave-page');
    await handle.getByText(REASON).waitFor();
    await handle.locator('textarea').fill('同意,请安排好工作交接');
    await handle.getByTestId('flow-history-step').first().waitFor();
    await shot(page, 'flow-leave-handle-zh');
    await handle.getByRole('button', { name: /同\s*意/ }).click();
    await confirm(page);
    await page.waitForURL('**/work/todo');
    await page.getByText('已同意').waitFor();
    await logOut(page);

    // 李娜 (人事) claims it, then approves it.
    await loginAs(page, 'hr', '123456');
    const claim = await openList(page, '/work/claim');
    await shot(page, 'flow-work-claim-zh');
    await todays(claim).getByRole('button', { name: '签收' }).click();
    await confirm(page);
    await page.getByText('签收事务成功').waitFor();
    const hrTodo = await openList(page, '/work/todo');
    await todays(hrTodo).getByRole('button', { name: '办理' }).click();
    await page.locator('.tab-pane:not(.is-hidden) .leave-page').getByText(REASON).waitFor();
    await page
      .locator('.tab-pane:not(.is-hidden) .leave-page')
      .getByRole('button', { name: /同\s*意/ })
      .click();
    await confirm(page);
    await page.waitForURL('**/work/todo');
    const done = await openList(page, '/work/done');
    await todays(done).waitFor();
    await shot(page, 'flow-work-done-zh');
    await logOut(page);

    // admin: finished, every activity done.
    await loginAs(page);
    const mine = await openList(page, '/work/send');
    await expect.poll(() => todays(mine).textContent()).toContain('已完成');
    await todays(mine).getByRole('button', { name: '详情' }).click();
    const detail = page.locator('.tab-pane:not(.is-hidden) .leave-page');
    await detail.getByText(REASON).waitFor();
    await expect.poll(() => detail.getByTestId('flow-history-step').count()).toBe(4);
    for (const id of ['start', 'approverTask', 'hrTask', 'end']) await marked(page, id, 'success').waitFor();
    await expect.poll(() => page.locator('.flow-bpmn .flow-mark-primary').count()).toBe(0);
    await expect.poll(() => marked(page, 'rejectEnd', 'success').count()).toBe(0);
    await shot(page, 'flow-leave-detail-zh');
    expect(foreign).toEqual([]);
  });

  it('edits a model in the BPMN editor: a task renamed and saved is there on reopening; every screen in zh and en', async () => {
    const { page, foreign } = await newPage(browser);
    await loginAs(page);
    const models = await openList(page, '/flow/model');
    const row = models.locator('tr.ant-table-row', { hasText: '报销流程' });
    await row.getByRole('button', { name: '编辑' }).click();
    let editor = await dialogOpen(page);
    await editor.locator('[data-element-id="deptTask"]').waitFor();
    await editor.locator('[data-element-id="deptTask"]').click();
    const name = editor.getByTestId('prop-name');
    await expect.poll(() => name.inputValue()).toBe('部门审批');
    await name.fill('部门负责人审批');
    await name.press('Enter');
    await expect.poll(() => editor.locator('[data-element-id="deptTask"]').textContent()).toContain('部门负责人审批');
    await shot(page, 'flow-model-editor-zh');
    await editor.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.getByText('模型已保存').waitFor();
    await expect.poll(() => page.locator('.ant-modal-wrap:visible').count()).toBe(0);
    await row.getByRole('button', { name: '编辑' }).click();
    editor = await dialogOpen(page);
    await expect.poll(() => editor.locator('[data-element-id="deptTask"]').textContent()).toContain('部门负责人审批');
    await closeDialog(page);

    // A process file deployed from 部署管理: listed as its own process, v1, 通用.
    const manager = await openList(page, '/flow/manager');
    await manager
      .locator('.crud-toolbar')
      .getByRole('button', { name: /^部\s*署$/ })
      .click();
    const upload = await dialogOpen(page);
    await upload
      .locator('.ant-form-item', { has: page.locator('label:text-is("流程类型")') })
      .locator('.ant-select-selector')
      .click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '请假流程' }).click();
    await upload
      .locator('input[type="file"]')
      .setInputFiles({ name: 'Trip.bpmn20.xml', mimeType: 'text/xml', buffer: Buffer.from(TRIP_PROCESS) });
    await upload.getByText('Trip.bpmn20.xml').waitFor();
    await upload.getByRole('button', { name: /^部\s*署$/ }).click();
    await page.getByText('部署成功').waitFor();
    const trip = manager.locator('tr.ant-table-row', { hasText: '出差申请' });
    await trip.waitFor();
    await expect.poll(() => trip.textContent()).toMatch(/通用.*Trip.*v1/);

    await screens(page, 'zh');
    await page.getByTestId('language-switch').click();
    await page.getByText('English', { exact: true }).click();
    await page.locator('.console-sider').getByText('Workflow', { exact: true }).waitFor();
    await screens(page, 'en');
    expect(foreign).toEqual([]);
  });
});

const words = {
  zh: {
    deploy: '部署',
    upload: /^部\s*署$/,
    diagram: '流程图',
    del: '删除',
    detail: '详情',
    handle: '办理',
    create: /创\s*建$/,
    start: '发起',
  },
  en: {
    deploy: 'Deploy',
    upload: /^Deploy$/,
    diagram: 'Diagram',
    del: 'Delete',
    detail: 'Details',
    handle: 'Handle',
    create: /Create$/,
    start: 'Start',
  },
};

/** Each workflow list, its dialogs and the leave pages, in the current language. */
async function screens(page: Page, lang: 'zh' | 'en') {
  const w = words[lang];
  const models = await openList(page, '/flow/model');
  await shot(page, `flow-model-list-${lang}`);
  await models.locator('.crud-toolbar').getByRole('button', { name: w.create }).click();
  await dialogOpen(page);
  await page.locator('.ant-modal-wrap:visible [data-element-id]').first().waitFor();
  await shot(page, `flow-model-create-${lang}`);
  await closeDialog(page);
  await clickRowAction(page, models.locator('tr.ant-table-row').first(), w.deploy);
  await dialogOpen(page);
  await shot(page, `flow-model-deploy-${lang}`);
  await closeDialog(page);

  const manager = await openList(page, '/flow/manager');
  await shot(page, `flow-manager-list-${lang}`);
  await manager.locator('.crud-toolbar').getByRole('button', { name: w.upload }).click();
  await dialogOpen(page);
  await shot(page, `flow-manager-upload-${lang}`);
  await closeDialog(page);
  await clickRowAction(page, manager.locator('tr.ant-table-row').first(), w.diagram);
  await dialogOpen(page);
  await page.locator('.flow-bpmn [data-element-id]').first().waitFor();
  await shot(page, `flow-diagram-definition-${lang}`);
  await closeDialog(page);

  const follow = await openList(page, '/flow/follow');
  await shot(page, `flow-follow-list-${lang}`);
  await follow.locator('tr.ant-table-row').first().getByRole('button', { name: w.del }).click();
  await dialogOpen(page);
  await shot(page, `flow-follow-delete-${lang}`);
  await closeDialog(page);

  for (const list of ['start', 'claim', 'todo', 'send', 'done']) {
    await page.goto(`${baseURL()}/work/${list}`);
    await pane(page, `/work/${list}`).locator('.ant-table').waitFor();
    await page.waitForTimeout(300);
    await shot(page, `flow-work-${list}-${lang}`);
  }
  const start = await openList(page, '/work/start');
  await start.locator('tr.ant-table-row').first().getByRole('button', { name: w.start, exact: true }).click();
  await page.locator('.tab-pane:not(.is-hidden) .leave-page form').waitFor();
  await page.waitForTimeout(300);
  await shot(page, `flow-leave-form-${lang}`);
  const todo = await openList(page, '/work/todo');
  await todo.locator('tr.ant-table-row').first().getByRole('button', { name: w.handle }).click();
  await page.locator('.tab-pane:not(.is-hidden) .leave-page textarea').waitFor();
  await page.locator('.tab-pane:not(.is-hidden) [data-testid="flow-history-step"]').first().waitFor();
  await shot(page, `flow-leave-handle-${lang}`);
  // admin started nothing in the seed: the detail of the request waiting for him.
  const waiting = await openList(page, '/work/todo');
  await waiting.locator('tr.ant-table-row').first().getByRole('button', { name: w.detail }).click();
  await page.locator('.tab-pane:not(.is-hidden) .leave-page .flow-bpmn [data-element-id]').first().waitFor();
  await shot(page, `flow-leave-detail-${lang}`);
}
