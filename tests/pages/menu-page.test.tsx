import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../src/providers/i18n';
import { button, findDialog, rowAction } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

const standin = standinForTests();
const admin = { username: 'admin', password: 'admin' };

const rowOf = (text: string, root: ParentNode = document) =>
  [...root.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')].find((row) =>
    [...row.querySelectorAll('td')].some((cell) => cell.textContent?.trim() === text),
  );
const menuId = (code: string) => standin.db.tables.menus.find((menu) => menu.code === code)?.id;
const treeNode = (root: HTMLElement, title: string) =>
  [...root.querySelectorAll<HTMLElement>('.ant-tree-treenode')].find(
    (node) => node.querySelector('.ant-tree-title')?.textContent === title,
  );
const findDrawer = () =>
  waitFor(() => {
    const drawer = document.querySelector<HTMLElement>('.ant-drawer-open .ant-drawer-content');
    if (!drawer) throw new Error('no open drawer');
    return drawer;
  });

async function expandSystem(path: string) {
  await renderApp(path, admin);
  await waitFor(() => expect(rowOf('系统管理')).toBeTruthy());
  fireEvent.click(rowOf('系统管理')?.querySelector('.ant-table-row-expand-icon') as HTMLElement);
  await waitFor(() => expect(rowOf('参数管理')).toBeTruthy());
}

describe('menus page', () => {
  it('lists the top level, then loads a branch with lazy-list?parentId= when it opens', async () => {
    await expandSystem('/system/menu');
    const calls = standin.calls('/menu/lazy-list').map((call) => call.url.searchParams.get('parentId'));
    expect(calls).toEqual(['0', menuId('system')]);
    // A menu row shows its type from menu_category and its icon's source.
    const param = rowOf('参数管理') as HTMLElement;
    expect(within(param).getByText('菜单')).toBeTruthy();
    expect(within(param).getByText('iconfont iconicon_addresslist')).toBeTruthy();
  });

  it('asks the route path of a 菜单 only, and locks 新窗口 for a 按钮 (Saber’s watch on the category)', async () => {
    await renderApp('/system/menu', admin);
    await waitFor(() => expect(rowOf('系统管理')).toBeTruthy());
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    const item = (label: string) =>
      [...modal.querySelectorAll<HTMLElement>('.ant-form-item')].find(
        (node) => node.querySelector('label')?.textContent === label,
      ) as HTMLElement;
    const errors = () => [...modal.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);
    const openRadios = () => [...item('新窗口').querySelectorAll<HTMLInputElement>('input[type=radio]')];
    await waitFor(() => expect(openRadios().length).toBe(2));
    // A 菜单 (the default) needs its path; the label says so.
    expect(item('路由地址').querySelector('.ant-form-item-required')).toBeTruthy();
    fireEvent.click(button('保存', modal));
    await waitFor(() => expect(errors()).toContain('请输入路由地址'));
    expect(openRadios().every((radio) => !radio.disabled)).toBe(true);
    // A 按钮 has no page of its own: no path asked, and no new window to open.
    fireEvent.click(within(item('菜单类型')).getByText('按钮'));
    await waitFor(() => expect(errors()).not.toContain('请输入路由地址'));
    expect(item('路由地址').querySelector('.ant-form-item-required')).toBeNull();
    expect(openRadios().every((radio) => radio.disabled)).toBe(true);
    fireEvent.click(within(item('菜单类型')).getByText('菜单'));
    await waitFor(() => expect(openRadios().every((radio) => !radio.disabled)).toBe(true));
    fireEvent.click(button('保存', modal));
    await waitFor(() => expect(errors()).toContain('请输入路由地址'));
    expect(standin.calls('/menu/submit')).toHaveLength(0);
  });

  it('names the menus in English in the tree table as the sider does, the stored name kept for the form', async () => {
    await expandSystem('/system/menu');
    await act(() => changeLanguage('en'));
    await waitFor(() => expect(rowOf('System')).toBeTruthy());
    expect(rowOf('Parameters')).toBeTruthy();
    expect(rowOf('系统管理')).toBeUndefined();
    expect(screen.getAllByText('Parameters').some((node) => node.closest('.console-sider'))).toBe(true);
    fireEvent.click(button('Edit', rowOf('Parameters') as HTMLElement));
    const modal = await findDialog();
    await waitFor(() => expect(within(modal).getByDisplayValue('参数管理')).toBeTruthy());
  });

  it("opens a menu's data scopes in a drawer from its row (data-scope/list?menuId=)", async () => {
    await expandSystem('/system/menu');
    fireEvent.click(await rowAction(rowOf('参数管理') as HTMLElement, '数据权限'));
    const drawer = await findDrawer();
    expect(within(drawer).getByText('[参数管理] 数据权限配置')).toBeTruthy();
    await waitFor(() => expect(rowOf('参数管理 [本人可见]', drawer)).toBeTruthy());
    const list = standin.calls('/data-scope/list').at(-1);
    expect(list?.url.searchParams.get('menuId')).toBe(menuId('param'));
    expect(list?.url.searchParams.get('current')).toBe('1');
    expect(within(rowOf('参数管理 [本人可见]', drawer) as HTMLElement).getByText('本人可见')).toBeTruthy();
  });

  it('adds an API scope of the menu with its id and code from the drawer', async () => {
    await expandSystem('/system/menu');
    fireEvent.click(await rowAction(rowOf('参数管理') as HTMLElement, '接口权限'));
    const drawer = await findDrawer();
    await waitFor(() => expect(rowOf('参数列表', drawer)).toBeTruthy());
    fireEvent.click(button('新增', drawer));
    const modal = await findDialog();
    expect((within(modal).getByPlaceholderText('请输入权限编号') as HTMLInputElement).value).toBe('param');
    fireEvent.change(within(modal).getByPlaceholderText('请输入权限名称'), { target: { value: '参数删除' } });
    fireEvent.change(within(modal).getByPlaceholderText('请输入权限路径'), {
      target: { value: '/zhiyuan-management/param/remove' },
    });
    fireEvent.click(button('保存', modal));
    // The type is required (请选择接口类型) before anything is sent.
    expect(await within(modal).findByText('请选择接口类型')).toBeTruthy();
    expect(standin.calls('/api-scope/submit')).toHaveLength(0);
    // Picking the type names a new scope after the menu and the type (Saber's watch), then saves.
    const typeItem = within(modal).getByText('接口类型').closest('.ant-form-item') as HTMLElement;
    fireEvent.mouseDown(typeItem.querySelector('.ant-select-selector') as HTMLElement);
    fireEvent.click(await screen.findByText('业务接口', { selector: '.ant-select-item-option-content' }));
    await waitFor(() =>
      expect((within(modal).getByPlaceholderText('请输入权限名称') as HTMLInputElement).value).toBe(
        '参数管理 [业务接口]',
      ),
    );
    fireEvent.click(button('保存', modal));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(JSON.parse(standin.calls('/api-scope/submit')[0].body)).toMatchObject({
      menuId: menuId('param'),
      resourceCode: 'param',
      scopeName: '参数管理 [业务接口]',
      scopePath: '/zhiyuan-management/param/remove',
      scopeType: '2',
    });
    await waitFor(() => expect(rowOf('参数管理 [业务接口]', drawer)).toBeTruthy());
  });
});

