import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';
import { useStandin } from '../support/standin';

const standin = useStandin();
const siderGroups = () => [...document.querySelectorAll('.console-sider .ant-menu-submenu-title')].map((el) => el.textContent);

describe('top menu', () => {
  it('reloads the sider from menu/routes?topMenuId= and back to the whole menu', async () => {
    await renderApp('/wel/index', { username: 'admin', password: 'admin' });
    const oto = await screen.findByText('一对一业务');
    await waitFor(() => expect(siderGroups()).toEqual(['系统管理', '权限管理', '报表管理', '帮助中心']));
    fireEvent.click(oto);
    await waitFor(() => expect(siderGroups()).toEqual(['帮助中心']));
    const call = standin.calls('/menu/routes').at(-1)!;
    expect(call.url.searchParams.get('topMenuId')).toBeTruthy();
    expect(sessionStorage.getItem('saber-top-menu')).toBe(call.url.searchParams.get('topMenuId'));
    fireEvent.click(screen.getByText('一对一业务'));
    await waitFor(() => expect(siderGroups()).toEqual(['系统管理', '权限管理', '报表管理', '帮助中心']));
  });

  it('shows only the top menus of the role', async () => {
    await renderApp('/wel/index', { username: 'operator', password: 'operator' });
    expect(await screen.findByText('系统平台')).toBeTruthy();
    expect(screen.queryByText('一对一业务')).toBeNull();
  });
});
