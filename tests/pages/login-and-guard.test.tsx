import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { button, waitForRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

const standin = standinForTests();

describe('login page and navigation guard', () => {
  it('sends an anonymous visitor to /login, prefilled with tenant 000000', async () => {
    await renderApp('/system/param');
    const tenant = (await screen.findByPlaceholderText('请输入租户编号')) as HTMLInputElement;
    expect(tenant.value).toBe('000000');
    expect(screen.getAllByText('智远志愿规划管理平台').length).toBeGreaterThan(0);
  });

  it('logs in and shows the server menu and the home page', async () => {
    await renderApp('/login');
    fireEvent.click(await screen.findByText(/^登\s*录$/));
    expect(await screen.findByText('系统管理')).toBeTruthy();
    expect(await screen.findByText('快捷入口')).toBeTruthy();
    // The menu is loaded once at login; the console does not load it again.
    expect(standin.calls('/menu/routes')).toHaveLength(1);
  });

  it('sends a login pressed before the address’s tenant is known to that tenant, once it is', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    standin.server.use(
      http.get('*/tenant/info', async () => {
        await answered;
        return HttpResponse.json({ code: 200, success: true, data: { tenantId: '100003' }, msg: '操作成功' });
      }),
    );
    await renderApp('/login');
    await waitFor(() => expect(standin.calls('/tenant/info')).toHaveLength(1));
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: '123456' } });
    fireEvent.click(button('登录'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(standin.calls('/oauth/token')).toHaveLength(0);
    answer();
    await waitFor(() => expect(standin.calls('/oauth/token')).toHaveLength(1));
    expect(standin.calls('/oauth/token')[0].params.get('tenantId')).toBe('100003');
    expect(await screen.findByText('快捷入口')).toBeTruthy();
  });

  it('shows the server error_description and stays on the login page', async () => {
    await renderApp('/login');
    const password = await screen.findByPlaceholderText('请输入密码');
    fireEvent.change(password, { target: { value: '' } });
    fireEvent.change(password, { target: { value: 'nope' } });
    fireEvent.click(button('登录'));
    expect(await screen.findByText('用户名或密码错误')).toBeTruthy();
    expect(screen.getByPlaceholderText('请输入密码')).toBeTruthy();
    // Said as it appears: the toast is inside a polite live region.
    const region = screen.getByText('用户名或密码错误').closest('[aria-live]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.getAttribute('role')).toBe('status');
  });

  it('requires tenant, account and password', async () => {
    await renderApp('/login');
    fireEvent.change(await screen.findByPlaceholderText('请输入租户编号'), { target: { value: '' } });
    fireEvent.change(screen.getByPlaceholderText('请输入账号'), { target: { value: '' } });
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: '' } });
    fireEvent.click(button('登录'));
    expect(await screen.findByText('请输入租户编号')).toBeTruthy();
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(standin.calls('/oauth/token')).toHaveLength(0);
  });

  it('asks for each field in sentence case in English', async () => {
    await renderApp('/login');
    // The control names the language in use, as in the top bar.
    expect((await screen.findByTestId('language-switch')).textContent).toContain('简体中文');
    fireEvent.click(await screen.findByTestId('language-switch'));
    fireEvent.click(await screen.findByText('English'));
    expect(await screen.findByPlaceholderText('Enter tenant ID')).toBeTruthy();
    expect(screen.getByTestId('language-switch').textContent).toContain('English');
    expect(screen.getByPlaceholderText('Enter account')).toBeTruthy();
    expect(screen.getByPlaceholderText('Enter password')).toBeTruthy();
  });

  it('sends a logged-in user from /login to the home page, and unknown paths to 404', async () => {
    const first = await renderApp('/login', { username: 'admin', password: 'admin' });
    expect(await screen.findByText('快捷入口')).toBeTruthy();
    first.unmount();
    await renderApp('/no/such/page', { username: 'admin', password: 'admin' });
    expect(await screen.findByText('抱歉,你访问的页面不存在')).toBeTruthy();
  });

  it('logs out locally when the stored token is empty', async () => {
    localStorage.setItem(
      'saber-token',
      JSON.stringify({ accessToken: '', refreshToken: '', expiresIn: 0, datetime: Date.now() }),
    );
    await renderApp('/wel/index');
    expect(await screen.findByPlaceholderText('请输入租户编号')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('saber-token')).toBeNull());
  });

  it('sends a 401 during work back to /login', async () => {
    const { services } = await renderApp('/system/param', { username: 'admin', password: 'admin' });
    await waitForRows(10);
    standin.revokeAll();
    services.storage.setToken({ ...services.storage.getToken()!, refreshToken: 'dead' });
    fireEvent.click(screen.getByLabelText('刷新'));
    expect(await screen.findByPlaceholderText('请输入租户编号')).toBeTruthy();
    expect(services.storage.getToken()).toBeNull();
  });
});
