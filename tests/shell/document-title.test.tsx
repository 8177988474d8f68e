import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import type { Language } from '../../src/config';
import { initI18n } from '../../src/providers/i18n';
import { createServices } from '../../src/services';
import { lockStore } from '../../src/shell/lock/lock-store';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';
import { TestStyles } from '../support/test-styles';

standinForTests();

const EN = 'Zhiyuan Planning Admin Platform';
const ZH = '智远志愿规划管理平台';

/** The console as a reload opens it: the stored language is there before the first render. */
async function openAt(path: string, language: Language, login = false) {
  await initI18n(language);
  const services = createServices();
  if (login) await services.auth.login({ tenantId: '000000', username: 'admin', password: 'admin' });
  return render(
    <TestStyles>
      <MemoryRouter initialEntries={[path]}>
        <App services={services} />
      </MemoryRouter>
    </TestStyles>,
  );
}

describe('document title follows the language', () => {
  it('on /login when the language is toggled there', async () => {
    await renderApp('/login');
    await waitFor(() => expect(document.title).toBe(`登录 - ${ZH}`));
    fireEvent.click(await screen.findByTestId('language-switch'));
    fireEvent.click(await screen.findByText('English'));
    await waitFor(() => expect(document.title).toBe(`Log in - ${EN}`));
  });

  it.each([
    [404, 'Page not found'],
    [403, 'Access denied'],
    [500, 'Server error'],
  ])('on /%s opened in English', async (status, title) => {
    document.title = ZH; // what index.html says before the app runs
    await openAt(`/${status}`, 'en');
    await screen.findByText(String(status));
    await waitFor(() => expect(document.title).toBe(`${title} - ${EN}`));
  });

  it('on /404 in Chinese', async () => {
    await openAt('/404', 'zh');
    await waitFor(() => expect(document.title).toBe(`页面不存在 - ${ZH}`));
  });

  it('on /lock opened in English, and after a toggle there', async () => {
    await initI18n('en');
    await createServices().auth.login({ tenantId: '000000', username: 'admin', password: 'admin' });
    lockStore.lock('s3cret', '/wel/index');
    await openAt('/lock', 'en');
    await waitFor(() => expect(document.title).toBe(`Lock screen - ${EN}`));
    // The control names the language in use, here as everywhere, and offers both.
    expect((await screen.findByTestId('language-switch')).textContent).toContain('English');
    fireEvent.click(await screen.findByTestId('language-switch'));
    fireEvent.click(await screen.findByText('简体中文'));
    await waitFor(() => expect(document.title).toBe(`锁屏 - ${ZH}`));
  });

  it('on a console page, renamed with the language', async () => {
    await openAt('/test/index', 'en', true);
    await waitFor(() => expect(document.title).toBe(`Test page - ${EN}`));
    await act(() => initI18n('zh'));
    await waitFor(() => expect(document.title).toBe(`测试页 - ${ZH}`));
  });
});
