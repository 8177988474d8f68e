import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { waitForRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

// antd names its icons in English ("close-circle", "left", "caret-down", "ellipsis") and rc-dialog
// its × "Close": in the zh console a screen reader would say them. Every name a screen reader
// reaches is the console's own word.

standinForTests();

/** Names a screen reader reaches: not under aria-hidden, not inside a control named by its own label. */
function englishNames(): string[] {
  return [...document.querySelectorAll('[aria-label]')]
    .filter((el) => !el.closest('[aria-hidden="true"]'))
    .filter((el) => !el.parentElement?.closest('[aria-label]'))
    .map((el) => el.getAttribute('aria-label') ?? '')
    .filter((name) => /^[a-z][a-z-]*$|^(Close|remove)$/.test(name));
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
});
