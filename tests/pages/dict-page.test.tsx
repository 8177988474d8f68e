import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../src/providers/i18n';
import { button, findButton, findDialog } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

const standin = standinForTests();
const admin = { username: 'admin', password: 'admin' };
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** The row of the dictionaries table whose code is `code`. */
const rowOf = (code: string, root: ParentNode = document) =>
  waitFor(() => {
    const row = [...root.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')].find(
      (tr) =>
        tr.querySelector('td span')?.textContent === code ||
        [...tr.querySelectorAll('td span')].some((span) => span.textContent === code),
    );
    if (!row) throw new Error(`no row ${code}`);
    return row;
  });

/** The stacked page with the entries of `code` open below its dictionary. */
async function openEntries(code: string, path = '/dict-vertical/index') {
  const app = await renderApp(path, admin);
  fireEvent.click(button('字典配置', await rowOf(code)));
  await waitFor(() => expect(standin.calls('/dict/child-list').length).toBeGreaterThan(0));
  const entries = await waitFor(() => {
    const card = [...document.querySelectorAll<HTMLElement>('.dict-page .ant-card')][1];
    if (!card?.querySelector('.ant-table-tbody tr.ant-table-row')) throw new Error('no entries yet');
    return card;
  });
  return { app, entries };
}

const inputOf = (modal: HTMLElement, label: string) => {
  const item = [...modal.querySelectorAll<HTMLElement>('.ant-form-item')].find(
    (node) => node.querySelector('label')?.textContent === label,
  );
  if (!item) throw new Error(`no field ${label}`);
  return item;
};

/** What the 封存 column of a dictionaries row says. */
const sealCell = (row: HTMLElement) => {
  const headers = [...row.closest('.ant-table')!.querySelectorAll('thead th')];
  const column = headers.findIndex((th) => th.textContent === '封存');
  return row.querySelectorAll('td')[column]?.textContent;
};

