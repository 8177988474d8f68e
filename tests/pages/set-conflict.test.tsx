import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, findDialog, rowAction, tableRows, waitForRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

// Writes that replace a whole set (a user's roles, a role's grants, a tenant's package and
// settings) read the set again before they go: changed by someone else since the dialog opened,
// the user sees what changed and chooses to reload or overwrite; nothing is sent until then.

const standin = standinForTests();
const admin = { username: 'admin', password: 'admin' };
const rowOf = (text: string) => [...tableRows()].find((row) => row.textContent?.includes(text)) as HTMLElement;
const roleId = (name: string) =>
  standin.db.tables.roles.find((role) => role.roleName === name && role.tenantId === '000000')!.id;
const user = (account: string) => standin.db.tables.users.find((row) => row.account === account)!;
/** Another session's write: the row as it is now, with `roleId` replaced. */
const setRoles = (account: string, ...names: string[]) =>
  standin.db.update('users', { ...user(account), roleId: names.map(roleId).join(',') });

/** The conflict dialog, once it asks. */
async function conflictDialog(): Promise<HTMLElement> {
  return waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-modal')].find((modal) =>
      modal.textContent?.includes('这项设置已被修改'),
    );
    if (!found) throw new Error('no conflict dialog');
    return found;
  });
}
const treeNode = (root: HTMLElement, title: string) =>
  [...root.querySelectorAll<HTMLElement>('.ant-tree-treenode')].find(
    (node) => node.querySelector('.ant-tree-title')?.textContent === title,
  );
const isChecked = (node: HTMLElement | undefined) => !!node?.querySelector('.ant-tree-checkbox-checked');

