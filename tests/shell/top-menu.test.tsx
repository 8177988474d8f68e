import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

const standin = standinForTests();
// The tab of the top bar (the sider has a 一对一业务 group of the same name).
const topTab = (name: string) =>
  [...document.querySelectorAll('.top-menu *')].find(
    (el) => el.children.length === 0 && el.textContent === name,
  ) as HTMLElement;
const siderGroups = () =>
  [...document.querySelectorAll('.console-sider .ant-menu-submenu-title')].map((el) => el.textContent);

describe('top menu', () => {
  it('reloads the sider from menu/routes?topMenuId= and back to the whole menu', async () => {
    await renderApp('/wel/index', { username: 'admin', password: 'admin' });
    await waitFor(() => expect(topTab('一对一业务')).toBeTruthy());
    // The whole menu first: every group the administrator holds, the business among them.
    await waitFor(() => expect(siderGroups()).toEqual(expect.arrayContaining(['系统管理', '一对一业务', '帮助中心'])));
    const whole = siderGroups();
    fireEvent.click(topTab('一对一业务'));
    await waitFor(() => expect(siderGroups()).toEqual(['一对一业务', '帮助中心']));
    const call = standin.calls('/menu/routes').at(-1)!;
    expect(call.url.searchParams.get('topMenuId')).toBeTruthy();
    expect(sessionStorage.getItem('saber-top-menu')).toBe(call.url.searchParams.get('topMenuId'));
    fireEvent.click(topTab('一对一业务'));
    await waitFor(() => expect(siderGroups()).toEqual(whole));
  });

  it('shows only the top menus of the role', async () => {
    // An organization's staff sees the business only.
    await renderApp('/wel/index', { username: 'orgstaff', password: '123456' });
    await waitFor(() => expect(topTab('一对一业务')).toBeTruthy());
    expect(topTab('系统平台')).toBeUndefined();
  });
});