describe('dictionary page', () => {
  it('lists the dictionaries from parent-list and the entries of one from child-list', async () => {
    const { entries } = await openEntries('sex');
    const [list] = standin.calls('/dict/parent-list');
    expect(list.url.searchParams.get('current')).toBe('1');
    expect(list.url.searchParams.get('size')).toBe('10');
    const [children] = standin.calls('/dict/child-list');
    const sex = standin.db.tables.dicts.find((row) => row.code === 'sex' && row.parentId === '0')!;
    expect(children.url.searchParams.get('parentId')).toBe(sex.id);
    expect(within(entries).getByText('男')).toBeTruthy();
    expect(within(entries).getByText('未知')).toBeTruthy();
    expect(screen.getByText('性别(sex)的字典项')).toBeTruthy();
  });

  it('shows the seal in the list as 是 for a sealed dictionary and 否 for an open one', async () => {
    const sex = standin.db.tables.dicts.find((row) => row.code === 'sex' && row.parentId === '0')!;
    standin.db.update('dicts', { ...sex, isSealed: 1 });
    await renderApp('/system/dict', admin);
    expect(sealCell(await rowOf('sex'))).toBe('是');
    expect(sealCell(await rowOf('yes_no'))).toBe('否');
  });

  it('shows the spec messages of an empty dictionary in the 880 px dialog, on blur too, and adds one', async () => {
    await renderApp('/system/dict', admin);
    await rowOf('sex');
    fireEvent.click(await findButton('新增'));
    const modal = await findDialog();
    expect(modal.style.width).toBe('880px');
    // Parents have no key or parent fields; the seal is a 0/1 radio set to 否.
    expect(() => inputOf(modal, '字典键值')).toThrow();
    expect(() => inputOf(modal, '上级字典')).toThrow();
    const sealed = inputOf(modal, '封存').querySelector<HTMLInputElement>('input[type=radio]:checked');
    expect(sealed?.value).toBe('0');
    const code = within(modal).getByPlaceholderText('请输入字典编号');
    fireEvent.blur(code);
    expect(await within(modal).findByText('请输入字典编号')).toBeTruthy();
    fireEvent.click(button('保存', modal));
    expect(await within(modal).findByText('请输入字典名称')).toBeTruthy();
    expect(await within(modal).findByText('请输入字典排序')).toBeTruthy();
    expect(standin.calls('/dict/submit')).toHaveLength(0);
    type(code, 'grade');
    type(within(modal).getByPlaceholderText('请输入字典名称'), '年级');
    const sort = await waitFor(() =>
      inputOf(modal, '字典排序').querySelector<HTMLInputElement>('input.ant-input-number-input')!,
    );
    type(sort, '30');
    fireEvent.click(button('保存', modal));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(JSON.parse(standin.calls('/dict/submit')[0].body)).toEqual({
      code: 'grade',
      dictValue: '年级',
      sort: 30,
      isSealed: 0,
      parentId: '0',
      dictKey: '-1',
    });
  });

  it("adds an entry with its parent's code and id preset and not editable", async () => {
    const { entries } = await openEntries('sex');
    fireEvent.click(button('新增', entries));
    const modal = await findDialog();
    expect(modal.style.width).toBe('880px');
    expect(within(modal).getByText('新增字典项')).toBeTruthy();
    const code = inputOf(modal, '字典编号').querySelector('input')!;
    expect(code.value).toBe('sex');
    expect(code.disabled).toBe(true);
    const parent = inputOf(modal, '上级字典');
    expect(parent.querySelector('.ant-select-disabled')).toBeTruthy();
    expect(parent.textContent).toContain('性别');
    fireEvent.click(button('保存', modal));
    expect(await within(modal).findByText('请输入字典键值')).toBeTruthy();
    expect(within(modal).queryByText('请输入字典编号')).toBeNull();
    type(within(modal).getByPlaceholderText('请输入字典键值'), '9');
    type(within(modal).getByPlaceholderText('请输入字典名称'), '保密');
    type(inputOf(modal, '字典排序').querySelector('input')!, '9');
    fireEvent.click(within(inputOf(modal, '封存')).getByText('是'));
    fireEvent.click(button('保存', modal));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const sex = standin.db.tables.dicts.find((row) => row.code === 'sex' && row.parentId === '0')!;
    expect(JSON.parse(standin.calls('/dict/submit')[0].body)).toEqual({
      code: 'sex',
      parentId: sex.id,
      dictKey: '9',
      dictValue: '保密',
      sort: 9,
      isSealed: 1,
    });
  });

  it('edits an entry with its code and parent locked, and sends them unchanged', async () => {
    const { entries } = await openEntries('sex');
    fireEvent.click(button('编辑', await rowOf('男', entries)));
    const modal = await findDialog();
    const code = await waitFor(() => {
      const input = inputOf(modal, '字典编号').querySelector('input')!;
      if (input.value !== 'sex') throw new Error('detail not loaded');
      return input;
    });
    expect(code.disabled).toBe(true);
    expect(inputOf(modal, '上级字典').querySelector('.ant-select-disabled')).toBeTruthy();
    type(within(modal).getByPlaceholderText('请输入字典名称'), '男性');
    fireEvent.click(button('修改', modal));
    expect(await screen.findByText('更新成功')).toBeTruthy();
    const male = standin.db.tables.dicts.find((row) => row.code === 'sex' && row.dictKey === '1')!;
    expect(JSON.parse(standin.calls('/dict/submit')[0].body)).toMatchObject({
      id: male.id,
      code: 'sex',
      parentId: male.parentId,
      dictKey: '1',
      dictValue: '男性',
    });
    expect(standin.calls('/dict/detail')[0].url.searchParams.get('id')).toBe(male.id);
  });

  it("removes through remove?ids= and shows Blade's refusal for a dictionary with entries", async () => {
    await renderApp('/system/dict', admin);
    fireEvent.click(button('删除', await rowOf('yes_no')));
    fireEvent.click(await findButton('确定'));
    expect(await screen.findByText('请先删除子节点!')).toBeTruthy();
    const yesNo = standin.db.tables.dicts.find((row) => row.code === 'yes_no' && row.parentId === '0')!;
    expect(standin.calls('/dict/remove')[0].url.searchParams.get('ids')).toBe(yesNo.id);
  });

  it('shows the dictionaries side by side, with a hint until one is picked', async () => {
    await renderApp('/dict-horizontal/index', admin);
    await rowOf('sex');
    expect(document.querySelector('.dict-horizontal')).toBeTruthy();
    expect(screen.getByText('在字典列表中点击「字典配置」,查看并维护它的字典项')).toBeTruthy();
  });

  it('opens the entries of a business dictionary in a dialog', async () => {
    await renderApp('/system/dict-biz', admin);
    fireEvent.click(button('字典配置', await rowOf('order_status')));
    const dialog = await findDialog();
    expect(await within(dialog).findByText('已退款')).toBeTruthy();
    expect(standin.calls('/dict-biz/child-list')).toHaveLength(1);
  });

  it('says the rules in English', async () => {
    const { entries } = await openEntries('sex');
    await act(() => changeLanguage('en'));
    await waitFor(() => expect(button('Add', entries)).toBeTruthy());
    fireEvent.click(button('Add', entries));
    const modal = await findDialog();
    expect(within(modal).getByText('Add dictionary entry')).toBeTruthy();
    fireEvent.click(button('Save', modal));
    expect(await within(modal).findByText('please input dictionary name')).toBeTruthy();
    expect(await within(modal).findByText('please input dictionary key value')).toBeTruthy();
    expect(await within(modal).findByText('please input dictionary sort')).toBeTruthy();
    fireEvent.click(button('Cancel', modal));
    fireEvent.click(button('Add'));
    const parent = await findDialog();
    fireEvent.blur(within(parent).getByPlaceholderText(/dictionary code/i));
    expect(await within(parent).findByText('please input dictionary code')).toBeTruthy();
  });
});