describe('a write that replaces a set checks it first', () => {
  it("starts 角色配置 from the user's roles now, and asks before replacing roles changed meanwhile", async () => {
    await renderApp('/system/user', admin);
    await waitForRows(10);
    fireEvent.change(screen.getAllByPlaceholderText('请输入登录账号')[0], { target: { value: 'zhouting' } });
    fireEvent.click(button('搜索'));
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    // Another tab adds 运营主管 after this list was read: the row still says 运营人员 only.
    setRoles('zhouting', '运营人员', '运营主管');
    fireEvent.click(rowOf('zhouting').querySelector('.ant-checkbox-input') as HTMLElement);
    fireEvent.click(button('角色配置', document.querySelector('.crud-toolbar') as HTMLElement));
    const modal = await findDialog();
    await waitFor(() => expect(isChecked(treeNode(modal, '运营主管'))).toBe(true));
    expect(isChecked(treeNode(modal, '运营人员'))).toBe(true);

    // While the dialog is open, 运营人员 is taken away elsewhere; this user adds 超级管理员.
    setRoles('zhouting', '运营主管');
    fireEvent.click(within(modal).getByText('超级管理员'));
    fireEvent.click(button('确定', modal));
    const conflict = await conflictDialog();
    const changed = conflict.querySelector('.save-conflict-fields tbody tr') as HTMLElement;
    expect([...changed.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['周婷', '运营人员', '']);
    expect(standin.calls('/user/grant')).toHaveLength(0);

    // 重新载入: the checks show the roles held now, and what changed stays listed above them.
    fireEvent.click(button('重新载入', conflict));
    await waitFor(() => expect(isChecked(treeNode(modal, '运营人员'))).toBe(false));
    await waitFor(() => expect(isChecked(treeNode(modal, '运营主管'))).toBe(true));
    expect(isChecked(treeNode(modal, '超级管理员'))).toBe(false);
    expect(within(modal).getByText(/已载入最新的设置/)).toBeTruthy();
    fireEvent.click(button('确定', modal));
    expect(await screen.findByText('操作成功!')).toBeTruthy();
    expect(standin.calls('/user/grant')[0].url.searchParams.get('roleIds')).toBe(roleId('运营主管'));
  });

  it('names what changed in a role’s grant, and 覆盖保存 sends the dialog’s choice', async () => {
    await renderApp('/authority/role', admin);
    await waitFor(() => expect(rowOf('运营人员')).toBeTruthy());
    fireEvent.click(await rowAction(rowOf('运营人员'), '权限设置'));
    const modal = await findDialog();
    await waitFor(() => expect(treeNode(modal, '系统管理')).toBeTruthy());
    // Another tab grants the role 参数管理's 删除, which this dialog does not hold.
    const operator = roleId('运营人员');
    const remove = standin.db.tables.menus.find((menu) => menu.code === 'param_delete')!;
    standin.db.insert('roleMenus', { id: standin.db.nextId(), roleId: operator, menuId: remove.id });
    fireEvent.click(button('确定', modal));
    const conflict = await conflictDialog();
    const changed = conflict.querySelector('.save-conflict-fields tbody tr') as HTMLElement;
    expect([...changed.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['菜单权限', '', remove.name]);
    expect(standin.calls('/role/grant')).toHaveLength(0);
    fireEvent.click(button('覆盖保存', conflict));
    expect(await screen.findByText('操作成功!')).toBeTruthy();
    const sent = JSON.parse(standin.calls('/role/grant')[0].body) as { menuIds: string[] };
    expect(sent.menuIds).not.toContain(remove.id);
  });

  it("asks before replacing a tenant's package or settings changed since they were shown", async () => {
    await renderApp('/system/tenant', admin);
    await waitForRows(4);
    const east = () => standin.db.tables.tenants.find((row) => row.tenantId === '100001')!;
    const flagship = standin.db.tables.tenantPackages.find((row) => row.packageName === '旗舰版')!;

    fireEvent.click(await rowAction(rowOf('100001'), '产品包'));
    let modal = await findDialog();
    await waitFor(() => expect(within(modal).getByText('基础版')).toBeTruthy());
    standin.db.update('tenants', { ...east(), packageId: flagship.id });
    fireEvent.click(button('确定', modal));
    let conflict = await conflictDialog();
    let changed = conflict.querySelector('.save-conflict-fields tbody tr') as HTMLElement;
    expect([...changed.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['产品包', '基础版', '旗舰版']);
    fireEvent.click(button('取消', conflict));
    // Going on keeps the dialog and its choice; nothing was sent.
    expect(within(modal).getByText('基础版')).toBeTruthy();
    expect(standin.calls('/tenant/package-setting')).toHaveLength(0);
    fireEvent.click(button('取消', modal));
    await waitFor(() =>
      expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal')).toBeNull(),
    );

    fireEvent.click(rowOf('100001').querySelector('.ant-checkbox-input') as HTMLElement);
    await waitFor(() => expect(screen.getByText('已选择 1 项')).toBeTruthy());
    fireEvent.click(button('授权配置', document.querySelector('.crud-toolbar') as HTMLElement));
    modal = await findDialog();
    const quota = await waitFor(() => within(modal).getByRole('spinbutton') as HTMLInputElement);
    standin.db.update('tenants', { ...east(), accountNumber: 25 });
    fireEvent.click(button('确定', modal));
    conflict = await conflictDialog();
    changed = conflict.querySelector('.save-conflict-fields tbody tr') as HTMLElement;
    const [label, removed, added] = [...changed.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(label).toBe('智远教育·华东分部 · 账号额度');
    expect([removed, added]).toEqual([quota.value, '25']);
    fireEvent.click(button('重新载入', conflict));
    await waitFor(() => expect(quota.value).toBe('25'));
    fireEvent.click(button('确定', modal));
    expect(await screen.findByText('配置成功!')).toBeTruthy();
    expect(standin.calls('/tenant/setting')[0].url.searchParams.get('accountNumber')).toBe('25');
    // Stamped as the caller's save: a tenant edit dialog open meanwhile sees it.
    expect((east() as { updateUser?: string }).updateUser).toBe(user('admin').id);
  });
});
