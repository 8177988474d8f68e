import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

const standin = standinForTests();

const tooltipTexts = () => [...document.querySelectorAll('.ant-tooltip-inner')].map((tip) => tip.textContent);

/** Hovers what a user points at and returns the tooltip it raised. */
async function tooltipOf(target: Element, expected: string) {
  fireEvent.mouseEnter(target);
  await waitFor(() => expect(tooltipTexts()).toContain(expected));
  fireEvent.mouseLeave(target);
}

describe('top bar', () => {
  it('names every icon button in a tooltip, the error log and notices too', async () => {
    await renderApp('/wel/index', { username: 'admin', password: 'admin' });
    await screen.findByTestId('error-log-button');
    // The bell's own chunk replaces its stand-in button once loaded (a new node): hover the real one.
    await waitFor(() => expect(screen.getByTestId('notice-button').closest('.ant-badge')).toBeTruthy());
    const bar = document.querySelector('.top-bar') as HTMLElement;
    // The user menu shows its name as text (its tooltip is the shortened name's: the last test).
    const iconButtons = [...bar.querySelectorAll<HTMLElement>('button[aria-label]:not(.user-menu)')];
    expect(iconButtons.map((b) => b.getAttribute('aria-label'))).toEqual(
      expect.arrayContaining(['收起菜单', '错误日志', '锁屏', '全屏', '主题', '主题色', '通知']),
    );
    for (const button of iconButtons) await tooltipOf(button, button.getAttribute('aria-label')!);
    // The language button is named by what it shows (简体中文), its tooltip says what it is for.
    const language = screen.getByRole('button', { name: '简体中文' });
    expect(language.getAttribute('aria-label')).toBeNull();
    await tooltipOf(language, '语言');
  });

  it('shows the session role names, not their aliases, on home and in the user menu', async () => {
    await renderApp('/wel/index', { username: 'admin', password: 'admin' });
    expect(await screen.findByText('超级管理员、运营人员')).toBeTruthy();
    fireEvent.click(screen.getByTestId('user-menu'));
    await waitFor(() =>
      expect(screen.getByTestId('user-menu-identity').textContent).toBe('管理员超级管理员、运营人员'),
    );
    expect(document.body.textContent).not.toMatch(/administrator|operator/);
    const [lookup] = standin.calls('/role/select');
    expect(lookup.url.searchParams.get('userId')).toBeTruthy();
  });

  it('names only the roles the session acts with', async () => {
    await renderApp('/wel/dashboard', { username: 'operator', password: 'operator' });
    expect(await screen.findByText('运营人员')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/超级管理员|operator/);
  });

  it('shows the whole user name on hovering the shortened one', async () => {
    await renderApp('/wel/index', { username: 'admin', password: 'admin' });
    const name = await waitFor(() => {
      const found = document.querySelector('.user-menu-name');
      if (!found?.textContent) throw new Error('no name yet');
      return found;
    });
    await tooltipOf(name, '管理员');
  });
});
