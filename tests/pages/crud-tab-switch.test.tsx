import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitForRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

// A tab switch renders every open list again (refine's hooks follow the location). Its search form
// is not drawn again for it: each of antd's Form.Items drawn again read its layout (ItemHolder's
// on-screen check, `offsetParent`), a layout of the whole page in the middle of the switch's
// render, ~20 ms of a switch to a 200-row list in the bench.

const standin = standinForTests();

const tab = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('.tab-bar .tab-label')].find((el) => el.textContent === name)!;

afterEach(() => vi.restoreAllMocks());

describe('a tab switch between lists', () => {
  it('does not draw the open lists’ search forms again, and they still search', async () => {
    await renderApp('/system/param', { username: 'admin', password: 'admin' });
    await waitForRows();
    fireEvent.click(tab('首页'));
    await waitFor(() => expect(document.title).toMatch(/^首页/));
    // Who asks the search form's items where they are, from here on.
    const asked = new Set<Element>();
    const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent')!;
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
      if (this.closest('form.crud-search')) asked.add(this);
      return offsetParent.get!.call(this) as Element | null;
    });
    fireEvent.click(tab('参数管理'));
    await waitFor(() => expect(document.title).toMatch(/^参数管理/));
    fireEvent.click(tab('首页'));
    await waitFor(() => expect(document.title).toMatch(/^首页/));
    fireEvent.click(tab('参数管理'));
    await waitFor(() => expect(document.title).toMatch(/^参数管理/));
    expect(asked.size).toBe(0);
    // The form kept after the switches searches with the list's latest state.
    const form = document.querySelector<HTMLFormElement>('.tab-pane[data-path="/system/param"] form.crud-search')!;
    const name = form.querySelector<HTMLInputElement>('input')!;
    fireEvent.change(name, { target: { value: '账号' } });
    fireEvent.submit(form);
    await waitFor(() => expect(standin.calls('/param/list').at(-1)?.url.searchParams.get('paramName')).toBe('账号'));
    const rows = () => [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')];
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await waitFor(() => expect(rows().every((row) => row.textContent?.includes('账号'))).toBe(true));
  });
});
