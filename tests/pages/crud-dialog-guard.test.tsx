import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, findButton, findDialog, waitForRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

// The tree picker loads with the first dialog that needs it; a person waits for it too.
const treeSelect = (modal: HTMLElement) =>
  waitFor(() => {
    const found = modal.querySelector<HTMLElement>('.ant-select-selector');
    if (!found) throw new Error('tree select not loaded');
    return found;
  });

const standin = standinForTests();
const admin = { username: 'admin', password: 'admin' };
const esc = (target: Element) => fireEvent.keyDown(target, { key: 'Escape', code: 'Escape', keyCode: 27, which: 27 });
const openWraps = () =>
  [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap')].filter((w) => w.style.display !== 'none');
const dialogClosed = () => waitFor(() => expect(openWraps()).toHaveLength(0));
const discardQuestion = () => screen.queryByText('放弃未保存的修改?');
const openTree = () =>
  [...document.querySelectorAll('.ant-select-dropdown')].filter(
    (d) => !d.classList.contains('ant-select-dropdown-hidden'),
  );

describe('closing an add/edit dialog', () => {
  it('Esc in an open tree dropdown closes the dropdown only, and the dialog keeps what was typed', async () => {
    await renderApp('/system/tenantpackage', admin);
    await waitForRows(3);
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    fireEvent.change(within(modal).getByPlaceholderText('请输入产品包名'), { target: { value: '体验版' } });
    fireEvent.mouseDown(await treeSelect(modal));
    await waitFor(() => expect(openTree()).toHaveLength(1));
    esc(modal.querySelector('.ant-select-selection-search-input') as HTMLElement);
    await waitFor(() => expect(openTree()).toHaveLength(0));
    expect(discardQuestion()).toBeNull();
    expect(await findDialog()).toBe(modal);
    expect((within(modal).getByPlaceholderText('请输入产品包名') as HTMLInputElement).value).toBe('体验版');
  });

  it('asks before Esc, × or 取消 throws away what was typed; 继续编辑 keeps it, 放弃 closes', async () => {
    await renderApp('/system/param', admin);
    await waitForRows(10);
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    const name = within(modal).getByPlaceholderText('请输入参数名称') as HTMLInputElement;
    fireEvent.change(name, { target: { value: '未保存的参数' } });

    const ways: [string, () => void][] = [
      ['Esc', () => esc(name)],
      ['×', () => fireEvent.click(modal.querySelector('.ant-modal-close') as HTMLElement)],
      ['取消', () => fireEvent.click(button('取消', modal))],
    ];
    for (const [, close] of ways) {
      close();
      expect(await screen.findByText('放弃未保存的修改?')).toBeTruthy();
      fireEvent.click(await findButton('继续编辑'));
      await waitFor(() => expect(discardQuestion()).toBeNull());
      expect(openWraps()).toHaveLength(1);
      expect(name.value).toBe('未保存的参数');
    }

    fireEvent.click(button('取消', modal));
    fireEvent.click(await findButton('放弃'));
    await dialogClosed();
    expect(standin.calls('/param/submit')).toHaveLength(0);
    // Opened again, the dialog starts empty.
    fireEvent.click(button('新增'));
    const again = await findDialog();
    expect((within(again).getByPlaceholderText('请输入参数名称') as HTMLInputElement).value).toBe('');
  });

  it('closes an untouched dialog at once', async () => {
    await renderApp('/system/param', admin);
    await waitForRows(10);
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    fireEvent.click(modal.querySelector('.ant-modal-close') as HTMLElement);
    await dialogClosed();
    expect(discardQuestion()).toBeNull();
  });
});
