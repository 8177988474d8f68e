import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../src/providers/i18n';
import { button, buttons, findButton, findDialog, tableRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';
import { admin, cellUnder, errorsIn, headers, itemOf, lastBody, orgStaff, pick, rowWith, type } from './oto-kit';

// 意向客户, 咨询记录 and H5报名用户: subject types and electives in words ('物 / 化'), the phone's
// messages, a consultation's expert picked among its organization's, an organization's staff
// kept to theirs, and the sign-ups exported page by page into a CSV Excel opens.

const standin = standinForTests();
const tenantRows = <T extends { tenantId: string }>(rows: readonly T[]) =>
  rows.filter((row) => row.tenantId === '000000');
const newest = <T extends { createTime: string; id: string }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id.localeCompare(a.id))[0];

// jsdom has no object URLs nor downloads: the file handed over is kept to be read.
let saved: Blob[] = [];
beforeAll(() => {
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:h5';
  });
  URL.revokeObjectURL = vi.fn();
  HTMLAnchorElement.prototype.click = vi.fn();
});
beforeEach(() => {
  saved = [];
});
/** The file's text as written, its BOM kept (a text reader would drop it). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

describe('potential students page', () => {
  it('lists students with electives as words joined by " / " and the follow-up state as a tag', async () => {
    await renderApp('/oto/potential-students', admin);
    const student = newest(tenantRows(standin.db.tables.otoCustomers).filter((row) => row.electives.includes(',')));
    type(await screen.findByPlaceholderText('请输入姓名'), student.name);
    fireEvent.click(button('搜索'));
    const row = await rowWith(student.name);
    await waitFor(() => expect(row.textContent).toMatch(/[物化生政历地技] \/ [物化生政历地技]/));
    expect(row.textContent).not.toMatch(/\b[WHSZLDJ],[WHSZLDJ]\b/);
    expect(headers()).toEqual(
      expect.arrayContaining([
        '姓名',
        '手机号',
        '省份',
        '高考年份',
        '科类',
        '选科',
        '预估分数',
        '预估位次',
        '客户来源',
        '跟进状态',
        '下次跟进',
      ]),
    );
  });

  it('searches by subject type and one elective (codes on the wire) and reads them in English words', async () => {
    await renderApp('/oto/potential-students', admin);
    await rowWith(newest(tenantRows(standin.db.tables.otoCustomers)).name);
    const form = document.querySelector<HTMLElement>('.crud-search')!;
    await pick(form, '科类', '综合');
    await pick(form, '选科', '地');
    fireEvent.click(button('搜索'));
    await waitFor(() => {
      const last = standin.calls('/intended-customers/search').at(-1)!.url.searchParams;
      expect([last.get('subjectType'), last.get('electives')]).toEqual(['ZONG', 'D']);
    });
    const matching = tenantRows(standin.db.tables.otoCustomers).filter(
      (row) => row.subjectType === 'ZONG' && row.electives.split(',').includes('D'),
    );
    expect(matching.length).toBeGreaterThan(0);
    expect(await screen.findByText(`共 ${matching.length} 条`)).toBeTruthy();
    await act(() => changeLanguage('en'));
    await waitFor(() => expect(cellUnder(tableRows()[0], 'Subject type').textContent).toBe('Comprehensive'));
    for (const row of tableRows()) {
      expect(cellUnder(row, 'Subject type').textContent).toBe('Comprehensive');
      // Three electives in words, Geography among them: no code, no Chinese.
      expect(cellUnder(row, 'Electives').textContent).toMatch(
        /^(Physics|Chemistry|Biology|Politics|History|Geography|Technology)( \/ (Physics|Chemistry|Biology|Politics|History|Geography|Technology)){2}$/,
      );
      expect(cellUnder(row, 'Electives').textContent).toContain('Geography');
    }
  });

  it('adds a student with save-or-update after the phone’s messages, electives comma-joined', async () => {
    await renderApp('/oto/potential-students', admin);
    await rowWith(newest(tenantRows(standin.db.tables.otoCustomers)).name);
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    type(within(modal).getByPlaceholderText('请输入姓名'), '陆子涵');
    fireEvent.click(button('保存', modal));
    await waitFor(() => expect(errorsIn(modal)).toEqual(['手机号不能为空']));
    type(within(modal).getByPlaceholderText('请输入手机号'), '23812345678');
    await waitFor(() => expect(errorsIn(modal)).toEqual(['手机号格式不正确']));
    type(within(modal).getByPlaceholderText('请输入手机号'), '13612345678');
    await pick(modal, '省份', '北京市');
    await pick(modal, '科类', '综合');
    await pick(modal, '选科', '物');
    await pick(modal, '选科', '化');
    await pick(modal, '客户来源', '转介绍');
    fireEvent.click(button('保存', modal));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(lastBody(standin.calls('/intended-customers/save-or-update'))).toMatchObject({
      name: '陆子涵',
      phone: '13612345678',
      province: '11',
      subjectType: 'ZONG',
      electives: 'W,H',
      source: '3',
      followStatus: '0',
    });
    // Found by name: the seed's students of today are later in the day, so just after midnight the
    // new one is not yet the newest.
    type(screen.getByPlaceholderText('请输入姓名'), '陆子涵');
    fireEvent.click(button('搜索'));
    expect(await rowWith('陆子涵')).toBeTruthy();
    expect(buttons('删除')).toHaveLength(0);
  });
});

describe('consultation page', () => {
  it('adds a consultation: the expert is one of the picked organization’s approved experts; orgId is not sent', async () => {
    await renderApp('/oto/consultation', admin);
    await rowWith(newest(tenantRows(standin.db.tables.otoConsults)).studentName);
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    expect(itemOf(modal, '咨询专家').querySelector('.ant-select-disabled')).toBeTruthy();
    type(within(modal).getByPlaceholderText('请输入学生姓名'), '叶知秋');
    const org = standin.db.tables.otoOrgs.find((each) => each.orgName === '南京启航志愿填报工作室')!;
    const expert = tenantRows(standin.db.tables.otoExperts).find(
      (each) => each.orgId === org.id && each.auditStatus === '2',
    )!;
    await pick(modal, '所属机构', org.orgName);
    await waitFor(() =>
      expect(standin.calls('/operate-expert-info/experts-by-org').at(-1)?.url.searchParams.get('orgId')).toBe(org.id),
    );
    await pick(modal, '咨询专家', expert.expertName);
    const time = itemOf(modal, '咨询时间').querySelector<HTMLInputElement>('input')!;
    fireEvent.mouseDown(time);
    fireEvent.focus(time);
    type(time, '2026-07-01 10:30:00');
    fireEvent.keyDown(time, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(button('保存', modal));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const body = lastBody(standin.calls('/consult-info/save-and-update'));
    expect(body).toMatchObject({
      studentName: '叶知秋',
      expertId: expert.id,
      consultTime: '2026-07-01 10:30:00',
      mode: '1',
      status: '0',
    });
    expect(body).not.toHaveProperty('orgId');
    expect(standin.db.tables.otoConsults.find((each) => each.studentName === '叶知秋')).toMatchObject({
      orgId: org.id,
    });
  });

  it('links a consultation to one of the expert’s orders for that student, sent as orderId', async () => {
    await renderApp('/oto/consultation', admin);
    await rowWith(newest(tenantRows(standin.db.tables.otoConsults)).studentName);
    const order = tenantRows(standin.db.tables.otoOrders).find((each) => each.expertId && each.orderStatus === '2')!;
    const org = standin.db.tables.otoOrgs.find((each) => each.id === order.orgId)!;
    const expert = standin.db.tables.otoExperts.find((each) => each.id === order.expertId)!;
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    expect(within(modal).getByText('可选:选择专家或填写学生姓名后,从其订单中选择')).toBeTruthy();
    type(within(modal).getByPlaceholderText('请输入学生姓名'), order.studentName);
    await pick(modal, '所属机构', org.orgName);
    await pick(modal, '咨询专家', expert.expertName);
    // That student's orders with that expert.
    await waitFor(() => {
      const query = standin.calls('/student-order/search').at(-1)?.url.searchParams;
      expect([query?.get('expertId'), query?.get('keyword')]).toEqual([expert.id, order.studentName]);
    });
    const serve = standin.db.tables.otoServices.find((each) => each.id === order.serveId)!;
    await pick(modal, '关联订单', `${order.orderNo} · ${order.studentName} · ${serve.serveName}`);
    const time = itemOf(modal, '咨询时间').querySelector<HTMLInputElement>('input')!;
    fireEvent.mouseDown(time);
    fireEvent.focus(time);
    type(time, '2026-07-02 09:00:00');
    fireEvent.keyDown(time, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(button('保存', modal));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(lastBody(standin.calls('/consult-info/save-and-update'))).toMatchObject({
      studentName: order.studentName,
      expertId: expert.id,
      orderId: order.id,
    });
    // The list shows the order's number on the new record.
    expect(await rowWith(order.orderNo)).toBeTruthy();
  });

  it('keeps an edited consultation’s order, and clears it when another expert is picked', async () => {
    const consult = newest(tenantRows(standin.db.tables.otoConsults).filter((each) => each.orderId));
    const order = standin.db.tables.otoOrders.find((each) => each.id === consult.orderId)!;
    await renderApp(`/oto/consultation?studentName=${encodeURIComponent(consult.studentName)}`, admin);
    const row = await rowWith(order.orderNo);
    fireEvent.click(button('编辑', row));
    const modal = await findDialog();
    await waitFor(() => expect(itemOf(modal, '关联订单').textContent).toContain(order.orderNo));
    const other = tenantRows(standin.db.tables.otoExperts).find(
      (each) => each.orgId === consult.orgId && each.auditStatus === '2' && each.id !== consult.expertId,
    )!;
    await pick(modal, '咨询专家', other.expertName);
    await waitFor(() => expect(itemOf(modal, '关联订单').textContent).not.toContain(order.orderNo));
    fireEvent.click(button('修改', modal));
    expect(await screen.findByText('更新成功')).toBeTruthy();
    expect(lastBody(standin.calls('/consult-info/save-and-update'))).toMatchObject({
      id: consult.id,
      expertId: other.id,
      orderId: '',
    });
  });

  it('shows an organization’s staff their organization’s consultations only, the organization fixed in the dialog', async () => {
    await renderApp('/oto/consultation', orgStaff);
    const own = standin.db.tables.otoOrgs.find((each) => each.adminAccount === 'orgstaff')!;
    await rowWith(own.orgName);
    expect([...tableRows()].every((row) => row.textContent?.includes(own.orgName))).toBe(true);
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    await waitFor(() => expect(itemOf(modal, '所属机构').textContent).toContain(own.orgName));
    await waitFor(() =>
      expect(standin.calls('/operate-expert-info/experts-by-org').at(-1)?.url.searchParams.get('orgId')).toBe(own.id),
    );
  });

  it('searches by status and a consultation time range', async () => {
    await renderApp('/oto/consultation?consultTime_dategt=2020-01-01 00:00:00&status=0', admin);
    await waitFor(() => {
      const call = standin.calls('/consult-info/search').at(-1)!;
      expect(call.url.searchParams.get('status')).toBe('0');
      expect(call.url.searchParams.get('consultTime_dategt')).toBe('2020-01-01 00:00:00');
    });
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(0));
    expect([...tableRows()].every((row) => row.textContent?.includes('待咨询'))).toBe(true);
  });
});

describe('H5 sign-ups page', () => {
  it('exports every sign-up the search matches, read 200 a page, as a CSV with a BOM, labels and words', async () => {
    await renderApp('/oto/h5-register-user', admin);
    const all = tenantRows(standin.db.tables.otoH5Registrations);
    await rowWith(newest(all).name);
    expect(buttons('新增')).toHaveLength(0);
    expect(buttons('编辑')).toHaveLength(0);
    fireEvent.click(button('导出'));
    const modal = await findDialog();
    await waitFor(() => expect(within(modal).getByText(new RegExp(`共 ${all.length} 条`))).toBeTruthy());
    fireEvent.click(await findButton('开始导出', modal));
    await waitFor(() => expect(saved).toHaveLength(1));
    const pages = standin
      .calls('/h5-registration-info/search')
      .filter((call) => call.url.searchParams.get('size') === '200');
    expect(pages.map((call) => call.url.searchParams.get('current'))).toEqual(['1', '2']);
    const text = await textOf(saved[0]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('姓名,手机号,省份,高考年份,科类,选科,分数,就读学校,报名渠道,报名时间');
    expect(lines).toHaveLength(all.length + 1);
    const sample = all.find((row) => row.electives.includes(','))!;
    const line = lines.find((each) => each.includes(sample.phone))!;
    // The phone kept as text for Excel; codes never written, their words are.
    expect(line).toContain(`"\t${sample.phone}"`);
    expect(line).not.toMatch(/,(WEN|LI|ZONG|L|W),/);
    expect(line).toMatch(/[物化生政历地技] \/ [物化生政历地技]/);
    expect(line).toMatch(/公众号|朋友圈|线下海报|其他/);
    expect(await within(modal).findByText(/导出完成/)).toBeTruthy();
  });

  it('opens searched by subject type and one elective from its URL, the stand-in keeping those rows', async () => {
    await renderApp('/oto/h5-register-user?subjectType=L&electives=Z', admin);
    await waitFor(() => {
      const last = standin.calls('/h5-registration-info/search').at(-1)!.url.searchParams;
      expect([last.get('subjectType'), last.get('electives')]).toEqual(['L', 'Z']);
    });
    const matching = tenantRows(standin.db.tables.otoH5Registrations).filter(
      (row) => row.subjectType === 'L' && row.electives.split(',').includes('Z'),
    );
    expect(matching.length).toBeGreaterThan(0);
    expect(await screen.findByText(`共 ${matching.length} 条`)).toBeTruthy();
    const form = document.querySelector<HTMLElement>('.crud-search')!;
    expect(itemOf(form, '科类').textContent).toContain('历史');
    expect(itemOf(form, '选科').textContent).toContain('政');
    expect(
      [...tableRows()].every(
        (row) => cellUnder(row, '科类').textContent === '历史' && cellUnder(row, '选科').textContent?.includes('政'),
      ),
    ).toBe(true);
  });

  it('exports only what the search matches, labelled in English when the console is', async () => {
    await renderApp('/oto/h5-register-user?channel=2', admin);
    const matching = tenantRows(standin.db.tables.otoH5Registrations).filter((row) => row.channel === '2');
    await waitFor(() =>
      expect(standin.calls('/h5-registration-info/search').at(-1)!.url.searchParams.get('channel')).toBe('2'),
    );
    await rowWith(newest(matching).name);
    await act(() => changeLanguage('en'));
    fireEvent.click(await findButton('Export'));
    const modal = await findDialog();
    fireEvent.click(await findButton('Export', modal));
    await waitFor(() => expect(saved).toHaveLength(1));
    const lines = (await textOf(saved[0])).slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name,Mobile,Province,Exam year,Subject type,Electives,Score,School,Channel,Signed up');
    expect(lines).toHaveLength(matching.length + 1);
    expect(lines.slice(1).every((line) => line.includes(',Moments,'))).toBe(true);
    expect(
      standin
        .calls('/h5-registration-info/search')
        .filter((call) => call.url.searchParams.get('size') === '200')
        .every((call) => call.url.searchParams.get('channel') === '2'),
    ).toBe(true);
  });
});
