import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { Suspense, useEffect, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../src/providers/i18n';
import { toast } from '../../src/providers/toast';
import { installErrorCapture } from '../../src/shell/error-log/capture-errors';
import { ChunkLoadTimeoutError, isChunkLoadError } from '../../src/shell/error-log/chunk-load-error';
import { PageErrorBoundary } from '../../src/shell/error-log/error-boundary';
import { ErrorLogButton } from '../../src/shell/error-log/error-log-button';
import {
  createErrorLogStore,
  ERROR_LOG_KEY,
  errorLog,
  type ErrorLogStore,
} from '../../src/shell/error-log/error-log-store';
import { lazyPage } from '../../src/shell/error-log/lazy-page';
import { TabPageBoundary } from '../../src/shell/error-log/tab-page-boundary';
import { createClients } from '../support/clients';
import { button, findButton, findDialog, tableRows, waitForRows } from '../support/dom';
import { standinForTests } from '../support/standin';

const standin = standinForTests();
beforeAll(() => initI18n('zh'));
afterEach(() => vi.restoreAllMocks());

function ToastBinder() {
  const { message } = AntdApp.useApp();
  useEffect(() => toast.bind(message), [message]);
  return null;
}

const inApp = (node: ReactNode) => (
  <ConfigProvider>
    <AntdApp>
      <ToastBinder />
      {node}
    </AntdApp>
  </ConfigProvider>
);
const renderInApp = (node: ReactNode) => render(inApp(node));

function storeWith(count: number): ErrorLogStore {
  const store = createErrorLogStore(localStorage);
  for (let i = 0; i < count; i += 1)
    store.add({ message: `error ${i}`, stack: `Error: error ${i}\n    at page.tsx:${i}`, info: 'window.onerror' });
  return store;
}

const badgeCount = () => document.querySelector<HTMLElement>('.error-log-badge .ant-badge-count');
const openDialog = async () => {
  fireEvent.click(document.querySelector('[data-testid="error-log-button"]') as HTMLElement);
  return findDialog();
};
const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('error log store', () => {
  it('records full entries under saber-error-log and a new store (a reload) reads them back', () => {
    const store = createErrorLogStore(localStorage);
    store.add({ message: 'boom', stack: 'Error: boom', info: 'window.onerror' });
    expect(JSON.parse(localStorage.getItem(ERROR_LOG_KEY)!)).toHaveLength(1);
    const [entry] = createErrorLogStore(localStorage).list();
    expect(entry).toEqual({
      type: 'error',
      message: 'boom',
      stack: 'Error: boom',
      info: 'window.onerror',
      url: location.href,
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
  });

  it('keeps the 200 newest, newest first, and tells subscribers', () => {
    const store = storeWith(205);
    const listener = vi.fn();
    store.subscribe(listener);
    store.add({ message: 'latest' });
    expect(listener).toHaveBeenCalledTimes(1);
    const reloaded = createErrorLogStore(localStorage).list();
    expect(reloaded).toHaveLength(200);
    expect(reloaded[0].message).toBe('latest');
    expect(reloaded[1].message).toBe('error 204');
    expect(reloaded.at(-1)!.message).toBe('error 6');
  });

  it('survives unreadable storage content', () => {
    localStorage.setItem(ERROR_LOG_KEY, '{not json');
    expect(createErrorLogStore(localStorage).list()).toEqual([]);
  });
});

describe('error capture', () => {
  it('records an uncaught error and an unhandled rejection, ignores ResizeObserver noise, and uninstalls', () => {
    const store = createErrorLogStore(localStorage);
    const uninstall = installErrorCapture(store);
    const thrown = new Error('kaput');
    window.dispatchEvent(new ErrorEvent('error', { error: thrown, message: 'Uncaught Error: kaput' }));
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('nope') }));
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }),
    );
    const [rejection, error] = store.list();
    expect(store.list()).toHaveLength(2);
    expect(error).toMatchObject({
      type: 'error',
      message: 'kaput',
      stack: thrown.stack,
      info: 'window.onerror',
      url: location.href,
    });
    expect(rejection).toMatchObject({ message: 'nope', info: 'unhandledrejection', url: location.href });
    uninstall();
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'later' }));
    expect(store.list()).toHaveLength(2);
  });
});

