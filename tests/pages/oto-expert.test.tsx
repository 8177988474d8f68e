import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '../../src/providers/i18n';
import { describe, expect, it } from 'vitest';
import { button, buttons, findButton, findDialog, rowAction, rowActionStates, tableRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';
import { admin, errorsIn, lastBody, operator, orgStaff, pick, rowWith, type } from './oto-kit';

// 专家管理 and 机构专家 as staff meet them: labels instead of codes, the expert's own view with
// playable videos, 审核 on pending experts only (a rejection needs its reason), and an
// organization's two saves (draft, or submit for audit) with its staff kept to their org.

const standin = standinForTests();

const experts = () => standin.db.tables.otoExperts.filter((expert) => expert.tenantId === '000000');
const orgName = (orgId: string) => standin.db.tables.otoOrgs.find((org) => org.id === orgId)!.orgName;

/** Searches the list for one expert by name and answers its row. */
async function findExpert(name: string) {
  type(await screen.findByPlaceholderText('请输入专家姓名'), name);
  fireEvent.click(button('搜索'));
  return rowWith(name);
}

describe('expert page', () => {
  it('lists experts with organization, title, provinces, subject types and audit state as words', async () => {
    await renderApp('/oto/expert', admin);
    const expert = experts().find((each) => each.auditStatus === '2' && each.subjectTypes.includes(','))!;
    const row = await findExpert(expert.expertName);
    expect(within(row).getByText(orgName(expert.orgId))).toBeTruthy();
    await waitFor(() => expect(within(row).getByText('已通过')).toBeTruthy());
    // Never a raw code: subject types read 'a / b' in words.
    const cells = row.textContent ?? '';
    expect(cells).not.toMatch(/\b(WEN|LI|ZONG)\b/);
    expect(cells).toMatch(/(文科|理科|综合|历史|物理) \/ (文科|理科|综合|历史|物理)/);
    expect(standin.calls('/operate-expert-info/search-expert').at(-1)!.url.searchParams.get('expertName')).toBe(
      expert.expertName,
    );
  });

  it('views an expert through detail?id= with the introduction videos playable in place', async () => {
    await renderApp('/oto/expert', admin);
    const expert = experts().find((each) =>
      standin.db.tables.otoExpertVideos.some((video) => video.expertId === each.id),
    )!;
    const row = await findExpert(expert.expertName);
    fireEvent.click(button('查看', row));
    const modal = await findDialog();
    await waitFor(() =>
      expect(standin.calls('/operate-expert-info/detail').at(-1)!.url.search).toBe(`?id=${expert.id}`),
    );
    expect(standin.calls('/expert-info/videos').at(-1)!.url.search).toBe(`?expertId=${expert.id}`);
    const video = await waitFor(() => {
      const found = modal.querySelector('video');
      if (!found) throw new Error('no video');
      return found;
    });
    expect(video.getAttribute('src')).toBe('/media/expert-intro.webm');
    expect(video.hasAttribute('controls')).toBe(true);
    // A full-row field has a line of its own, also after a field that opened a line alone (antd
    // gives an item no more than its line has left).
    const introduction = within(modal).getByText(expert.introduction).closest('td')!;
    expect(introduction.colSpan).toBe(3);
    expect(introduction.closest('tr')!.querySelectorAll('th')).toHaveLength(1);
  });

  it('allows 审核 on pending experts only; a rejection needs its reason, then audit-org-expert carries it', async () => {
    await renderApp('/oto/expert', admin);
    const approved = experts().find((each) => each.auditStatus === '2')!;
    // 审核 stays in its place on an approved expert, disabled.
    expect((await rowActionStates(await findExpert(approved.expertName))).disabled).toEqual(['审核']);
    const pending = experts().find((each) => each.auditStatus === '1')!;
    const row = await findExpert(pending.expertName);
    fireEvent.click(await rowAction(row, '审核'));
    const modal = await findDialog();
    fireEvent.click(within(modal).getByText('驳回'));
    fireEvent.click(button('确定', modal));
    await waitFor(() => expect(errorsIn(modal)).toEqual(['驳回原因不能为空']));
    expect(standin.calls('/operate-expert-info/audit-org-expert')).toHaveLength(0);
    type(within(modal).getByPlaceholderText('请输入驳回原因'), '证书照片模糊');
    fireEvent.click(button('确定', modal));
    expect(await screen.findByText(`已驳回「${pending.expertName}」`)).toBeTruthy();
    expect(lastBody(standin.calls('/operate-expert-info/audit-org-expert'))).toEqual({
      id: pending.id,
      auditStatus: '3',
      auditReason: '证书照片模糊',
    });
    expect(standin.db.tables.otoExperts.find((each) => each.id === pending.id)).toMatchObject({
      auditStatus: '3',
      auditReason: '证书照片模糊',
    });
    await waitFor(() => expect(within(tableRows()[0] as HTMLElement).getByText('已驳回')).toBeTruthy());
    expect((await rowActionStates(tableRows()[0] as HTMLElement)).disabled).toEqual(['审核']);
  });

  it('asks for the rejection reason in English sentence case', async () => {
    await renderApp('/oto/expert', admin);
    const pending = experts().find((each) => each.auditStatus === '1')!;
    await findExpert(pending.expertName);
    await act(() => changeLanguage('en'));
    fireEvent.click(await rowAction(await rowWith(pending.expertName), 'Review'));
    const modal = await findDialog();
    fireEvent.click(within(modal).getByText('Reject'));
    expect(await within(modal).findByPlaceholderText('Enter rejection reason')).toBeTruthy();
    fireEvent.click(button('OK', modal));
    await waitFor(() => expect(errorsIn(modal)).toEqual(['Rejection reason is required']));
  });

  it('adds an expert with add-operate-expert: provinces and subject types comma-joined', async () => {
    await renderApp('/oto/expert', admin);
    await rowWith(experts().sort((a, b) => b.createTime.localeCompare(a.createTime))[0].expertName);
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    type(within(modal).getByPlaceholderText('请输入专家姓名'), '钱思远');
    type(within(modal).getByPlaceholderText('请输入联系电话'), '13912345678');
    await pick(modal, '所属机构', '杭州星辰升学规划中心');
    await pick(modal, '服务省份', '北京市');
    await pick(modal, '服务省份', '天津市');
    await pick(modal, '擅长科类', '物理');
    await pick(modal, '擅长科类', '历史');
    fireEvent.click(button('保存', modal));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const org = standin.db.tables.otoOrgs.find((each) => each.orgName === '杭州星辰升学规划中心')!;
    expect(lastBody(standin.calls('/operate-expert-info/add-operate-expert'))).toMatchObject({
      expertName: '钱思远',
      orgId: org.id,
      provinces: '11,12',
      subjectTypes: 'W,L',
    });
    expect(standin.db.tables.otoExperts.find((each) => each.expertName === '钱思远')).toMatchObject({
      auditStatus: '1',
      provinces: '11,12',
    });
  });

  it('gives the operator no delete', async () => {
    await renderApp('/oto/expert', operator);
    await rowWith(experts().sort((a, b) => b.createTime.localeCompare(a.createTime))[0].expertName);
    expect(buttons('删除')).toHaveLength(0);
    expect(buttons('编辑').length).toBeGreaterThan(0);
  });
});

describe('organization experts page', () => {
  it('shows an organization’s staff their own experts, the org fixed, and saves a draft with add-org-expert', async () => {
    await renderApp('/oto/org-expert', orgStaff);
    const own = standin.db.tables.otoOrgs.find((each) => each.adminAccount === 'orgstaff')!;
    await rowWith(own.orgName);
    expect([...tableRows()].every((row) => row.textContent?.includes(own.orgName))).toBe(true);
    expect(buttons('删除')).toHaveLength(0);
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    await waitFor(() => expect(within(modal).getByText(own.orgName)).toBeTruthy());
    type(within(modal).getByPlaceholderText('请输入专家姓名'), '严可心');
    type(within(modal).getByPlaceholderText('请输入联系电话'), '13712345678');
    fireEvent.click(await findButton('保存草稿', modal));
    expect(await screen.findByText('草稿已保存')).toBeTruthy();
    expect(lastBody(standin.calls('/org-expert-info/add-org-expert'))).toMatchObject({
      expertName: '严可心',
      orgId: own.id,
      phone: '13712345678',
    });
    expect(standin.calls('/org-expert-info/add-submit-org-expert')).toHaveLength(0);
    expect(standin.db.tables.otoExperts.find((each) => each.expertName === '严可心')).toMatchObject({
      auditStatus: '0',
      orgId: own.id,
    });
  });

  it('submits a rejected expert for audit from its edit dialog with add-submit-org-expert and its id', async () => {
    await renderApp('/oto/org-expert', admin);
    const rejected = experts().find((each) => each.auditStatus === '3')!;
    type(await screen.findByPlaceholderText('请输入专家姓名'), rejected.expertName);
    fireEvent.click(button('搜索'));
    const row = await rowWith(rejected.expertName);
    fireEvent.click(button('编辑', row));
    const modal = await findDialog();
    expect(within(modal).getByText(`上次被驳回:${rejected.auditReason}`)).toBeTruthy();
    type(within(modal).getByPlaceholderText('请输入专家简介'), '补充了规划师证书。');
    fireEvent.click(await findButton('保存并提交审核', modal));
    expect(await screen.findByText('已提交审核')).toBeTruthy();
    expect(lastBody(standin.calls('/org-expert-info/add-submit-org-expert'))).toMatchObject({
      id: rejected.id,
      introduction: '补充了规划师证书。',
    });
    expect(standin.db.tables.otoExperts.find((each) => each.id === rejected.id)).toMatchObject({ auditStatus: '1' });
  });

  it('deletes the selected drafts with one del-org-expert/{ids} call, the ids in the path', async () => {
    await renderApp('/oto/org-expert?auditStatus=0', admin);
    const drafts = experts().filter((each) => each.auditStatus === '0');
    await waitFor(() => expect(tableRows()).toHaveLength(Math.min(drafts.length, 10)));
    const picked = [...tableRows()].slice(0, 2);
    for (const row of picked) fireEvent.click(row.querySelector('input[type="checkbox"]')!);
    const ids = picked.map((row) => row.getAttribute('data-row-key')!);
    fireEvent.click(button('删除', document.querySelector<HTMLElement>('.crud-toolbar')!));
    fireEvent.click(
      await findButton('确定', await waitFor(() => document.querySelector<HTMLElement>('.ant-modal-confirm')!)),
    );
    expect(await screen.findByText('删除成功')).toBeTruthy();
    const [call] = standin.wire.filter((each) => each.url.pathname.includes('/del-org-expert/'));
    expect(call.method).toBe('POST');
    expect(call.url.pathname.endsWith(`/onetoone/org-expert-info/del-org-expert/${ids.join(',')}`)).toBe(true);
    expect(standin.db.tables.otoExperts.filter((each) => ids.includes(each.id))).toEqual([]);
    await waitFor(() => expect(tableRows()).toHaveLength(Math.min(drafts.length - 2, 10)));
  });

  it('views an expert by detail?orgExpertId=', async () => {
    await renderApp('/oto/org-expert', admin);
    const expert = experts().find((each) => each.auditStatus === '2')!;
    type(await screen.findByPlaceholderText('请输入专家姓名'), expert.expertName);
    fireEvent.click(button('搜索'));
    fireEvent.click(button('查看', await rowWith(expert.expertName)));
    await findDialog();
    await waitFor(() =>
      expect(standin.calls('/org-expert-info/detail').at(-1)!.url.search).toBe(`?orgExpertId=${expert.id}`),
    );
  });
});
