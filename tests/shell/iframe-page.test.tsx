import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { tabsStore } from '../../src/shell/tabs/tabs-store';
import { waitForRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

standinForTests();
// The open tabs are one store for the page's lifetime; each test starts as a fresh page would.
beforeEach(() => tabsStore.clear());

const admin = { username: 'admin', password: 'admin' };
const tabLabels = () => [...document.querySelectorAll('.tab-bar .tab-label')].map((label) => label.textContent);
const frame = () => document.querySelector<HTMLIFrameElement>('iframe');

describe('/myiframe: a menu page of our own origin', () => {
  it('is framed without its origin and without the token', async () => {
    await renderApp('/myiframe/guide', admin);
    const found = await waitFor(() => {
      const shown = document.querySelector<HTMLIFrameElement>('iframe.iframe-frame');
      if (!shown) throw new Error('no frame yet');
      return shown;
    });
    expect(found.src).toBe(`${window.location.origin}/embedded/guide.html`);
    expect(found.getAttribute('sandbox')?.split(' ')).toEqual(['allow-scripts', 'allow-forms', 'allow-popups']);
    // Opened as a window of its own it would run unsandboxed in our origin: not offered.
    expect(screen.queryByText('在新窗口打开')).toBeNull();
    await waitFor(() => expect(tabLabels()).toEqual(['首页', '使用指南']));
  });

  it("is what the home page's quick entry opens, as the sider does", async () => {
    await renderApp('/wel/index', admin);
    fireEvent.click(await screen.findByText('使用指南', { selector: '.wel-entry span' }));
    await waitFor(() =>
      expect(document.querySelector<HTMLIFrameElement>('iframe.iframe-frame')?.src).toBe(
        `${window.location.origin}/embedded/guide.html`,
      ),
    );
  });
});

describe('/myiframe: anything but an external menu page', () => {
  it('opens an internal path as its own route, not the console inside itself', async () => {
    await renderApp('/myiframe/%2Fsystem%2Fparam', admin);
    await waitForRows(10);
    expect(frame()).toBeNull();
    await waitFor(() => expect(tabLabels()).toEqual(['首页', '参数管理']));
  });

  it('opens the route of a menu whose path is internal', async () => {
    await renderApp('/myiframe/param', admin);
    await waitForRows(10);
    expect(frame()).toBeNull();
    await waitFor(() => expect(tabLabels()).toEqual(['首页', '参数管理']));
  });

  it.each([
    ['an unknown code', '/myiframe/nosuch'],
    ['an unknown internal path', '/myiframe/%2Fno%2Fsuch'],
    ['an address no menu declares', `/myiframe/${encodeURIComponent('https://elsewhere.example/page')}`],
    // A backslash is a slash to a URL parser: '/\\evil.example' would be '//evil.example', another origin.
    ['a path that a URL parser reads as another host', '/myiframe/%2F%5Cevil.example'],
    ['a path with a backslash inside', '/myiframe/%2Fsystem%5C..%5Cparam'],
    ['malformed percent-encoding', '/myiframe/%E0%A4%A'],
    ['a lone percent sign', '/myiframe/%'],
    ['a control character', '/myiframe/%2Fsystem%0A%2Fparam'],
  ])('sends %s to 404, with no tab named by its path', async (_, path) => {
    await renderApp(path, admin);
    expect(await screen.findByText('抱歉,你访问的页面不存在')).toBeTruthy();
    expect(frame()).toBeNull();
    expect(document.querySelector('.tab-bar')).toBeNull();
    expect(sessionStorage.getItem('saber-tag-list') ?? '').not.toContain('myiframe');
  });
});