describe("error capture: the application's errors only", () => {
  const reject = (reason: unknown) => window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
  const fail = (init: ErrorEventInit) => window.dispatchEvent(new ErrorEvent('error', init));
  const worker = `${location.origin}/mockServiceWorker.js`;

  it("leaves out the stand-in's service worker, extensions and other origins' scripts", () => {
    const store = createErrorLogStore(localStorage);
    const uninstall = installErrorCapture(store);
    // What Chromium rejects msw's unhandled registration.update() with when the script fetch fails.
    reject(
      new TypeError(
        `Failed to update a ServiceWorker for scope ('${location.origin}/') with script ('${worker}'): An unknown error occurred when fetching the script.`,
      ),
    );
    reject(
      new DOMException('Failed to update a ServiceWorker: The object is in an invalid state.', 'InvalidStateError'),
    );
    reject(new Error('[MSW] Failed to register the Service Worker'));
    reject(
      Object.assign(new Error('worker gone'), {
        stack: `Error: worker gone\n    at ${location.origin}/node_modules/.vite/deps/msw_browser.js:1:1`,
      }),
    );
    fail({ message: 'Uncaught TypeError: x', filename: worker, error: new TypeError('x') });
    fail({ message: 'Script error.' });
    fail({ message: 'Uncaught Error: ad', filename: 'chrome-extension://abcdef/content.js', error: new Error('ad') });
    fail({ message: 'Uncaught Error: widget', filename: 'https://cdn.elsewhere.example/widget.js' });
    expect(store.list()).toEqual([]);

    // The application's own failures, including a network one, are still recorded.
    fail({
      message: 'Uncaught Error: kaput',
      filename: `${location.origin}/assets/index.js`,
      error: new Error('kaput'),
    });
    reject(new TypeError('Failed to fetch'));
    expect(store.list().map((entry) => entry.message)).toEqual(['Failed to fetch', 'kaput']);
    uninstall();
  });
});

describe('error log button and dialog', () => {
  it('shows no badge when empty, the count, and 99+ beyond 99', () => {
    const { unmount } = renderInApp(
      <ErrorLogButton http={createClients().http} store={createErrorLogStore(localStorage)} />,
    );
    expect(document.querySelector('[data-testid="error-log-button"]')!.getAttribute('aria-label')).toBe('错误日志');
    expect(badgeCount()).toBeNull();
    unmount();
    localStorage.clear();
    renderInApp(<ErrorLogButton http={createClients().http} store={storeWith(120)} />);
    expect(badgeCount()!.textContent).toBe('99+');
  });

  it('lists the entries with their stack on expanding', async () => {
    renderInApp(<ErrorLogButton http={createClients().http} store={storeWith(3)} />);
    expect(badgeCount()!.getAttribute('title')).toBe('3');
    const modal = await openDialog();
    await waitForRows(3);
    expect(within(modal).getByText('error 2')).toBeTruthy();
    expect(within(modal).getByText('error 0')).toBeTruthy();
    fireEvent.click(tableRows()[0].querySelector('.ant-table-row-expand-icon') as HTMLElement);
    expect(await within(modal).findByText(/at page\.tsx:2/)).toBeTruthy();
  });

  it('uploads after the confirm, posts the list to the configured target, toasts 发送成功! and empties', async () => {
    // Logged in first: the log is the user's own.
    const clients = createClients();
    await clients.login();
    const store = storeWith(2);
    const sent = [...store.list()];
    renderInApp(<ErrorLogButton http={clients.http} store={store} />);
    const modal = await openDialog();
    fireEvent.click(button('上传服务器', modal));
    expect(await screen.findByText('确定上传本地日志到服务器?')).toBeTruthy();
    expect(standin.calls('/standin/error-log')).toHaveLength(0);
    fireEvent.click(await findButton('确定'));
    expect(await screen.findByText('发送成功!')).toBeTruthy();
    // Not Saber's POST to oauth/logout, which BladeX maps GET-only: the stand-in's own target.
    expect(standin.calls('/blade-auth/oauth/logout')).toHaveLength(0);
    const [upload] = standin.calls('/standin/error-log');
    expect(upload.method).toBe('POST');
    expect(JSON.parse(upload.body)).toEqual(sent);
    expect(store.list()).toHaveLength(0);
    expect(localStorage.getItem('saber-error-log:000000/admin')).toBeNull();
    await waitFor(() => expect(badgeCount()).toBeNull());
    // An upload, not a logout: the session still works.
    expect(upload.headers.get('Blade-Auth')).toMatch(/^bearer /);
    expect(standin.db.tables.errorLogs.slice(-2).map((row) => row.message)).toEqual(sent.map((e) => e.message));
    await expect(clients.http.get('/blade-auth/oauth/user-info')).resolves.toMatchObject({ account: 'admin' });
  });

  it('keeps the entries when the upload fails', async () => {
    const store = storeWith(1);
    const post = vi.fn().mockRejectedValue(new Error('down'));
    renderInApp(<ErrorLogButton http={{ post }} store={store} />);
    const modal = await openDialog();
    fireEvent.click(button('上传服务器', modal));
    fireEvent.click(await findButton('确定'));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/standin/error-log', [store.list()[0]]));
    await waitFor(() => expect(screen.queryByText('确定上传本地日志到服务器?')).toBeNull());
    expect(store.list()).toHaveLength(1);
    expect(screen.queryByText('发送成功!')).toBeNull();
  });

  it('says the upload is not available where no target is configured (a BladeX gateway has none)', async () => {
    const store = storeWith(1);
    const post = vi.fn();
    renderInApp(<ErrorLogButton http={{ post }} store={store} uploadTo="" />);
    const modal = await openDialog();
    expect(within(modal).getByText('当前网关不接收错误日志（配置 VITE_ERROR_LOG_URL 后可上传）')).toBeTruthy();
    expect(button('上传服务器', modal).disabled).toBe(true);
    expect(button('清空本地日志', modal).disabled).toBe(false);
    expect(post).not.toHaveBeenCalled();
  });

  it('clears after the confirm and toasts 清空成功!, without a request', async () => {
    const store = storeWith(2);
    renderInApp(<ErrorLogButton http={createClients().http} store={store} />);
    const modal = await openDialog();
    await waitForRows(2);
    fireEvent.click(button('清空本地日志', modal));
    expect(await screen.findByText('确定清空本地日志记录?')).toBeTruthy();
    fireEvent.click(await findButton('确定'));
    expect(await screen.findByText('清空成功!')).toBeTruthy();
    expect(store.list()).toHaveLength(0);
    await waitForRows(0);
    expect(within(modal).getByText('暂无错误日志')).toBeTruthy();
    expect(button('上传服务器', modal).disabled).toBe(true);
    expect(button('清空本地日志', modal).disabled).toBe(true);
    expect(standin.calls('/blade-auth/oauth/logout')).toHaveLength(0);
  });
});