describe('data scopes page', () => {
  it('shows the menus only (lazy-menu-list) with 权限配置 opening the drawer', async () => {
    await expandSystem('/authority/datascope');
    expect(standin.calls('/menu/lazy-menu-list').map((call) => call.url.searchParams.get('parentId'))).toEqual([
      '0',
      menuId('system'),
    ]);
    fireEvent.click(await rowAction(rowOf('参数管理') as HTMLElement, '权限配置'));
    const drawer = await findDrawer();
    await waitFor(() => expect(rowOf('参数管理 [全部可见]', drawer)).toBeTruthy());
  });
});

describe('top menus page', () => {
  it("pre-checks a top menu's menus from top-tree-keys and sends topmenu/grant with the checked ones", async () => {
    await renderApp('/system/topmenu', admin);
    await waitFor(() => expect(rowOf('一对一业务')).toBeTruthy());
    const oto = standin.db.tables.topMenus.find((row) => row.code === 'oto');
    fireEvent.click(await rowAction(rowOf('一对一业务') as HTMLElement, '菜单配置'));
    const modal = await findDialog();
    await waitFor(() => expect(treeNode(modal, '系统管理')).toBeTruthy());
    expect(standin.calls('/menu/top-tree-keys').at(-1)?.url.searchParams.get('topMenuIds')).toBe(oto?.id);
    expect(treeNode(modal, '系统管理')?.querySelector('.ant-tree-checkbox-checked')).toBeNull();
    fireEvent.click(treeNode(modal, '参数管理')?.querySelector('.ant-tree-checkbox') as HTMLElement);
    fireEvent.click(button('确定', modal));
    await waitFor(() => expect(standin.calls('/topmenu/grant')).toHaveLength(1));
    const body = JSON.parse(standin.calls('/topmenu/grant')[0].body) as { topMenuIds: string[]; menuIds: string[] };
    expect(body.topMenuIds).toEqual([oto?.id]);
    // What it had (一对一业务 and 帮助中心 and below), plus 参数管理 with 系统管理 above it; menus only, no buttons.
    const business = standin.db.tables.menus.filter(
      (menu) => menu.category === 1 && (menu.code === 'oto' || menu.parentId === menuId('oto')),
    );
    expect(business.map((menu) => menu.code)).toEqual(expect.arrayContaining(['oto', 'expert', 'order']));
    expect([...body.menuIds].sort()).toEqual(
      [
        ...['system', 'param', 'help', 'guide', 'test', 'dicthorizontal', 'dictvertical'].map(menuId),
        ...business.map((menu) => menu.id),
      ]
        .filter(Boolean)
        .sort(),
    );
    expect(await screen.findByText('操作成功!')).toBeTruthy();
  });
});
