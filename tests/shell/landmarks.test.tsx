import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tabsStore } from '../../src/shell/tabs/tabs-store';
import { button, findButton, findDialog, waitForRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

standinForTests();

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

describe('the frame’s landmarks for a keyboard and a screen reader', () => {
  it('starts with a skip link to the page, names its menu and heads the page with its name', async () => {
    await renderApp('/system/param', { username: 'admin', password: 'admin' });
    await waitForRows(10);

    // Arrived with focus nowhere (the login's button is gone): it is on the page's heading.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: '参数管理' })),
    );
    (document.activeElement as HTMLElement).blur();

    const skip = screen.getByRole('link', { name: '跳到主要内容' });
    // The first stop of Tab, before the sider's menu and the top bar.
    expect(document.querySelector(FOCUSABLE)).toBe(skip);
    fireEvent.click(skip);
    const main = screen.getByRole('main');
    expect(document.activeElement).toBe(main);
    expect(within(main).getByRole('heading', { level: 1, name: '参数管理' })).toBeTruthy();

    const nav = screen.getByRole('navigation', { name: '主菜单' });
    expect(within(nav).getByText('系统管理')).toBeTruthy();
  });
});

describe('the tab strip by keyboard', () => {
  // The strip's store lives as long as the module (a page load): another file's tabs are not this login's.
  beforeEach(() => tabsStore.clear());

  it('names each tab by its page only, walks with the arrows, shows on Enter and closes on Delete', async () => {
    await renderApp('/system/param', { username: 'admin', password: 'admin' });
    await waitForRows(10);
    const strip = screen.getByRole('tablist', { name: '已打开的页面' });
    const tabs = () => within(strip).getAllByRole('tab');
    const named = (name: string) => within(strip).getByRole('tab', { name });
    // Nothing but the tabs to stop on or to hear (a close button inside would be neither a tab nor expected).
    expect(tabs().map((tab) => tab.textContent)).toEqual(['首页', '参数管理']);
    expect([...strip.querySelectorAll(FOCUSABLE)]).toEqual([named('参数管理')]);
    expect(named('参数管理').getAttribute('aria-keyshortcuts')).toBe('Delete');
    expect(named('首页').getAttribute('aria-keyshortcuts')).toBeNull();

    named('参数管理').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(named('首页'));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(named('参数管理'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(named('首页'));
    // Moving is not showing: Enter shows.
    expect(named('参数管理').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    await waitFor(() => expect(named('首页').getAttribute('aria-selected')).toBe('true'));
    fireEvent.keyDown(document.activeElement!, { key: 'Delete' });
    expect(tabs()).toHaveLength(2);

    // Delete on 参数管理 closes it; focus stays on the strip, on the tab shown.
    named('参数管理').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Delete' });
    await waitFor(() => expect(tabs().map((tab) => tab.textContent)).toEqual(['首页']));
    expect(document.activeElement).toBe(named('首页'));
  });
});

describe('the dashboard for a screen reader', () => {
  it('names the token’s remaining life bar', async () => {
    await renderApp('/wel/dashboard', { username: 'admin', password: 'admin' });
    const bar = await screen.findByRole('progressbar', { name: '令牌剩余有效期' });
    expect(bar.getAttribute('aria-valuenow')).toBeTruthy();
    // The route's own bar at the top is named too.
    expect(screen.queryAllByRole('progressbar').filter((each) => !each.getAttribute('aria-label'))).toEqual([]);
  });
});

describe('a dialog by keyboard', () => {
  afterEach(() => vi.restoreAllMocks());

  it('goes round from its last button to its first control and back, never onto an empty stop', async () => {
    // jsdom lays nothing out: every element counts as shown, as in the browser with the dialog open.
    vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    await renderApp('/system/param', { username: 'admin', password: 'admin' });
    await waitForRows(10);
    fireEvent.click(await findButton('新增'));
    const dialog = await findDialog();
    const close = dialog.querySelector<HTMLElement>('button[aria-label="关闭"]')!;
    const save = button('保存', dialog);

    save.focus();
    fireEvent.keyDown(save, { key: 'Tab', code: 'Tab', keyCode: 9 });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', code: 'Tab', keyCode: 9, shiftKey: true });
    expect(document.activeElement).toBe(save);
    // From the dialog's box, where focus is as it opens, Shift+Tab goes to its last button too.
    const box = dialog.querySelector<HTMLElement>('.ant-modal > [tabindex="0"]')!;
    box.focus();
    fireEvent.keyDown(box, { key: 'Tab', code: 'Tab', keyCode: 9, shiftKey: true });
    expect(document.activeElement).toBe(save);
  });
});
