import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';
import { useStandin } from '../support/standin';

const standin = useStandin();
const admin = { username: 'admin', password: 'admin' };

const dialog = () => screen.findByRole('dialog');

describe('system parameters page', () => {
  it('lists the first page of 10 with the total, and pages on', async () => {
    await renderApp('/system/param', admin);
    expect(await screen.findByText('account.initPassword')).toBeTruthy();
    const rows = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
    expect(rows()).toHaveLength(10);
    expect(screen.getByText(/^共 \d+ 条$/)).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(standin.calls('/param/list').at(-1)!.url.searchParams.get('current')).toBe('2'));
  });

  it('searches by name', async () => {
    const user = userEvent.setup();
    await renderApp('/system/param', admin);
    await screen.findByText('account.initPassword');
    const form = screen.getByRole('form', { name: '搜索' });
    await user.type(within(form).getByPlaceholderText('请输入参数名称'), '初始密码');
    await user.click(within(form).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(standin.calls('/param/list').at(-1)!.url.searchParams.get('paramName')).toBe('初始密码'));
    await waitFor(() => expect(document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length).toBeGreaterThan(0));
  });

  it('shows each validation message on an empty submit, then adds', async () => {
    const user = userEvent.setup();
    await renderApp('/system/param', admin);
    await screen.findByText('account.initPassword');
    await user.click(screen.getByRole('button', { name: /新\s*增/ }));
    const modal = await dialog();
    await user.click(within(modal).getByRole('button', { name: /保\s*存/ }));
    expect(await within(modal).findByText('请输入参数名称')).toBeTruthy();
    expect(within(modal).getByText('请输入参数键名')).toBeTruthy();
    expect(within(modal).getByText('请输入参数键值')).toBeTruthy();
    expect(standin.calls('/param/submit')).toHaveLength(0);
    await user.type(within(modal).getByPlaceholderText('请输入参数名称'), '咨询时长');
    await user.type(within(modal).getByPlaceholderText('请输入参数键名'), 'consult.minutes');
    await user.type(within(modal).getByPlaceholderText('请输入参数键值'), '45');
    await user.click(within(modal).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(JSON.parse(standin.calls('/param/submit')[0].body)).toMatchObject({ paramName: '咨询时长', paramKey: 'consult.minutes', paramValue: '45' });
  });

  it('keeps the dialog and what was typed when the server refuses the save', async () => {
    const user = userEvent.setup();
    await renderApp('/system/param', admin);
    await screen.findByText('account.initPassword');
    await user.click(screen.getByRole('button', { name: /新\s*增/ }));
    const modal = await dialog();
    await user.type(within(modal).getByPlaceholderText('请输入参数名称'), '重复');
    await user.type(within(modal).getByPlaceholderText('请输入参数键名'), 'account.initPassword');
    await user.type(within(modal).getByPlaceholderText('请输入参数键值'), 'x');
    await user.click(within(modal).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('参数键名已存在')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((within(modal).getByPlaceholderText('请输入参数名称') as HTMLInputElement).value).toBe('重复');
  });

  it('asks for a selection before a bulk delete, then confirms and deletes', async () => {
    const user = userEvent.setup();
    await renderApp('/system/param', admin);
    await screen.findByText('account.initPassword');
    const toolbar = document.querySelector('.crud-toolbar') as HTMLElement;
    await user.click(within(toolbar).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('请选择至少一条数据')).toBeTruthy();
    const checkboxes = document.querySelectorAll<HTMLInputElement>('.ant-table-tbody .ant-checkbox-input');
    await user.click(checkboxes[0]);
    await user.click(checkboxes[1]);
    await user.click(within(toolbar).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('确定将选择数据删除?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    const remove = standin.calls('/param/remove')[0];
    expect(remove.url.searchParams.get('ids')!.split(',')).toHaveLength(2);
  });

  it('hides delete buttons from a role without param_delete', async () => {
    await renderApp('/system/param', { username: 'operator', password: 'operator' });
    await screen.findByText('account.initPassword');
    expect(screen.getAllByRole('button', { name: /编\s*辑/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(document.querySelector('.ant-table-tbody .ant-checkbox-input')).toBeNull();
  });

  it('shows 403 for a page outside the user menu', async () => {
    await renderApp('/system/tenantpackage', { username: 'operator', password: 'operator' });
    expect(await screen.findByText('抱歉,你无权访问该页面')).toBeTruthy();
    expect(standin.calls('/tenant-package/list')).toHaveLength(0);
  });
});
