import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { md5 } from '../mocks/standin-client';
import { button, findButton, findDialog, tableRows, waitForRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

// 用户管理 through the real app and the stand-in: what goes over the wire for add (submit, with the
// password) vs edit (update, without), the dept tree's filter, grant, reset and export.

const standin = standinForTests();
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

beforeAll(() => {
  // jsdom has no object URLs; the export hands its file to one.
  URL.createObjectURL = vi.fn(() => 'blob:users');
  URL.revokeObjectURL = vi.fn();
  // Nor navigation: the download link's click is recorded instead.
  HTMLAnchorElement.prototype.click = vi.fn();
});

async function openUsers() {
  await renderApp('/system/user', { username: 'admin', password: 'admin' });
  await waitForRows(10);
}

const formItem = (modal: HTMLElement, label: string) =>
  [...modal.querySelectorAll<HTMLElement>('.ant-form-item')].find(
    (item) => item.querySelector('label')?.textContent === label,
  );

/** Opens the select or tree select labelled `label` and picks `option` (the pickers load lazily). */
async function pick(modal: HTMLElement, label: string, option: string) {
  const selector = await waitFor(() => {
    const found = formItem(modal, label)?.querySelector<HTMLElement>('.ant-select-selector');
    if (!found) throw new Error(`no picker ${label}`);
    return found;
  });
  fireEvent.mouseDown(selector);
  const node = await waitFor(() => {
    const found = [
      ...document.querySelectorAll<HTMLElement>('.ant-select-tree-node-content-wrapper, .ant-select-item-option'),
    ].filter((each) => each.textContent === option);
    if (!found.length) throw new Error(`no option ${option}`);
    return found.at(-1) as HTMLElement;
  });
  fireEvent.click(node);
}

const selectRow = async (account: string) => {
  const row = [...tableRows()].find((each) => each.textContent?.includes(account)) as HTMLElement;
  const box = row.querySelector('.ant-checkbox-input') as HTMLInputElement;
  fireEvent.click(box);
  await waitFor(() => expect(box.checked).toBe(true));
  return row.getAttribute('data-row-key') as string;
};

/** Searches the list by an exact account (user/page binds account by equality). */
async function searchAccount(account: string) {
  type(screen.getAllByPlaceholderText('请输入登录账号')[0], account);
  fireEvent.click(button('搜索'));
  await waitFor(() => expect([...tableRows()].map((row) => row.textContent).join()).toContain(account));
  await waitFor(() => expect(tableRows()).toHaveLength(1));
}

const idOf = (table: 'roles' | 'depts' | 'posts', match: (row: Record<string, unknown>) => boolean) =>
  (standin.db.tables[table] as unknown as Record<string, unknown>[]).find(match)?.id as string;

/** Picks 教研部 in the dept tree beside the list, and waits for the list asked for it. */
async function pickResearchDept() {
  const tree = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.crud-side-tree .ant-tree');
    if (!found) throw new Error('no dept tree');
    return found;
  });
  fireEvent.click(await within(tree).findByText('教研部'));
  const research = idOf('depts', (row) => row.deptName === '教研部');
  await waitFor(() => expect(standin.calls('/user/page').at(-1)!.url.searchParams.get('deptId')).toBe(research));
}

