import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ParamRow } from '../../mocks/types';
import { button, findDialog, tableRows, waitForRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';
import { MGMT, call, login } from '../mocks/standin-client';

// No silent lost update: two tabs (or two staff) edit one record; the second save must
// not quietly undo the first. The other tab is a second session calling the stand-in directly.

const standin = standinForTests();
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
type Param = ParamRow & { updateUser: string };

/** Opens the first parameter for editing and types a new value into it; the dialog and its row. */
async function editFirstParam(typed: string) {
  await renderApp('/system/param', { username: 'admin', password: 'admin' });
  await waitForRows(10);
  fireEvent.click(within(tableRows()[0] as HTMLElement).getByText('编辑'));
  const modal = await findDialog();
  const value = await waitFor(() => {
    const input = within(modal).getByPlaceholderText('请输入参数键值') as HTMLTextAreaElement;
    if (!input.value) throw new Error('detail not loaded');
    return input;
  });
  const id = standin.calls('/param/detail')[0].url.searchParams.get('id')!;
  type(value, typed);
  return { modal, id };
}

/** Another tab (another session) saves the record meanwhile: the remark changes. */
async function saveInOtherTab(account: string, password: string, id: string, remark: string) {
  const token = await login(account, password);
  const { body } = await call<Param>(`${MGMT}/param/detail?id=${id}`, { token });
  const saved = await call(`${MGMT}/param/submit`, { token, body: { ...body.data, remark } });
  expect(saved.status).toBe(200);
  return standin.db.tables.params.find((row) => row.id === id) as Param;
}

const consoleSubmits = () =>
  standin.calls('/param/submit').filter((each) => JSON.parse(each.body).paramValue === '我的值');
const conflictDialog = async () => (await screen.findByText('记录已被修改')).closest('.ant-modal') as HTMLElement;
const userIdOf = (account: string) => standin.db.tables.users.find((user) => user.account === account)!.id;

describe('edit dialog: no silent lost update', () => {
  it("stops a save over another session's change and names who and when; reload keeps the typed text in view", async () => {
    const { modal, id } = await editFirstParam('我的值');
    const theirs = await saveInOtherTab('operator', 'operator', id, '他们的备注');
    fireEvent.click(button('修改', modal));
    const conflict = await conflictDialog();
    // The operator's name is nowhere in this console: the id stands for them.
    expect(conflict.textContent).toContain(`${userIdOf('operator')} 于 ${theirs.updateTime} 修改了这条记录`);
    // Checked with the record's detail, and nothing was saved.
    await waitFor(() => expect(standin.calls('/param/detail').length).toBeGreaterThanOrEqual(3));
    expect(consoleSubmits()).toHaveLength(0);
    const fields = within(conflict)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(fields).toContain(`参数键值我的值${theirs.paramValue}`);
    // The remark as the dialog loaded it, against the other tab's.
    expect(fields.some((row) => row?.startsWith('备注') && row.endsWith('他们的备注'))).toBe(true);

    fireEvent.click(button('重新载入', conflict));
    await waitFor(() => expect(screen.queryByText('记录已被修改')).toBeNull());
    // The form shows the server's record; what was typed stays listed above it.
    expect((within(modal).getByPlaceholderText('请输入参数键值') as HTMLTextAreaElement).value).toBe(theirs.paramValue);
    expect((within(modal).getByPlaceholderText('请输入备注') as HTMLTextAreaElement).value).toBe('他们的备注');
    const note = modal.querySelector('.save-conflict-reloaded') as HTMLElement;
    expect(note.textContent).toContain('我的值');
    // Saved over the reloaded record: no second question.
    fireEvent.click(button('修改', modal));
    expect(await screen.findByText('更新成功')).toBeTruthy();
    expect(JSON.parse(standin.calls('/param/submit').at(-1)!.body)).toMatchObject({ id, remark: '他们的备注' });
  });

  it('overwrites when asked: the submit carries what was typed; the same user in another tab is named', async () => {
    const { modal, id } = await editFirstParam('我的值');
    const theirs = await saveInOtherTab('admin', 'admin', id, '另一个标签页的备注');
    fireEvent.click(button('修改', modal));
    const conflict = await conflictDialog();
    expect(conflict.textContent).toContain(`管理员 于 ${theirs.updateTime} 修改了这条记录`);
    fireEvent.click(button('覆盖保存', conflict));
    expect(await screen.findByText('更新成功')).toBeTruthy();
    expect(consoleSubmits()).toHaveLength(1);
    const body = JSON.parse(consoleSubmits()[0].body) as Record<string, unknown>;
    expect(body).toMatchObject({ id, paramKey: theirs.paramKey, paramValue: '我的值' });
    // As typed: the remark the dialog loaded, over the other tab's.
    expect(body.remark).not.toBe('另一个标签页的备注');
  });

  it('keeps the dialog and what was typed on 取消', async () => {
    const { modal, id } = await editFirstParam('我的值');
    await saveInOtherTab('operator', 'operator', id, '他们的备注');
    fireEvent.click(button('修改', modal));
    const conflict = await conflictDialog();
    fireEvent.click(button('取消', conflict));
    await waitFor(() => expect(screen.queryByText('记录已被修改')).toBeNull());
    expect(await findDialog()).toBe(modal);
    expect((within(modal).getByPlaceholderText('请输入参数键值') as HTMLTextAreaElement).value).toBe('我的值');
    expect(consoleSubmits()).toHaveLength(0);
  });

  it('saves at once when nobody changed the record', async () => {
    const { modal, id } = await editFirstParam('我的值');
    fireEvent.click(button('修改', modal));
    expect(await screen.findByText('更新成功')).toBeTruthy();
    expect(screen.queryByText('记录已被修改')).toBeNull();
    expect(JSON.parse(consoleSubmits()[0].body)).toMatchObject({ id, paramValue: '我的值' });
  });
});
