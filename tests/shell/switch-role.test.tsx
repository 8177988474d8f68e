import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findButton, findDialog, button } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

// Switch mode is a build-time setting; this file builds the console with it on.
vi.mock('../../src/config', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/config')>();
  return { ...actual, config: { ...actual.config, switchMode: true } };
});

const standin = standinForTests();

const menuItem = (text: string) => {
  const hit = [...document.querySelectorAll<HTMLElement>('.ant-dropdown-menu-item')].find(
    (el) => el.textContent === text,
  );
  if (!hit) throw new Error(`no menu item ${text}`);
  return hit;
};

async function pick(label: string, option: string) {
  const item = [...document.querySelectorAll('.ant-modal .ant-form-item')].find((el) =>
    el.textContent?.includes(label),
  )!;
  fireEvent.mouseDown(item.querySelector('.ant-select-selector')!);
  const choice = await waitFor(() => {
    const hit = [...document.querySelectorAll('.ant-select-item-option')].find((el) => el.textContent === option);
    if (!hit) throw new Error(`no option ${option}`);
    return hit as HTMLElement;
  });
  fireEvent.click(choice);
}

describe('switch dept/role (switch mode on)', () => {
  it('requires both, sends Role-Id/Dept-Id, refreshes the token for the new role and reloads the menu', async () => {
    const { services } = await renderApp('/wel/index', { username: 'admin', password: 'admin' });
    const roleOnHome = () => document.querySelector('.wel-facts')?.textContent ?? '';
    // Home names the session's roles (its own role/select lookup); the dialog then asks again.
    await waitFor(() => expect(roleOnHome()).toContain('角色超级管理员、运营人员'));
    standin.wire.length = 0;
    fireEvent.click(await waitFor(() => screen.getByTestId('user-menu')));
    fireEvent.click(await waitFor(() => menuItem('切换部门/角色')));
    const modal = await findDialog();
    await waitFor(() => expect(standin.calls('/role/select')).toHaveLength(1));
    expect(standin.calls('/dept/select')[0].url.searchParams.get('userId')).toBe(services.storage.getUser()!.userId);
    await pick('角色', '运营人员');
    await pick('部门', '教研部');
    const before = services.storage.getToken()!.accessToken;
    standin.wire.length = 0;
    fireEvent.click(button('确定', modal));
    expect(await screen.findByText('切换成功')).toBeTruthy();
    const refresh = standin.calls('/oauth/token')[0];
    expect(refresh.params.get('grant_type')).toBe('refresh_token');
    const roleId = refresh.headers.get('role-id');
    expect(roleId).toBeTruthy();
    expect(roleId).not.toContain(',');
    expect(services.storage.getToken()!.accessToken).not.toBe(before);
    const routes = standin.calls('/menu/routes').at(-1)!;
    expect(routes.headers.get('role-id')).toBe(roleId);
    expect(routes.headers.get('dept-id')).toBe(refresh.headers.get('dept-id'));
    expect(services.session.get().permissions.param_delete).toBeUndefined();
    await waitFor(() => expect(roleOnHome()).toContain('角色运营人员'));
  });

  it('says which one is missing', async () => {
    await renderApp('/wel/index', { username: 'admin', password: 'admin' });
    fireEvent.click(await waitFor(() => screen.getByTestId('user-menu')));
    fireEvent.click(await waitFor(() => menuItem('切换部门/角色')));
    const modal = await findDialog();
    // An admin acting with every role and dept has nothing picked yet.
    fireEvent.click(await findButton('确定', modal));
    expect(await within(modal).findByText('请选择部门', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(within(modal).getByText('请选择角色', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(standin.calls('/oauth/token').filter((c) => c.params.get('grant_type') === 'refresh_token')).toHaveLength(0);
  });
});
