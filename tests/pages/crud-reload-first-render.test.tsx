import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { delay } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { preloadForPath } from '../../src/app-routes';
import { initI18n } from '../../src/providers/i18n';
import { createServices } from '../../src/services';
import { firstScreen } from '../../src/shell/first-screen';
import { standinForTests } from '../support/standin';
import { TestStyles } from '../support/test-styles';

// F5 on a list page. Its first page is asked for beside the page's code (app-routes.tsx's
// preloadForPath) and is usually in by the time the code is; the first render then draws the rows
// at once instead of a loading table and a second render.

const standin = standinForTests();
const rows = () => document.querySelectorAll('tr.ant-table-row').length;
/** The top bar's tools (search, theme, language, the user's menu...). */
const tools = () => document.querySelector('.top-bar-right');

/** The console rendered at `path` with `services`, as main.tsx renders it after booting. */
const renderAt = (path: string, services: ReturnType<typeof createServices>) =>
  render(
    <TestStyles>
      <MemoryRouter initialEntries={[path]}>
        <App services={services} />
      </MemoryRouter>
    </TestStyles>,
  );

/** A logged-in session reloaded at `path`, as main.tsx boots it: the page's code and first data asked for. */
async function reloadAt(path: string) {
  await initI18n('zh');
  firstScreen.reset();
  const login = createServices();
  const result = await login.auth.login({ tenantId: '000000', username: 'admin', password: 'admin' });
  if (!result.success) throw new Error('login failed');
  const services = createServices();
  await services.menus.loadAll();
  await preloadForPath(path, services, '');
  return services;
}

describe('a reloaded list page', () => {
  it('draws its first rows in its first render from the answer asked beside its code, asking once', async () => {
    const services = await reloadAt('/system/param');
    await services.http.warmSettled();
    standin.wire.length = 0;
    const before = standin.calls('/param/list').length;
    renderAt('/system/param', services);
    // No waiting: the rows are in the DOM the render put there, with the frame around them.
    expect(rows()).toBe(10);
    expect(tools()).not.toBeNull();
    await act(() => delay(300));
    expect(rows()).toBe(10);
    // The page did not ask again for what it drew.
    expect(standin.calls('/param/list').length).toBe(before);
  });

  it('asks the server for the next page: only the first page is drawn from the early answer', async () => {
    const services = await reloadAt('/system/param');
    await services.http.warmSettled();
    renderAt('/system/param', services);
    const firstPage = [...document.querySelectorAll('tr.ant-table-row')].map((row) => row.textContent);
    const asked = () => standin.calls('/param/list').map((call) => call.url.searchParams.get('current'));
    const before = asked().length;
    fireEvent.click(document.querySelector<HTMLElement>('.crud-pager .ant-pagination-item-2')!);
    await waitFor(() => expect(asked().slice(before)).toEqual(['2']));
    await waitFor(() =>
      expect([...document.querySelectorAll('tr.ant-table-row')].map((row) => row.textContent)).not.toEqual(firstPage),
    );
  });

  it('reads the server when refreshed after the reload, not the answer it was drawn from', async () => {
    const services = await reloadAt('/system/param');
    await services.http.warmSettled();
    renderAt('/system/param', services);
    expect(rows()).toBe(10);
    const before = standin.calls('/param/list').length;
    fireEvent.click(document.querySelector<HTMLElement>('.crud-toolbar-end button[aria-label="刷新"]')!);
    await waitFor(() => expect(standin.calls('/param/list').length).toBe(before + 1));
  });

  it('draws its loading table first when the answer is not in yet, then the rows from that one request', async () => {
    const services = await reloadAt('/system/param');
    const before = standin.calls('/param/list').length;
    renderAt('/system/param', services);
    expect(rows()).toBe(0);
    await act(() => services.http.warmSettled());
    await act(() => delay(100));
    expect(rows()).toBe(10);
    expect(standin.calls('/param/list').length).toBe(before);
  });

  it('on a bespoke page (the dictionaries), asks for the top menu once the frame is painted, not after the fallback', async () => {
    const services = await reloadAt('/system/dict');
    const before = standin.calls('/menu/top-menu').length;
    renderAt('/system/dict', services);
    expect(tools()).not.toBeNull();
    expect(firstScreen.isDrawn()).toBe(false);
    await act(() => delay(400));
    expect(firstScreen.isDrawn()).toBe(true);
    await waitFor(() => expect(standin.calls('/menu/top-menu').length).toBe(before + 1));
  });
});
