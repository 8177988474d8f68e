import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, findButton, findDialog, tableRows, rowAction } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

const standin = standinForTests();
const admin = { username: 'admin', password: 'admin' };

type Grant = { roleIds: string[]; menuIds: string[]; dataScopeIds: string[]; apiScopeIds: string[] };

const rowOf = (text: string) =>
  [...tableRows()].find((row) => row.querySelector('td:nth-child(2)')?.textContent?.includes(text)) as
    HTMLElement | undefined;
const treeNode = (root: HTMLElement, title: string) =>
  [...root.querySelectorAll<HTMLElement>('.ant-tree-treenode')].find(
    (node) => node.querySelector('.ant-tree-title')?.textContent === title,
  );
const isChecked = (node: HTMLElement | undefined) => !!node?.querySelector('.ant-tree-checkbox-checked');
const isHalf = (node: HTMLElement | undefined) => !!node?.querySelector('.ant-tree-checkbox-indeterminate');
const menuId = (code: string) => standin.db.tables.menus.find((menu) => menu.code === code)?.id;

async function openRoles() {
  const app = await renderApp('/authority/role', admin);
  await waitFor(() => expect(rowOf('运营人员')).toBeTruthy());
  return app;
}

async function openGrant(roleName: string) {
  const row = rowOf(roleName) as HTMLElement;
  fireEvent.click(await rowAction(row, '权限设置'));
  const modal = await findDialog();
  await waitFor(() => expect(treeNode(modal, '系统管理')).toBeTruthy());
  return modal;
}

describe('roles page', () => {
  it('shows the role tree from role/list, nested and unpaged', async () => {
    await openRoles();
    const list = standin.calls('/role/list');
    expect(list.length).toBeGreaterThan(0);
    expect(list[0].url.searchParams.get('size')).toBeNull();
    // 运营人员 sits under 运营主管: one level deeper in the tree table.
    const lead = rowOf('运营主管') as HTMLElement;
    const operator = rowOf('运营人员') as HTMLElement;
    expect(lead.className).toContain('ant-table-row-level-0');
    expect(operator.className).toContain('ant-table-row-level-1');
    expect(document.querySelector('.ant-pagination')).toBeNull();
    // The grant dialog's trees are fetched while the list shows, so a click opens it with them.
    await waitFor(() => expect(standin.calls('/menu/grant-tree')).toHaveLength(1));
  });

  it('pre-checks the grant trees from role-tree-keys and sends the checked ids of all three trees', async () => {
    await openRoles();
    const operator = standin.db.tables.roles.find((role) => role.roleAlias === 'operator');
    const modal = await openGrant('运营人员');
    expect(standin.calls('/menu/role-tree-keys').at(-1)?.url.searchParams.get('roleIds')).toBe(operator?.id);
    expect(standin.calls('/menu/grant-tree')).toHaveLength(1);
    // 参数管理 without 删除: half-checked, and so is 系统管理 above it; 用户管理 is not granted.
    expect(isHalf(treeNode(modal, '参数管理'))).toBe(true);
    expect(isHalf(treeNode(modal, '系统管理'))).toBe(true);
    expect(isChecked(treeNode(modal, '用户管理'))).toBe(false);
    // Grant 用户管理 with all its buttons, then a data scope and an API scope.
    fireEvent.click(treeNode(modal, '用户管理')?.querySelector('.ant-tree-checkbox') as HTMLElement);
    await waitFor(() => expect(isChecked(treeNode(modal, '用户管理'))).toBe(true));
    fireEvent.click(within(modal).getByText('数据权限'));
    await waitFor(() => expect(treeNode(modal, '参数管理 [全部可见]')).toBeTruthy());
    // The operator holds 本人可见 on params (seed); add 全部可见.
    expect(isChecked(treeNode(modal, '参数管理 [本人可见]'))).toBe(true);
    fireEvent.click(treeNode(modal, '参数管理 [全部可见]')?.querySelector('.ant-tree-checkbox') as HTMLElement);
    fireEvent.click(within(modal).getByText('接口权限'));
    await waitFor(() => expect(treeNode(modal, '参数列表')).toBeTruthy());
    fireEvent.click(treeNode(modal, '参数列表')?.querySelector('.ant-tree-checkbox') as HTMLElement);
    fireEvent.click(button('确定', modal));
    await waitFor(() => expect(standin.calls('/role/grant')).toHaveLength(1));
    const body = JSON.parse(standin.calls('/role/grant')[0].body) as Grant;
    expect(body.roleIds).toEqual([operator?.id]);
    // The checked menus (those pre-checked, out of view, too) with their half-checked parents; never 删除.
    expect(body.menuIds).toEqual(
      expect.arrayContaining(
        ['user', 'user_add', 'user_export', 'system', 'param', 'param_add', 'param_view', 'help', 'guide'].map(menuId),
      ),
    );
    expect(body.menuIds).not.toContain(menuId('param_delete'));
    expect(body.menuIds).not.toContain(menuId('role'));
    const scope = (name: string) => standin.db.tables.dataScopes.find((row) => row.scopeName === name)?.id;
    expect([...body.dataScopeIds].sort()).toEqual([scope('参数管理 [全部可见]'), scope('参数管理 [本人可见]')].sort());
    expect(body.apiScopeIds).toEqual([standin.db.tables.apiScopes.find((row) => row.scopeName === '参数列表')?.id]);
    expect(await screen.findByText('操作成功!')).toBeTruthy();
  });

  it('draws only the visible part of a large menu in the grant dialog', async () => {
    // 400 more menus under 帮助中心, as a large platform has.
    const help = menuId('help') as string;
    standin.db.insert(
      'menus',
      ...Array.from({ length: 400 }, (_, i) => ({
        id: String(9000000000000000000n + BigInt(i)),
        parentId: help,
        code: `bulk${i}`,
        name: `批量菜单${i}`,
        alias: 'menu',
        path: `/bulk/${i}`,
        source: '',
        sort: 100 + i,
        category: 1 as const,
        action: 0,
        isOpen: 1,
        remark: '',
      })),
    );
    await openRoles();
    const modal = await openGrant('运营主管');
    expect(standin.db.tables.menus.length).toBeGreaterThan(450);
    expect(modal.querySelectorAll('.ant-tree-treenode').length).toBeLessThan(80);
  });

  it('asks for a selection before granting from the toolbar', async () => {
    await openRoles();
    fireEvent.click(button('权限设置', document.querySelector('.crud-toolbar') as HTMLElement));
    expect(await screen.findByText('请选择至少一条数据')).toBeTruthy();
    // The menu tree may be fetched ahead while the list shows; the role's own keys are not, nor a dialog opened.
    expect(standin.calls('/menu/role-tree-keys')).toHaveLength(0);
    expect(document.querySelector('.ant-modal')).toBeNull();
    await findButton('新增');
  });
});
