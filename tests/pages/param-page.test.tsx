import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../src/providers/i18n';
import { button, buttons, findButton, findDialog, tableRows, waitForRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

const standin = standinForTests();
const admin = { username: 'admin', password: 'admin' };
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

async function openParams(login = admin) {
  const app = await renderApp('/system/param', login);
  await waitForRows(10);
  return app;
}

describe('system parameters page', () => {
  it('lists the first page of 10 with the total, and pages on', async () => {
    await openParams();
    expect(screen.getByText('account.initPassword')).toBeTruthy();
    expect(screen.getByText(/^共 \d+ 条$/)).toBeTruthy();
    fireEvent.click(document.querySelector('.ant-pagination-item-2') as HTMLElement);
    await waitFor(() => expect(standin.calls('/param/list').at(-1)!.url.searchParams.get('current')).toBe('2'));
    await waitFor(() => expect(screen.queryByText('account.initPassword')).toBeNull());
  });

  it('searches by name', async () => {
    await openParams();
    const form = document.querySelector('form.crud-search') as HTMLElement;
    type(within(form).getByPlaceholderText('请输入参数名称'), '初始密码');
    fireEvent.click(button('搜索', form));
    await waitFor(() =>
      expect(standin.calls('/param/list').at(-1)!.url.searchParams.get('paramName')).toBe('初始密码'),
    );
    await waitForRows(1);
  });

  it('shows each validation message on an empty submit, then adds', async () => {
    await openParams();
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    fireEvent.click(button('保存', modal));
    expect(await within(modal).findByText('请输入参数名称')).toBeTruthy();
    expect(await within(modal).findByText('请输入参数键名')).toBeTruthy();
    expect(await within(modal).findByText('请输入参数键值')).toBeTruthy();
    expect(standin.calls('/param/submit')).toHaveLength(0);
    type(within(modal).getByPlaceholderText('请输入参数名称'), '咨询时长');
    type(within(modal).getByPlaceholderText('请输入参数键名'), 'consult.minutes');
    type(within(modal).getByPlaceholderText('请输入参数键值'), '45');
    fireEvent.click(button('保存', modal));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(screen.getByText('新增成功').closest('[role=status]')?.getAttribute('aria-live')).toBe('polite');
    expect(JSON.parse(standin.calls('/param/submit')[0].body)).toMatchObject({
      paramName: '咨询时长',
      paramKey: 'consult.minutes',
      paramValue: '45',
    });
  });

  it('checks a save whose answer never came: stored, it closes as saved and adds no second', async () => {
    await openParams();
    // The gateway stores it, then the connection drops before the answer.
    standin.server.use(
      mswHttp.post(
        '*/api/zhiyuan-management/param/submit',
        () => {
          const now = '2025-06-15 09:00:00';
          standin.db.insert('params', {
            ...{ id: '1990000000000000001', tenantId: '000000', remark: '', createTime: now, updateTime: now },
            ...{ paramName: '咨询时长', paramKey: 'consult.minutes', paramValue: '45' },
          });
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    type(within(modal).getByPlaceholderText('请输入参数名称'), '咨询时长');
    type(within(modal).getByPlaceholderText('请输入参数键名'), 'consult.minutes');
    type(within(modal).getByPlaceholderText('请输入参数键值'), '45');
    fireEvent.click(button('保存', modal));
    expect(await screen.findByText('核对结果:已保存')).toBeTruthy();
    await waitFor(() =>
      expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal')).toBeNull(),
    );
    // Read back by what was sent, before anything could be sent again: one submit, one record.
    expect(standin.calls('/param/list').map((call) => call.url.searchParams.get('paramKey'))).toContain(
      'consult.minutes',
    );
    expect(standin.calls('/param/submit')).toHaveLength(1);
    expect(standin.db.tables.params.filter((row) => row.paramKey === 'consult.minutes')).toHaveLength(1);
  });

  it('checks a save whose answer never came: not stored, it keeps the dialog and saves on the next click', async () => {
    await openParams();
    standin.server.use(
      mswHttp.post('*/api/zhiyuan-management/param/submit', () => HttpResponse.error(), { once: true }),
    );
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    type(within(modal).getByPlaceholderText('请输入参数名称'), '咨询时长');
    type(within(modal).getByPlaceholderText('请输入参数键名'), 'consult.minutes');
    type(within(modal).getByPlaceholderText('请输入参数键值'), '45');
    fireEvent.click(button('保存', modal));
    expect(await screen.findByText('核对结果:没有保存,可以再次保存')).toBeTruthy();
    expect((within(modal).getByPlaceholderText('请输入参数名称') as HTMLInputElement).value).toBe('咨询时长');
    fireEvent.click(button('保存', modal));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(standin.db.tables.params.filter((row) => row.paramKey === 'consult.minutes')).toHaveLength(1);
  });

  it('keeps the dialog and what was typed when the server refuses the save', async () => {
    await openParams();
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    type(within(modal).getByPlaceholderText('请输入参数名称'), '重复');
    type(within(modal).getByPlaceholderText('请输入参数键名'), 'account.initPassword');
    type(within(modal).getByPlaceholderText('请输入参数键值'), 'x');
    fireEvent.click(button('保存', modal));
    expect(await screen.findByText('参数键名已存在')).toBeTruthy();
    expect(await findDialog()).toBe(modal);
    expect((within(modal).getByPlaceholderText('请输入参数名称') as HTMLInputElement).value).toBe('重复');
  });

  it('asks for a selection before a bulk delete, then confirms and deletes', async () => {
    await openParams();
    const toolbar = document.querySelector('.crud-toolbar') as HTMLElement;
    fireEvent.click(button('删除', toolbar));
    expect(await screen.findByText('请选择至少一条数据')).toBeTruthy();
    const rowCheckbox = (i: number) => tableRows()[i].querySelector('.ant-checkbox-input') as HTMLInputElement;
    fireEvent.click(rowCheckbox(0));
    await waitFor(() => expect(rowCheckbox(0).checked).toBe(true));
    fireEvent.click(rowCheckbox(1));
    await waitFor(() => expect(rowCheckbox(1).checked).toBe(true));
    expect(screen.getByText('已选择 2 项')).toBeTruthy();
    fireEvent.click(button('删除', toolbar));
    expect(await screen.findByText('确定将选择数据删除?')).toBeTruthy();
    // The confirm names what it deletes: the rows' first column.
    const names = [0, 1].map((i) => tableRows()[i].querySelectorAll('td')[1].textContent);
    expect(screen.getByText(`共 2 项:${names.join('、')}`)).toBeTruthy();
    fireEvent.click(await findButton('确定'));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    const remove = standin.calls('/param/remove')[0];
    expect(remove.url.searchParams.get('ids')!.split(',')).toHaveLength(2);
  });

  it("opens one confirm for a double click on a row's 删除, and deletes once", async () => {
    await openParams();
    const remove = button('删除', tableRows()[0]);
    fireEvent.click(remove);
    fireEvent.click(remove);
    expect(await screen.findByText('确定将选择数据删除?')).toBeTruthy();
    await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1));
    fireEvent.click(await findButton('确定'));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    expect(standin.calls('/param/remove')).toHaveLength(1);
    // Closed, the next 删除 asks again.
    fireEvent.click(button('删除', tableRows()[0]));
    expect(await screen.findByText('确定将选择数据删除?')).toBeTruthy();
  });

  it('reads the list again after a delete whose answer never came, showing what is left', async () => {
    await openParams();
    // The gateway deletes, then the connection drops before the answer.
    standin.server.use(
      mswHttp.post(
        '*/api/zhiyuan-management/param/remove',
        ({ request }) => {
          const ids = new URL(request.url).searchParams.get('ids')!.split(',');
          standin.db.remove('params', (row) => ids.includes(row.id));
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const first = tableRows()[0].querySelectorAll('td')[1].textContent!;
    const box = tableRows()[0].querySelector('.ant-checkbox-input') as HTMLInputElement;
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    const lists = standin.calls('/param/list').length;
    fireEvent.click(button('删除', document.querySelector('.crud-toolbar') as HTMLElement));
    fireEvent.click(await findButton('确定'));
    expect(await screen.findByText(/结果未知/)).toBeTruthy();
    await waitFor(() => expect(standin.calls('/param/list').length).toBeGreaterThan(lists));
    await waitFor(() =>
      expect([...tableRows()].map((row) => row.querySelectorAll('td')[1].textContent)).not.toContain(first),
    );
  });

  it('names its selection checkboxes in the user’s language: 全选, and 选择 with the row’s name', async () => {
    await openParams();
    const first = tableRows()[0].querySelectorAll('td')[1].textContent!;
    expect(screen.getByRole('checkbox', { name: '全选' })).toBeTruthy();
    const row = screen.getByRole('checkbox', { name: `选择 ${first}` });
    expect(tableRows()[0].contains(row)).toBe(true);
    // Every checkbox of the table has a name.
    const boxes = [...document.querySelectorAll<HTMLInputElement>('.ant-table input[type=checkbox]')];
    expect(boxes.length).toBeGreaterThan(10);
    expect(boxes.filter((box) => !box.getAttribute('aria-label'))).toEqual([]);
    await act(() => changeLanguage('en'));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeTruthy());
    expect(screen.getByRole('checkbox', { name: `Select ${first}` })).toBeTruthy();
    await act(() => changeLanguage('zh'));
  });

  it('opens a record for editing with its detail and saves the change', async () => {
    await openParams();
    fireEvent.click(buttons('编辑', tableRows()[0])[0]);
    const modal = await findDialog();
    const value = (await waitFor(() => {
      const input = within(modal).getByPlaceholderText('请输入参数键值') as HTMLTextAreaElement;
      if (!input.value) throw new Error('detail not loaded');
      return input;
    })) as HTMLTextAreaElement;
    expect(standin.calls('/param/detail')).toHaveLength(1);
    type(value, '654321');
    fireEvent.click(button('修改', modal));
    expect(await screen.findByText('更新成功')).toBeTruthy();
    expect(JSON.parse(standin.calls('/param/submit')[0].body)).toMatchObject({
      paramKey: 'account.initPassword',
      paramValue: '654321',
    });
  });

  it('hides delete buttons from a role without param_delete', async () => {
    await openParams({ username: 'operator', password: 'operator' });
    expect(buttons('编辑').length).toBe(10);
    expect(buttons('查看').length).toBe(10);
    expect(buttons('删除')).toHaveLength(0);
    expect(document.querySelector('.ant-table-tbody .ant-checkbox-input')).toBeNull();
  });

  it('shows 403 for a page outside the user menu', async () => {
    await renderApp('/system/tenantpackage', { username: 'operator', password: 'operator' });
    expect(await screen.findByText('抱歉,你无权访问该页面')).toBeTruthy();
    expect(standin.calls('/tenant-package/list')).toHaveLength(0);
  });
});
