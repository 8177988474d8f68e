import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, findButton, findDialog, tableRows, waitForRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

const standin = standinForTests();
const admin = { username: 'admin', password: 'admin' };
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const lastList = () => standin.calls('/param/list').at(-1)!.url.searchParams;
const pager = () => document.querySelector('.crud-page .ant-pagination') as HTMLElement | null;
const activePage = () => pager()?.querySelector('.ant-pagination-item-active')?.textContent;

async function openParams() {
  const app = await renderApp('/system/param', admin);
  await waitForRows(10);
  return app;
}

describe('paging of a list page', () => {
  it('moves to the last page that has rows after every row of the last page is deleted', async () => {
    await openParams();
    const total = Number(/共 (\d+) 条/.exec(pager()!.textContent ?? '')![1]);
    const lastPage = Math.ceil(total / 10);
    const onLast = total - (lastPage - 1) * 10;
    fireEvent.click(pager()!.querySelector(`.ant-pagination-item-${lastPage}`) as HTMLElement);
    await waitFor(() => expect(lastList().get('current')).toBe(String(lastPage)));
    await waitForRows(onLast);
    const selectAll = document.querySelector('.ant-table-thead .ant-checkbox-input') as HTMLInputElement;
    fireEvent.click(selectAll);
    await waitFor(() => expect(screen.getByText(`已选择 ${onLast} 项`)).toBeTruthy());
    fireEvent.click(button('删除', document.querySelector('.crud-toolbar') as HTMLElement));
    fireEvent.click(await findButton('确定'));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    // The page the user was on is gone: the list shows the one before it, full, with the new total.
    await waitFor(() => expect(activePage()).toBe(String(lastPage - 1)));
    await waitForRows(10);
    expect(lastList().get('current')).toBe(String(lastPage - 1));
    expect(pager()!.textContent).toContain(`共 ${total - onLast} 条`);
  });

  it('shows 共 0 条 and the pager when a search finds nothing, with the same column widths', async () => {
    await openParams();
    // Every column has a declared width, kept whether the table has rows or not.
    const cols = () =>
      [...document.querySelectorAll('.crud-page .ant-table colgroup col')].map(
        (col) => (col as HTMLElement).style.width,
      );
    const before = cols();
    expect(before.length).toBeGreaterThan(4);
    expect(before.every((width) => /^\d+px$/.test(width))).toBe(true);
    const form = document.querySelector('form.crud-search') as HTMLElement;
    type(within(form).getByPlaceholderText('请输入参数键名'), 'no.such.key');
    fireEvent.click(button('搜索', form));
    await waitFor(() => expect(lastList().get('paramKey')).toBe('no.such.key'));
    await waitFor(() => expect(tableRows()).toHaveLength(0));
    await waitFor(() => expect(pager()?.textContent).toContain('共 0 条'));
    expect(cols()).toEqual(before);
  });

  it('shows a new record on the first page, newest first and highlighted, after adding', async () => {
    await openParams();
    fireEvent.click(pager()!.querySelector('.ant-pagination-item-2') as HTMLElement);
    await waitFor(() => expect(lastList().get('current')).toBe('2'));
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    type(within(modal).getByPlaceholderText('请输入参数名称'), '最新参数');
    type(within(modal).getByPlaceholderText('请输入参数键名'), 'newest.key');
    type(within(modal).getByPlaceholderText('请输入参数键值'), '1');
    fireEvent.click(button('保存', modal));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    await waitFor(() => {
      expect(lastList().get('current')).toBe('1');
      expect(lastList().get('descs')).toBe('create_time,id');
    });
    await waitFor(() => expect(tableRows()[0]?.textContent).toContain('newest.key'));
    expect(tableRows()[0].classList.contains('crud-row-new')).toBe(true);
    expect(activePage()).toBe('1');
    // The order is said on screen, and clearing it goes back to the list's own order.
    const order = await waitFor(() => screen.getByText('最新在前'));
    fireEvent.click(order.closest('.ant-tag')!.querySelector('.ant-tag-close-icon') as HTMLElement);
    await waitFor(() => expect(lastList().get('descs')).toBeNull());
  });
});
