import { act, cleanup, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../src/providers/i18n';
import { button, tableRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';
import { admin, headers } from './oto-kit';

// Column settings as users of antd Pro tables know them: hide and move columns, pick a row height,
// kept per tenant, user and screen across a reload (a new mount), and a reset; the ranked key
// columns first and the first one fixed; status tags in the one colour of what they mean.

const standin = standinForTests();
const KEY = 'crud-columns:000000:admin:oto-order';

const openOrders = async () => {
  await renderApp('/oto/order', admin);
  await waitFor(() => expect(tableRows()).toHaveLength(10));
};

/** Opens the column settings and answers the popover. */
async function openSettings() {
  fireEvent.click(document.querySelector<HTMLElement>('.crud-toolbar-end button[aria-label="列设置"]')!);
  return waitFor(() => {
    const panel = document.querySelector<HTMLElement>('.ant-popover:not(.ant-popover-hidden) .crud-column-settings');
    if (!panel) throw new Error('no settings');
    return panel.closest<HTMLElement>('.ant-popover')!;
  });
}

const checkboxOf = (panel: HTMLElement, title: string) => {
  const label = [...panel.querySelectorAll('label.ant-checkbox-wrapper')].find((node) => node.textContent === title);
  if (!label) throw new Error(`no column ${title}`);
  return label.querySelector('input')!;
};

const dataHeaders = () => headers().filter((text) => text !== '操作');
const tableSize = () =>
  document.querySelector('.crud-page .ant-table')!.className.match(/ant-table-(small|middle|large)/)?.[1] ?? 'large';

describe('column settings of a list', () => {
  it('leads the order list with its ranked columns, the first fixed in view', async () => {
    await openOrders();
    expect(dataHeaders().slice(0, 5)).toEqual(['订单号', '学生姓名', '订单金额', '订单状态', '下单时间']);
    const first = document.querySelector('.ant-table-thead th:nth-child(2)')!;
    expect(first.textContent).toBe('订单号');
    expect(first.className).toContain('ant-table-cell-fix-left');
  });

  it('hides, moves and packs columns, keeps them across a remount for this user only, and resets', async () => {
    await openOrders();
    const panel = await openSettings();
    fireEvent.click(checkboxOf(panel, '手机号'));
    fireEvent.click(panel.querySelector<HTMLElement>('[aria-label="上移「订单状态」"]')!);
    fireEvent.click(textIn(panel, '紧凑'));
    await waitFor(() => expect(dataHeaders()).not.toContain('手机号'));
    expect(dataHeaders().slice(0, 4)).toEqual(['订单号', '学生姓名', '订单状态', '订单金额']);
    expect(tableSize()).toBe('small');
    // Kept under the tenant, the account and the screen.
    expect(JSON.parse(localStorage.getItem(KEY)!)).toMatchObject({ hidden: ['studentPhone'], density: 'small' });

    // A reload: the same screen comes back as it was left.
    cleanup();
    await openOrders();
    expect(dataHeaders()).not.toContain('手机号');
    expect(dataHeaders().slice(0, 4)).toEqual(['订单号', '学生姓名', '订单状态', '订单金额']);
    expect(tableSize()).toBe('small');
    // Another screen keeps its own.
    cleanup();
    await renderApp('/oto/org-order', admin);
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(0));
    expect(dataHeaders()).toContain('手机号');

    cleanup();
    await openOrders();
    fireEvent.click(button('重置', await openSettings()));
    await waitFor(() => expect(dataHeaders()).toContain('手机号'));
    expect(dataHeaders().slice(0, 5)).toEqual(['订单号', '学生姓名', '订单金额', '订单状态', '下单时间']);
    expect(tableSize()).toBe('middle');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps working for the visit when the storage is full', async () => {
    await openOrders();
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      fireEvent.click(checkboxOf(await openSettings(), '手机号'));
      await waitFor(() => expect(dataHeaders()).not.toContain('手机号'));
    } finally {
      full.mockRestore();
    }
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('names the settings in English', async () => {
    await openOrders();
    await act(() => changeLanguage('en'));
    fireEvent.click(document.querySelector<HTMLElement>('.crud-toolbar-end button[aria-label="Columns"]')!);
    const panel = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-popover:not(.ant-popover-hidden)');
      if (!found?.textContent?.includes('Row height')) throw new Error('no settings');
      return found;
    });
    expect(panel.textContent).toContain('Compact');
    expect(panel.querySelector('[aria-label="Move “Status” up"]')).toBeTruthy();
  });

  it('closes on Escape, with no tooltip over the open panel', async () => {
    await openOrders();
    const settings = document.querySelector<HTMLElement>('.crud-toolbar-end button[aria-label="列设置"]')!;
    const panel = await openSettings();
    fireEvent.mouseEnter(settings);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.querySelector('.ant-tooltip:not(.ant-tooltip-hidden)')).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(panel.classList.contains('ant-popover-hidden')).toBe(true));
  });
});

describe('status colours', () => {
  it('paints the expert audit states by what they mean: pending orange, approved green, rejected red, draft plain', async () => {
    const expected: Record<string, [word: string, colour: string]> = {
      '0': ['草稿', 'default'],
      '1': ['待审核', 'warning'],
      '2': ['已通过', 'success'],
      '3': ['已驳回', 'error'],
    };
    for (const [state, [word, colour]] of Object.entries(expected)) {
      expect(standin.db.tables.otoExperts.some((expert) => expert.auditStatus === state)).toBe(true);
      await renderApp(`/oto/expert?auditStatus=${state}`, admin);
      const tag = await waitFor(() => {
        const found = document.querySelector('.ant-table-tbody .ant-tag');
        if (found?.textContent !== word) throw new Error(`no ${word}`);
        return found;
      });
      expect(tag.className.match(/ant-tag-(success|processing|error|warning|default)/)?.[1]).toBe(colour);
      cleanup();
    }
  });
});

/** The innermost element of `root` whose text is `text`. */
function textIn(root: HTMLElement, text: string): HTMLElement {
  const found = [...root.querySelectorAll<HTMLElement>('*')].find(
    (node) => node.children.length === 0 && node.textContent === text,
  );
  if (!found) throw new Error(`no ${text}`);
  return found;
}
