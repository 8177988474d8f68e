import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OtoOrderRow } from '../../mocks/types-oto';
import { changeLanguage, i18n } from '../../src/providers/i18n';
import { actionColumnWidth, type RowAction } from '../../src/crud/row-actions';
import { buttons, moreActions, rowAction, tableRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';
import { admin, rowWith } from './oto-kit';

// The row actions of every list: 查看, 编辑, 删除 in the row in that order, the rest under 更多,
// the same buttons on every row (one a row does not allow is disabled, saying why), and an action
// column as wide as its buttons.

const standin = standinForTests();

const orderWith = (test: (order: OtoOrderRow) => boolean) => {
  const found = standin.db.tables.otoOrders.find((order) => order.tenantId === '000000' && test(order));
  if (!found) throw new Error('no such order in the seed');
  return found;
};

/** The captions of the buttons in a row's action cell. */
const inlineCaptions = (row: Element) =>
  [...row.querySelectorAll('td:last-child button')].map((b) => b.textContent?.replace(/\s/g, ''));

/** The tooltip a hover on `target` shows. */
async function hoverText(target: Element) {
  fireEvent.mouseEnter(target);
  return waitFor(() => {
    const tip = [...document.querySelectorAll('.ant-tooltip:not(.ant-tooltip-hidden) .ant-tooltip-inner')].at(-1);
    if (!tip?.textContent) throw new Error('no tooltip');
    return tip.textContent;
  });
}

const openOrders = async (search = '') => {
  await renderApp(`/oto/order${search}`, admin);
  await waitFor(() => expect(tableRows().length).toBeGreaterThan(0));
};

describe('row actions of a list', () => {
  it('shows 查看, 编辑, 删除 and 更多 on every order, the other four under 更多 in order', async () => {
    await openOrders();
    const rows = [...tableRows()];
    expect(rows).toHaveLength(10);
    // The same buttons in the same places whatever the order's state.
    for (const row of rows) expect(inlineCaptions(row)).toEqual(['查看', '编辑', '删除', '更多']);
    expect(await moreActions(rows[0] as HTMLElement)).toEqual(['更换专家', '变更状态', '退款', '服务方案']);
    // The action column is as wide as three short buttons and 更多, not seven.
    const width = parseFloat(document.querySelector<HTMLElement>('.ant-table colgroup col:last-child')!.style.width);
    expect(width).toBeGreaterThan(180);
    expect(width).toBeLessThan(260);
  });

  it('disables 删除 on a paid order with its reason on hover, and runs nothing on a click', async () => {
    const paid = orderWith((o) => o.orderStatus === '2');
    await openOrders(`?keyword=${paid.orderNo}`);
    const row = await rowWith(paid.orderNo);
    const [remove] = buttons('删除', row);
    expect(remove.disabled).toBe(true);
    expect(await hoverText(remove.parentElement!)).toBe('已支付的订单不能删除');
    fireEvent.click(remove);
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();
    // 编辑 stays where it is, allowed.
    expect(buttons('编辑', row)[0].disabled).toBe(false);
  });

  it('disables 退款 under 更多 on an unpaid order, saying why in the user’s language', async () => {
    const unpaid = orderWith((o) => o.orderStatus === '0');
    await openOrders(`?keyword=${unpaid.orderNo}`);
    await act(() => changeLanguage('en'));
    const row = await rowWith(unpaid.orderNo);
    const refund = await rowAction(row, 'Refund');
    expect(refund.getAttribute('aria-disabled')).toBe('true');
    expect(await hoverText(refund.querySelector('.crud-action-blocked')!)).toBe(
      'An unpaid order has nothing to refund',
    );
    fireEvent.click(refund);
    expect(screen.queryByRole('dialog')).toBeNull();
    // An allowed one under 更多 opens its dialog.
    fireEvent.click(await rowAction(row, 'Change status'));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('disables 启用 on the enabled SMS config and puts 发送 under 更多', async () => {
    await renderApp('/resource/sms', admin);
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(1));
    const rows = [...tableRows()] as HTMLElement[];
    const enabled = rows.find((row) => within(row).queryByText('是'))!;
    const enable = await rowAction(enabled, '启用');
    expect(enable.getAttribute('aria-disabled')).toBe('true');
    expect(await hoverText(enable.querySelector('.crud-action-blocked')!)).toBe('这条配置已启用');
    const other = rows.find((row) => row !== enabled)!;
    expect(await moreActions(other)).toEqual(['启用', '发送']);
  });
});

describe('the action column’s width', () => {
  const t = i18n.t.bind(i18n);
  const action = (key: string, label: string): RowAction => ({ key, label, run: () => undefined });
  const view = action('view', 'crud.view');
  const edit = action('edit', 'crud.edit');
  const remove = action('delete', 'crud.delete');
  const refund = action('refund', 'otoOrder.refund');

  it('follows what the column holds: more buttons, a 更多, longer English captions', async () => {
    await changeLanguage('zh');
    const one = actionColumnWidth([view], t);
    const three = actionColumnWidth([view, edit, remove], t);
    const withMore = actionColumnWidth([view, edit, remove, refund, action('x', 'otoOrder.programme')], t);
    expect(three).toBeGreaterThan(one + 80);
    expect(withMore).toBeGreaterThan(three + 40);
    // Under 更多, a fifth button costs nothing.
    expect(actionColumnWidth([view, edit, remove, refund], t)).toBe(withMore);
    await changeLanguage('en');
    expect(actionColumnWidth([view, edit, remove], t)).toBeGreaterThan(three);
    await changeLanguage('zh');
  });
});
