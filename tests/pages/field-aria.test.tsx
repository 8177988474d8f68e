import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, findDialog, waitForRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

standinForTests();

describe('a form’s fields as a screen reader meets them', () => {
  it('names each dialog field by its own label, says which are required, and ties a message to its field', async () => {
    await renderApp('/system/param', { username: 'admin', password: 'admin' });
    await waitForRows(10);
    fireEvent.click(button('新增'));
    const dialog = await findDialog();
    // The dialog's label points at the dialog's input, not at the search form's of the same name.
    const name = within(dialog).getByLabelText('参数名称');
    expect(dialog.contains(name)).toBe(true);
    expect(within(document.querySelector<HTMLElement>('form.crud-search')!).getByLabelText('参数名称')).not.toBe(name);
    expect(name.getAttribute('aria-required')).toBe('true');
    expect(within(dialog).getByLabelText('备注').getAttribute('aria-required')).toBeNull();

    fireEvent.click(button('保存', dialog));
    const message = await within(dialog).findByText('请输入参数名称');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    const described = (name.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.some((id) => document.getElementById(id)?.contains(message))).toBe(true);
  });
});
