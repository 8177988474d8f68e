import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { waitForRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

// antd names its icons in English ("close-circle", "left", "caret-down", "ellipsis"), rc-dialog
// its × "Close" and rc-input-number its step arrows "Increase Value": in the zh console a screen
// reader would say them. Every name a screen reader
// reaches is the console's own word.

standinForTests();

/** Names a screen reader reaches: not under aria-hidden, not inside a control named by its own label. */
function englishNames(): string[] {
  return [...document.querySelectorAll('[aria-label]')]
    .filter((el) => !el.closest('[aria-hidden="true"]'))
    .filter((el) => !el.parentElement?.closest('[aria-label]'))
    .map((el) => el.getAttribute('aria-label') ?? '')
    .filter((name) => /^[A-Za-z][A-Za-z -]*$/.test(name));
}

describe('names in the zh console', () => {
  it('leaves no English icon or close name on a list page with a tree, a pager and a filled search box', async () => {
    await renderApp('/system/user', { username: 'admin', password: 'admin' });
    await waitForRows(10);
    fireEvent.change(screen.getAllByPlaceholderText('请输入登录账号')[0], { target: { value: 'ad' } });
    expect(englishNames()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    await screen.findByRole('dialog');
    expect(englishNames()).toEqual([]);
  });

  it('leaves none in an add dialog with a number field', async () => {
    await renderApp('/system/topmenu', { username: 'admin', password: 'admin' });
    await waitForRows();
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.querySelector('.ant-input-number')).toBeTruthy());
    expect(englishNames()).toEqual([]);
  });
});
