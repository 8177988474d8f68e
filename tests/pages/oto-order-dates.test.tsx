import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, pickDay, tableRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

// Finding orders by a created-at range picked in the search form: whole days, from the first day's
// 00:00:00 to the last day's 23:59:59 (createTime_dategt / _datelt, spec §9), so an order placed
// on the last day at noon is found. Needs the change to src/crud/search-filters.ts that
// takes a picked end as the end of its day (the picker gives both ends at midnight).

const standin = standinForTests();
const admin = { username: 'admin', password: 'admin' };

describe('orders by created-at range', () => {
  it('sends whole days and finds the orders of the last day too', async () => {
    await renderApp('/oto/order', admin);
    // The first list of a run also loads the list page's code.
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    // Two days of this month before today (or today when it is the 1st or 2nd).
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const dayOf = (date: number) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(date)}`;
    const first = dayOf(Math.max(1, now.getDate() - 2));
    const last = dayOf(Math.max(1, now.getDate() - 1));
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('.crud-search .ant-picker-range input');
      if (!found) throw new Error('no range picker');
      return found;
    });
    fireEvent.mouseDown(input);
    fireEvent.click(input);
    await pickDay(first);
    await pickDay(last);
    fireEvent.click(button('搜索'));
    await waitFor(() =>
      expect(standin.calls('/student-order/search').at(-1)!.url.searchParams.get('createTime_dategt')).toBe(
        `${first} 00:00:00`,
      ),
    );
    expect(standin.calls('/student-order/search').at(-1)!.url.searchParams.get('createTime_datelt')).toBe(
      `${last} 23:59:59`,
    );
    const expected = standin.db.tables.otoOrders.filter(
      (o) => o.tenantId === '000000' && o.createTime.slice(0, 10) >= first && o.createTime.slice(0, 10) <= last,
    ).length;
    expect(await screen.findByText(`共 ${expected} 条`)).toBeTruthy();
  }, 40_000);
});
