import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

// Every popup of the top bar closes on Escape, as antd's menus do: the theme grid, the colour
// picker and the notices are popovers, which antd leaves open on Escape by itself.

standinForTests();
const admin = { username: 'admin', password: 'admin' };
const escape = () => fireEvent.keyDown(document.body, { key: 'Escape', code: 'Escape' });
/** The popup is shown (antd keeps a closed one in the document, hidden). */
const shown = (selector: string) =>
  [...document.querySelectorAll<HTMLElement>(selector)].some(
    (popup) => !popup.className.includes('-hidden') && popup.style.display !== 'none',
  );

describe('top-bar popups and Escape', () => {
  it('closes the theme grid, the notices and the user menu on Escape', async () => {
    await renderApp('/wel/index', admin);
    fireEvent.click(await screen.findByTestId('theme-picker'));
    await screen.findByRole('listbox', { name: '主题' });
    expect(shown('.ant-popover')).toBe(true);
    escape();
    await waitFor(() => expect(shown('.ant-popover')).toBe(false));

    // The bell's popover is its own chunk, fetched once the top bar's tools are drawn (after the
    // first screen); until it is in, the button is the named placeholder.
    await waitFor(() => expect(document.querySelector('.ant-badge [data-testid="notice-button"]')).not.toBeNull());
    fireEvent.click(screen.getByTestId('notice-button'));
    await waitFor(() => expect(shown('.ant-popover')).toBe(true));
    escape();
    await waitFor(() => expect(shown('.ant-popover')).toBe(false));

    fireEvent.click(screen.getByTestId('user-menu'));
    await waitFor(() => expect(shown('.ant-dropdown')).toBe(true));
    escape();
    await waitFor(() => expect(shown('.ant-dropdown')).toBe(false));
  });
});
