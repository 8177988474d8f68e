import { fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { initI18n } from '../../src/providers/i18n';
import { createServices } from '../../src/services';
import { button } from '../support/dom';
import { standinForTests } from '../support/standin';
import { TestStyles } from '../support/test-styles';

const standin = standinForTests();

describe('console menu', () => {
  it('says when the menu cannot be loaded after a reload, and loads it on retry', async () => {
    await initI18n('zh');
    const login = await createServices().auth.login({ tenantId: '000000', username: 'admin', password: 'admin' });
    expect(login.success).toBe(true);
    // A reload with a token but no cached menu, while the menu call fails.
    localStorage.removeItem('saber-menu');
    standin.server.use(
      http.get('*/menu/routes', () =>
        HttpResponse.json({ code: 500, success: false, msg: '服务异常' }, { status: 500 }),
      ),
    );
    render(
      <TestStyles>
        <MemoryRouter initialEntries={['/wel/index']}>
          <App services={createServices()} />
        </MemoryRouter>
      </TestStyles>,
    );
    expect(await screen.findByText('菜单加载失败')).toBeTruthy();
    const failedCalls = standin.calls('/menu/routes').length;

    standin.server.resetHandlers();
    fireEvent.click(button('重试'));
    expect(await screen.findByText('系统管理')).toBeTruthy();
    expect(screen.queryByText('菜单加载失败')).toBeNull();
    expect(standin.calls('/menu/routes').length).toBeGreaterThan(failedCalls);
  });
});
