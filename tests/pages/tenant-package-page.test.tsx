import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, buttons, findDialog, tableRows, waitForRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

const standin = standinForTests();

describe('tenant package page', () => {
  it('has add, edit and delete but no view, and shows the menu names', async () => {
    await renderApp('/system/tenantpackage', { username: 'admin', password: 'admin' });
    await waitForRows(3);
    expect(buttons('编辑')).toHaveLength(3);
    expect(buttons('删除').length).toBeGreaterThanOrEqual(3);
    expect(buttons('查看')).toHaveLength(0);
    expect(within(tableRows()[0] as HTMLElement).getByText('参数管理')).toBeTruthy();
  });

  it('lets the menu cells wait for the menu tree instead of showing raw menu ids', async () => {
    const release = standin.hold('get', '*/api/zhiyuan-management/menu/tree');
    await renderApp('/system/tenantpackage', { username: 'admin', password: 'admin' });
    await waitForRows(3);
    const firstRow = tableRows()[0] as HTMLElement;
    expect(firstRow.textContent).not.toMatch(/\d{19}/);
    expect(firstRow.querySelector('[aria-busy="true"]')?.textContent).toBe('…');
    release();
    expect(await within(firstRow).findByText('参数管理')).toBeTruthy();
  });

  it('requires a name and menus, and stores the picked menus comma-joined with their parents', async () => {
    await renderApp('/system/tenantpackage', { username: 'admin', password: 'admin' });
    await waitForRows(3);
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    fireEvent.click(button('保存', modal));
    expect(await within(modal).findByText('请输入产品包名称')).toBeTruthy();
    expect(await within(modal).findByText('请选择菜单')).toBeTruthy();
    fireEvent.change(within(modal).getByPlaceholderText('请输入产品包名'), { target: { value: '体验版' } });
    // The tree picker loads with the first dialog that needs it; a person waits for it too.
    const picker = await waitFor(() => {
      const found = modal.querySelector<HTMLElement>('.ant-select-selector');
      if (!found) throw new Error('tree select not loaded');
      return found;
    });
    fireEvent.mouseDown(picker);
    const option = await waitFor(() => {
      const node = [...document.querySelectorAll('.ant-select-tree-node-content-wrapper')].find(
        (n) => n.textContent === '参数管理',
      );
      if (!node) throw new Error('tree not open');
      return node as HTMLElement;
    });
    fireEvent.click(option);
    fireEvent.click(button('保存', modal));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const body = JSON.parse(standin.calls('/tenant-package/submit')[0].body);
    const tree = standin.db.tables.menus;
    const idOf = (code: string) => tree.find((m: { code: string }) => m.code === code)!.id;
    expect(body).toMatchObject({ packageName: '体验版', menuId: `${idOf('system')},${idOf('param')}` });
  });
});