function Boom({ error }: { error: Error }): ReactNode {
  throw error;
}

describe('page error boundary', () => {
  it('shows the fallback instead of a white screen, records the error, goes home and resets on a new path', () => {
    quiet();
    const store = createErrorLogStore(localStorage);
    const onHome = vi.fn();
    const { rerender } = renderInApp(
      <PageErrorBoundary store={store} resetKey="/system/param" onHome={onHome}>
        <Boom error={new Error('render kaput')} />
      </PageErrorBoundary>,
    );
    expect(screen.getByText('页面出错了')).toBeTruthy();
    expect(screen.getByText(/render kaput/)).toBeTruthy();
    expect(store.list()).toHaveLength(1);
    expect(store.list()[0]).toMatchObject({ type: 'error', message: 'render kaput', url: location.href });
    expect(store.list()[0].info).toMatch(/Boom/);
    fireEvent.click(button('返回首页'));
    expect(onHome).toHaveBeenCalledTimes(1);
    const page = (resetKey: string, child: ReactNode) =>
      inApp(
        <PageErrorBoundary store={store} resetKey={resetKey} onHome={onHome}>
          {child}
        </PageErrorBoundary>,
      );
    // Same path, page fixed underneath: the error stays until the path changes.
    rerender(page('/system/param', <p>home page</p>));
    expect(screen.getByText('页面出错了')).toBeTruthy();
    rerender(page('/wel/index', <p>home page</p>));
    expect(screen.getByText('home page')).toBeTruthy();
    expect(screen.queryByText('页面出错了')).toBeNull();
    expect(store.list()).toHaveLength(1);
  });

  it('says a failed chunk load could not load the page and offers a reload', () => {
    quiet();
    const store = createErrorLogStore(localStorage);
    const onReload = vi.fn();
    renderInApp(
      <PageErrorBoundary store={store} resetKey="/a" onReload={onReload}>
        <Boom
          error={
            new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/param-page-1a2b.js')
          }
        />
      </PageErrorBoundary>,
    );
    expect(screen.getByText('页面加载失败')).toBeTruthy();
    expect(screen.queryByText('页面出错了')).toBeNull();
    fireEvent.click(button('刷新页面'));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(store.list()[0].message).toMatch(/Failed to fetch dynamically imported module/);
  });

  it('as a tab page boundary records into the app-wide log', () => {
    quiet();
    errorLog.clear();
    renderInApp(
      <TabPageBoundary resetKey="/system/param">
        <Boom error={new Error('tab kaput')} />
      </TabPageBoundary>,
    );
    expect(screen.getByText('页面出错了')).toBeTruthy();
    expect(errorLog.list()[0].message).toBe('tab kaput');
    expect(JSON.parse(localStorage.getItem(ERROR_LOG_KEY)!)[0].message).toBe('tab kaput');
    errorLog.clear();
  });

  it('recognises the loaders’ chunk failures and nothing else', () => {
    expect(isChunkLoadError(new ChunkLoadTimeoutError(5))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk')).toBe(false);
  });
});

describe('lazyPage', () => {
  it('renders the page when its chunk arrives in time', async () => {
    const Page = lazyPage(async () => ({ default: () => <p>loaded page</p> }), 1000);
    renderInApp(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('loaded page')).toBeTruthy();
  });

  it('fails with ChunkLoadTimeoutError after the timeout, and the boundary offers a reload', async () => {
    quiet();
    const store = createErrorLogStore(localStorage);
    const Page = lazyPage(() => new Promise<{ default: () => ReactNode }>(() => undefined), 30);
    renderInApp(
      <PageErrorBoundary store={store} resetKey="/slow" onReload={vi.fn()}>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </PageErrorBoundary>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('页面加载失败')).toBeTruthy();
    expect(store.list()[0].message).toBe('Loading chunk timed out after 30 ms');
    expect(button('刷新页面')).toBeTruthy();
  });
});