describe('users page', () => {
  it('adds with user/submit: password and its confirmation, roles, depts and posts comma-joined', async () => {
    await openUsers();
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    type(within(modal).getByPlaceholderText('请输入登录账号'), 'newbie');
    type(within(modal).getByPlaceholderText('请输入密码'), 'Zy@2025');
    type(within(modal).getByPlaceholderText('请输入确认密码'), 'Zy@2026');
    fireEvent.click(button('保存', modal));
    const errors = () => [...modal.querySelectorAll('.ant-form-item-explain-error')].map((each) => each.textContent);
    await waitFor(() =>
      expect(errors()).toEqual(
        expect.arrayContaining([
          '两次输入密码不一致!',
          '请选择所属租户',
          '请选择所属角色',
          '请选择所属部门',
          '请选择所属岗位',
        ]),
      ),
    );
    expect(standin.calls('/user/submit')).toHaveLength(0);
    await pick(modal, '所属租户', '管理组');
    type(within(modal).getByPlaceholderText('请输入确认密码'), 'Zy@2025');
    type(within(modal).getByPlaceholderText('请输入用户昵称'), '新人');
    type(within(modal).getByPlaceholderText('请输入用户姓名'), '新同事');
    await pick(modal, '所属角色', '运营人员');
    await pick(modal, '所属部门', '前端组');
    await pick(modal, '所属岗位', '首席运营官');
    await pick(modal, '所属岗位', '项目经理');
    fireEvent.click(button('保存', modal));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(standin.calls('/user/update')).toHaveLength(0);
    const body = JSON.parse(standin.calls('/user/submit')[0].body);
    const post = (code: string) => idOf('posts', (row) => row.postCode === code && row.tenantId === '000000');
    expect(body).toMatchObject({
      tenantId: '000000',
      account: 'newbie',
      password: 'Zy@2025',
      name: '新人',
      realName: '新同事',
      userType: '1',
      roleId: idOf('roles', (row) => row.roleName === '运营人员'),
      deptId: idOf('depts', (row) => row.deptName === '前端组'),
      postId: `${post('coo')},${post('pm')}`,
    });
    // Stored as the md5 a login sends for it.
    expect(standin.db.tables.users.find((user) => user.account === 'newbie')?.password).toBe(md5('Zy@2025'));
  });

  it('edits with user/update: no password fields, no password in the body', async () => {
    await openUsers();
    const row = [...tableRows()].find((each) => each.textContent?.includes('zhangwei')) as HTMLElement;
    fireEvent.click(button('编辑', row));
    const modal = await findDialog();
    const realName = await waitFor(() => {
      const input = within(modal).getByPlaceholderText('请输入用户姓名') as HTMLInputElement;
      if (input.value !== '张伟') throw new Error('detail not loaded');
      return input;
    });
    expect(within(modal).queryByPlaceholderText('请输入密码')).toBeNull();
    expect(within(modal).queryByPlaceholderText('请输入确认密码')).toBeNull();
    type(realName, '张大伟');
    fireEvent.click(button('修改', modal));
    expect(await screen.findByText('更新成功')).toBeTruthy();
    expect(standin.calls('/user/submit')).toHaveLength(0);
    const body = JSON.parse(standin.calls('/user/update')[0].body);
    expect(body).toMatchObject({ id: row.getAttribute('data-row-key'), account: 'zhangwei', realName: '张大伟' });
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('password2');
  });

  it('edits a 100001 user with 100001’s roles, depts and posts (the option calls carry tenantId)', async () => {
    await openUsers();
    await searchAccount('zhoujie');
    const row = [...tableRows()].find((each) => each.textContent?.includes('zhoujie')) as HTMLElement;
    fireEvent.click(button('编辑', row));
    const modal = await findDialog();
    await waitFor(() =>
      expect((within(modal).getByPlaceholderText('请输入用户姓名') as HTMLInputElement).value).toBe('周洁'),
    );
    const asked = (path: string) => standin.calls(path).map((call) => call.url.searchParams.get('tenantId'));
    await waitFor(() => {
      expect(asked('/post/select')).toContain('100001');
      expect(asked('/role/tree')).toContain('100001');
      expect(asked('/dept/tree')).toContain('100001');
    });
    // The pickers offer 100001's rows: its depts, not the platform's; its posts (she is its 分部总经理).
    expect(formItem(modal, '所属租户')?.textContent).toContain('智远教育·华东分部');
    await pick(modal, '所属部门', '杭州咨询组');
    const deptOptions = [...document.querySelectorAll('.ant-select-tree-node-content-wrapper')].map(
      (node) => node.textContent,
    );
    expect(deptOptions).toContain('华东分部');
    expect(deptOptions).not.toContain('前端组');
    await pick(modal, '所属岗位', '咨询主管');
    fireEvent.click(button('修改', modal));
    expect(await screen.findByText('更新成功')).toBeTruthy();
    const body = JSON.parse(standin.calls('/user/update')[0].body);
    const east = (table: 'depts' | 'posts', name: string) =>
      idOf(table, (each) => each.tenantId === '100001' && (each.deptName === name || each.postName === name));
    expect(body.tenantId).toBe('100001');
    expect(body.deptId.split(',')).toContain(east('depts', '杭州咨询组'));
    expect(body.postId.split(',')).toEqual([east('posts', '分部总经理'), east('posts', '咨询主管')]);
  });

  it('adds a user under 100001: picks of the old tenant are dropped, tenantId is sent', async () => {
    await openUsers();
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    type(within(modal).getByPlaceholderText('请输入登录账号'), 'east_new');
    type(within(modal).getByPlaceholderText('请输入密码'), 'Zy@2025');
    type(within(modal).getByPlaceholderText('请输入确认密码'), 'Zy@2025');
    type(within(modal).getByPlaceholderText('请输入用户昵称'), '新人');
    type(within(modal).getByPlaceholderText('请输入用户姓名'), '华东新人');
    const errors = () => [...modal.querySelectorAll('.ant-form-item-explain-error')].map((each) => each.textContent);
    // Before a tenant is picked the caller's own options are offered; the role is held.
    await pick(modal, '所属角色', '运营人员');
    fireEvent.click(button('保存', modal));
    await waitFor(() => expect(errors()).toContain('请选择所属租户'));
    expect(errors()).not.toContain('请选择所属角色');
    await pick(modal, '所属租户', '智远教育·华东分部');
    await waitFor(() =>
      expect(standin.calls('/role/tree').some((call) => call.url.searchParams.get('tenantId') === '100001')).toBe(true),
    );
    // 运营人员 is no role of 100001: the pick goes, and the form says a role is wanted.
    fireEvent.click(button('保存', modal));
    await waitFor(() => expect(errors()).toContain('请选择所属角色'));
    expect(standin.calls('/user/submit')).toHaveLength(0);
    await pick(modal, '所属角色', '超级管理员');
    await pick(modal, '所属部门', '咨询服务部');
    await pick(modal, '所属岗位', '分部总经理');
    fireEvent.click(button('保存', modal));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const body = JSON.parse(standin.calls('/user/submit')[0].body);
    expect(body).toMatchObject({
      tenantId: '100001',
      account: 'east_new',
      roleId: idOf('roles', (row) => row.tenantId === '100001' && row.roleName === '超级管理员'),
      deptId: idOf('depts', (row) => row.tenantId === '100001' && row.deptName === '咨询服务部'),
      postId: idOf('posts', (row) => row.tenantId === '100001' && row.postName === '分部总经理'),
    });
    expect(standin.db.tables.users.find((user) => user.account === 'east_new')?.tenantId).toBe('100001');
  });

  it('shows no tenant field to another tenant’s administrator, whose options go without tenantId', async () => {
    await renderApp('/system/user', { username: 'admin', password: 'admin', tenantId: '100001' } as {
      username: string;
      password: string;
    });
    await waitForRows();
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    await waitFor(() => expect(formItem(modal, '所属角色')).toBeTruthy());
    expect(formItem(modal, '所属租户')).toBeUndefined();
    await pick(modal, '所属岗位', '分部总经理');
    expect(standin.calls('/post/select').every((call) => !call.url.searchParams.has('tenantId'))).toBe(true);
  });

  it('filters the list by the dept picked in the tree beside it', async () => {
    await openUsers();
    await pickResearchDept();
    expect(standin.calls('/user/page').at(-1)!.url.searchParams.get('current')).toBe('1');
    await waitFor(() => expect(screen.getByText('luoqian')).toBeTruthy());
    expect(screen.queryByText('songtao')).toBeNull();
  });

  it('folds the dept tree behind a button on a narrow screen; opened, a pick filters the list', async () => {
    const width = window.innerWidth;
    window.innerWidth = 700;
    onTestFinished(() => {
      window.innerWidth = width;
    });
    await openUsers();
    const toggle = button('所属部门');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('.crud-side-tree')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await pickResearchDept();
  });

  it('grants the checked roles to the selected users with user/grant', async () => {
    await openUsers();
    const first = await selectRow('zhangwei');
    const second = await selectRow('lina');
    fireEvent.click(button('角色配置', document.querySelector('.crud-toolbar') as HTMLElement));
    const modal = await findDialog();
    fireEvent.click(await within(modal).findByText('运营人员'));
    fireEvent.click(button('确定', modal));
    expect(await screen.findByText('操作成功!')).toBeTruthy();
    const sent = standin.calls('/user/grant')[0].url.searchParams;
    expect(sent.get('userIds')).toBe(`${first},${second}`);
    expect(sent.get('roleIds')).toBe(idOf('roles', (row) => row.roleName === '运营人员'));
  });

  it('grants a 100001 user the roles of 100001 (role/tree?tenantId), and refuses users of two tenants', async () => {
    await openUsers();
    await searchAccount('zhoujie');
    const east = await selectRow('zhoujie');
    fireEvent.click(button('角色配置', document.querySelector('.crud-toolbar') as HTMLElement));
    let modal = await findDialog();
    await waitFor(() => expect(standin.calls('/role/tree').at(-1)!.url.searchParams.get('tenantId')).toBe('100001'));
    await within(modal).findByText('超级管理员');
    expect(within(modal).queryByText('运营人员')).toBeNull();
    fireEvent.click(button('取消', modal));
    await waitFor(() =>
      expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal')).toBeNull(),
    );
    // Kept selected, a platform user joins it: two tenants, one role tree cannot serve both.
    await searchAccount('zhangwei');
    await selectRow('zhangwei');
    const treeCalls = standin.calls('/role/tree').length;
    fireEvent.click(button('角色配置', document.querySelector('.crud-toolbar') as HTMLElement));
    modal = await findDialog();
    expect(await within(modal).findByText(/所选用户属于不同租户/)).toBeTruthy();
    fireEvent.click(button('确定', modal));
    expect(standin.calls('/role/tree')).toHaveLength(treeCalls);
    expect(standin.calls('/user/grant')).toHaveLength(0);
    expect(east).toBeTruthy();
  });

  it('confirms a password reset naming the initial password from the params', async () => {
    await openUsers();
    const id = await selectRow('wangqiang');
    fireEvent.click(button('密码重置', document.querySelector('.crud-toolbar') as HTMLElement));
    expect(await screen.findByText('确定将选择账号密码重置为 123456?')).toBeTruthy();
    expect(standin.calls('/user/reset-password')).toHaveLength(0);
    fireEvent.click(await findButton('确定', await findDialog()));
    expect(await screen.findByText('密码已重置为 123456')).toBeTruthy();
    expect(standin.calls('/user/reset-password')[0].url.searchParams.get('userIds')).toBe(id);
  });

  it('unlocks the selected accounts after a confirm, with user/unlock?userIds', async () => {
    await openUsers();
    const first = await selectRow('wangqiang');
    const second = await selectRow('liuyang');
    fireEvent.click(button('账号解封', document.querySelector('.crud-toolbar') as HTMLElement));
    expect(await screen.findByText('确定将选择账号解封?')).toBeTruthy();
    expect(standin.calls('/user/unlock')).toHaveLength(0);
    fireEvent.click(await findButton('确定'));
    expect(await screen.findByText('账号已解封')).toBeTruthy();
    expect(standin.calls('/user/unlock')[0].url.searchParams.get('userIds')).toBe(`${first},${second}`);
  });

  it('says what a bulk action acts on: the selection out of view, and the count and names in its confirm', async () => {
    await openUsers();
    const first = await selectRow('wangqiang');
    await searchAccount('liuyang');
    const second = await selectRow('liuyang');
    const toolbar = document.querySelector('.crud-toolbar') as HTMLElement;
    expect(await within(toolbar).findByText(/已选择 2 项,1 项不在当前页/)).toBeTruthy();
    fireEvent.click(button('账号解封', toolbar));
    const confirm = await findDialog();
    expect(within(confirm).getByText('确定将选择账号解封?')).toBeTruthy();
    expect(within(confirm).getByText('共 2 项:wangqiang、liuyang')).toBeTruthy();
    fireEvent.click(await findButton('确定', confirm));
    expect(await screen.findByText('账号已解封')).toBeTruthy();
    expect(standin.calls('/user/unlock')[0].url.searchParams.get('userIds')).toBe(`${first},${second}`);
  });

  it('sets the platform of a user from its platform detail with update-platform', async () => {
    await openUsers();
    const id = await selectRow('lina');
    fireEvent.click(button('平台配置', document.querySelector('.crud-toolbar') as HTMLElement));
    const modal = await findDialog();
    await waitFor(() => expect(standin.calls('/user/platform-detail')[0]?.url.searchParams.get('id')).toBe(id));
    const ext = modal.querySelector('textarea') as HTMLTextAreaElement;
    type(ext, '{"theme": ');
    fireEvent.click(button('修改', modal));
    expect(await within(modal).findByText('用户拓展须为 JSON 格式')).toBeTruthy();
    expect(standin.calls('/user/update-platform')).toHaveLength(0);
    type(ext, '{"theme": "dark"}');
    fireEvent.click(button('修改', modal));
    expect(await screen.findByText('更新成功')).toBeTruthy();
    const sent = standin.calls('/user/update-platform')[0].url.searchParams;
    expect(Object.fromEntries(sent)).toEqual({ userId: id, userType: '1', userExt: '{"theme": "dark"}' });
  });

  it('exports the filtered list as a file, and shows the server message when an envelope comes back', async () => {
    await openUsers();
    const toolbar = document.querySelector('.crud-toolbar') as HTMLElement;
    // Export takes no selection: it exports what the list shows (here the dept picked in the tree).
    const tree = await waitFor(
      () => document.querySelector<HTMLElement>('.crud-side-tree .ant-tree') ?? Promise.reject(new Error('no tree')),
    );
    fireEvent.click(await within(tree).findByText('客服部'));
    await waitFor(() => expect(standin.calls('/user/page').at(-1)!.url.searchParams.get('deptId')).toBeTruthy());
    fireEvent.click(button('导出', toolbar));
    let modal = await findDialog();
    fireEvent.click(button('开始导出', modal));
    expect(await within(modal).findByText('导出完成:用户数据表.csv')).toBeTruthy();
    const exported = standin.calls('/user/export-user')[0];
    expect(exported.method).toBe('GET');
    expect(exported.url.searchParams.get('deptId')).toBe(idOf('depts', (row) => row.deptName === '客服部'));
    expect(URL.createObjectURL).toHaveBeenCalled();
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalled();
    fireEvent.click(button('关闭', modal));
    await waitFor(() =>
      expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal')).toBeNull(),
    );

    standin.server.use(
      http.get('*/user/export-user', () =>
        HttpResponse.json({ code: 400, success: false, data: null, msg: '导出数据超过 5000 行' }, { status: 400 }),
      ),
    );
    fireEvent.click(button('导出', toolbar));
    modal = await findDialog();
    fireEvent.click(button('开始导出', modal));
    await waitFor(() => expect(modal.querySelector('.ant-alert-error')?.textContent).toBe('导出数据超过 5000 行'));
  });
});
