import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, buttons, findButton, findDialog, pickDay } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';
import { TRIP_PROCESS } from '../support/trip-process';
import { admin, errorsIn, itemOf, lastBody, pick, rowWith, type } from './oto-kit';

// 我的事务 and the leave pages over the wire: 发起 opens the start form, whose checks speak before
// anything is sent and whose body is start-process's; 办理 opens the task, whose 同意 sends
// complete-task with flag 'ok' and whose 驳回 (a comment required) sends none; the lists search
// by category (flow_<key>) and request time (beginDate / endDate).

const standin = standinForTests();

/** Sets an antd date-time picker by typing, as a user may, and confirming with Enter. */
function typeDate(item: HTMLElement, text: string) {
  const input = item.querySelector('input') as HTMLInputElement;
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
}

/** Clicks the last button so captioned (a confirm's own 同意 comes after the page's). */
const clickLast = async (caption: string) => {
  await waitFor(() => expect(buttons(caption).length).toBeGreaterThan(1));
  fireEvent.click(buttons(caption).at(-1)!);
};

describe('my work and the leave process', () => {
  it('approves a task: 办理 opens it read-only and 同意 sends complete-task with flag ok', async () => {
    await renderApp('/work/todo', admin);
    const row = await rowWith('审批人审批');
    const [task] = standin.db.tables.flowTasks.filter(
      (each) =>
        each.tenantId === '000000' &&
        each.assignee ===
          `taskUser_${standin.db.tables.users.find((u) => u.account === 'admin' && u.tenantId === '000000')!.id}` &&
        !each.endTime,
    );
    fireEvent.click(button('办理', row));
    expect(await screen.findByText('身体不适,需到医院复诊')).toBeTruthy();
    const page = document.querySelector('.leave-page') as HTMLElement;
    type(itemOf(page, '审批意见').querySelector('textarea')!, '好好休息');
    fireEvent.click(button('同意', page));
    await clickLast('同意');
    await waitFor(() => expect(standin.calls('/work/complete-task')).toHaveLength(1));
    expect(lastBody(standin.calls('/work/complete-task'))).toEqual({
      taskId: task.id,
      processInstanceId: task.processInstanceId,
      comment: '好好休息',
      flag: 'ok',
    });
    expect(await screen.findByText('已同意')).toBeTruthy();
    // Done: back on 待办事务, which no longer lists it.
    await waitFor(() => expect(document.querySelector('.tab-pane:not(.is-hidden) .leave-page')).toBeNull());
  });

  it('starts a leave from 发起事务 (checks first, then start-process), never offering the applicant as approver', async () => {
    await renderApp('/work/start', { username: 'operator', password: 'operator' });
    fireEvent.click(button('发起', await rowWith('请假流程')));
    const form = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.leave-page form');
      if (!found) throw new Error('no form');
      return found;
    });
    fireEvent.click(button('提交申请', form));
    await waitFor(() =>
      expect(errorsIn(form)).toEqual(['请选择开始时间', '请选择结束时间', '请输入请假理由', '请选择审批人员']),
    );
    typeDate(itemOf(form, '开始时间'), '2026-12-07 09:00:00');
    typeDate(itemOf(form, '结束时间'), '2026-12-06 18:00:00');
    await waitFor(() => expect(errorsIn(form)).toContain('结束时间必须晚于开始时间'));
    typeDate(itemOf(form, '结束时间'), '2026-12-09 18:00:00');
    await waitFor(() => expect((screen.getByTestId('leave-days') as HTMLInputElement).value).toBe('3 天'));
    type(itemOf(form, '请假理由').querySelector('textarea')!, '回家办理户口迁移');
    await pick(form, '审批人员', '管理员 (admin)');
    const offered = [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent);
    expect(offered).toContain('管理员 (admin)');
    expect(offered).not.toContain('王晓雯 (operator)');
    expect(standin.calls('/leave/start-process')).toHaveLength(0);
    fireEvent.click(button('提交申请', form));
    await waitFor(() => expect(standin.calls('/leave/start-process')).toHaveLength(1));
    const adminId = standin.db.tables.users.find((u) => u.account === 'admin' && u.tenantId === '000000')!.id;
    expect(lastBody(standin.calls('/leave/start-process'))).toEqual({
      processDefinitionId: expect.stringMatching(/^Leave:/),
      taskUser: adminId,
      startTime: '2026-12-07 09:00:00',
      endTime: '2026-12-09 18:00:00',
      reason: '回家办理户口迁移',
    });
    expect(await screen.findByText('请假申请已提交')).toBeTruthy();
  });

  it('rejects a leave from 待办事务: a comment is required and no flag goes', async () => {
    await renderApp('/work/todo', admin);
    const row = await rowWith('审批人审批');
    const adminId = standin.db.tables.users.find((u) => u.account === 'admin' && u.tenantId === '000000')!.id;
    const [task] = standin.db.tables.flowTasks.filter(
      (each) => each.tenantId === '000000' && each.assignee === `taskUser_${adminId}` && !each.endTime,
    );
    fireEvent.click(button('办理', row));
    expect(await screen.findByText('身体不适,需到医院复诊')).toBeTruthy();
    const page = document.querySelector('.tab-pane:not(.is-hidden) .leave-page') as HTMLElement;
    fireEvent.click(button('驳回', page));
    await waitFor(() => expect(errorsIn(page)).toEqual(['驳回时请填写审批意见']));
    type(itemOf(page, '审批意见').querySelector('textarea')!, '月底有考试报名,请改期');
    fireEvent.click(button('驳回', page));
    await clickLast('驳回');
    await waitFor(() => expect(standin.calls('/work/complete-task')).toHaveLength(1));
    expect(lastBody(standin.calls('/work/complete-task'))).toEqual({
      taskId: task.id,
      processInstanceId: task.processInstanceId,
      comment: '月底有考试报名,请改期',
    });
    expect(await screen.findByText('已驳回')).toBeTruthy();
  });

  it('searches a work list by category as flow_<key> and by request time as beginDate / endDate', async () => {
    await renderApp('/work/send', { username: 'operator', password: 'operator' });
    // operator's own requests: each process's version as v#, its progress as a tag.
    const row = await rowWith('请假流程');
    expect(within(row).getByText('v1')).toBeTruthy();
    expect(screen.getAllByText('已完成').length).toBeGreaterThan(0);
    expect(screen.getAllByText('未完成').length).toBeGreaterThan(0);
    const search = document.querySelector('.crud-search') as HTMLElement;
    await pick(search, '流程分类', '请假流程');
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const dayOf = (date: number) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(date)}`;
    const [first, last] = [dayOf(1), dayOf(now.getDate())];
    const range = itemOf(search, '申请时间').querySelector<HTMLInputElement>('.ant-picker-range input')!;
    fireEvent.mouseDown(range);
    fireEvent.click(range);
    await pickDay(first);
    await pickDay(last);
    fireEvent.click(await findButton('搜索', search));
    await waitFor(() => {
      const query = standin.calls('/work/send-list').at(-1)!.url.searchParams;
      expect(query.get('category')).toBe('flow_1');
      expect(query.get('beginDate')).toBe(`${first} 00:00:00`);
      expect(query.get('endDate')).toBe(`${last} 23:59:59`);
      expect(query.has('createTime_dategt')).toBe(false);
    });
  });
});

describe('deployments', () => {
  it('asks for files, refuses one that is no process file, then sends a .bpmn20.xml as multipart files / category / tenantIds', async () => {
    await renderApp('/flow/manager', admin);
    await rowWith('请假流程');
    fireEvent.click(button('部署', document.querySelector('.crud-toolbar') as HTMLElement));
    const modal = await findDialog();
    await pick(modal, '流程类型', '请假流程');
    // The picker's input is made anew after each pick: look it up each time.
    const choose = (file: File) =>
      fireEvent.change(modal.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
    await waitFor(() => expect(modal.querySelector('input[type="file"]')).toBeTruthy());
    fireEvent.click(button('部署', modal));
    expect(await within(modal).findByText('请选择流程文件')).toBeTruthy();
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('notes.txt 不是流程文件(只接受 .bpmn20.xml、.bpmn、.zip)')).toBeTruthy();
    const xml = TRIP_PROCESS;
    choose(new File([xml], 'Trip.bpmn20.xml', { type: 'text/xml' }));
    await waitFor(() => expect(within(modal).getByText('Trip.bpmn20.xml')).toBeTruthy());
    fireEvent.click(button('部署', modal));
    await waitFor(() => expect(standin.calls('/manager/deploy-upload')).toHaveLength(1));
    const [upload] = standin.calls('/manager/deploy-upload');
    expect(upload.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    // jsdom's File loses its name on the way into the fetch layer msw reads (it arrives as "blob");
    // the name and the stand-in's answer are checked in the browser (tests/e2e/flow.e2e.ts).
    expect(upload.body).toMatch(/name="files"; filename="[^"]+"\r\nContent-Type: text\/xml/);
    expect(upload.body).toContain('<process id="Trip" name="出差申请"');
    expect(upload.body).toMatch(/name="category"\r\n\r\nflow_1\r\n/);
    expect(upload.body).toMatch(/name="tenantIds"\r\n\r\n\r\n/);
  });
});
