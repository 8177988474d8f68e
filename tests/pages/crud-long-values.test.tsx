import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, buttons, findDialog, tableRows, waitForRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

const standin = standinForTests();
const admin = { username: 'admin', password: 'admin' };
// A gateway with wider columns than the stand-in's 255 may hold such a key: the page must cope.
const longKey = `very.long.key.${'x'.repeat(286)}`;

function seedLongRow() {
  standin.db.insert('params', {
    id: standin.db.nextId(),
    tenantId: '000000',
    paramName: '超长键名',
    paramKey: longKey,
    paramValue: 'v',
    remark: '',
    createTime: '2024-12-01 10:00:00',
    updateTime: '2024-12-01 10:00:00',
  });
}

async function searchLongRow() {
  seedLongRow();
  await renderApp('/system/param', admin);
  await waitForRows(10);
  const form = document.querySelector('form.crud-search') as HTMLElement;
  fireEvent.change(within(form).getByPlaceholderText('请输入参数名称'), { target: { value: '超长键名' } });
  fireEvent.click(button('搜索', form));
  await waitForRows(1);
  return tableRows()[0] as HTMLElement;
}

describe('long values on a list page', () => {
  it('keeps a long unbroken value inside its column, cut short, with the full value on hover', async () => {
    const row = await searchLongRow();
    const cell = [...row.querySelectorAll('td')].find((td) => td.textContent === longKey)!;
    expect(cell.classList.contains('ant-table-cell-ellipsis')).toBe(true);
    expect(cell.getAttribute('title') ?? cell.querySelector('[title]')?.getAttribute('title')).toBe(longKey);
    // The table is laid out from its declared widths, not stretched by the content.
    const table = document.querySelector(
      '.crud-page .ant-table-content table, .crud-page .ant-table-body table, .crud-page .ant-table-header table',
    ) as HTMLElement;
    expect(table.style.tableLayout).toBe('fixed');
  });

  it('keeps the labels of the view dialog at their width beside a long value', async () => {
    const row = await searchLongRow();
    fireEvent.click(buttons('查看', row)[0]);
    const modal = await findDialog();
    await waitFor(() => expect(within(modal).getByText(longKey)).toBeTruthy());
    const labels = [...modal.querySelectorAll<HTMLElement>('.ant-descriptions-item-label')];
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) {
      expect(label.style.width).toMatch(/^\d+px$/);
      expect(label.style.whiteSpace).toBe('nowrap');
    }
    expect(
      within(modal).getByText(longKey).closest<HTMLElement>('.ant-descriptions-item-content')!.style.wordBreak,
    ).toBe('break-all');
  });
});

describe('input lengths in the dialog', () => {
  it('says a one-line text’s limit at the field instead of cutting it, and counts long texts', async () => {
    await renderApp('/system/param', admin);
    await waitForRows(10);
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    const maxOf = (placeholder: string) => within(modal).getByPlaceholderText(placeholder).getAttribute('maxlength');
    const name = within(modal).getByPlaceholderText('请输入参数名称') as HTMLInputElement;
    expect(maxOf('请输入参数名称')).toBeNull();
    fireEvent.change(name, { target: { value: '名'.repeat(101) } });
    expect(name.value).toHaveLength(101);
    expect(await within(modal).findByText('参数名称 长度不能超过 100')).toBeTruthy();
    expect(maxOf('请输入参数键值')).toBe('255');
    expect(maxOf('请输入备注')).toBe('255');
    fireEvent.change(within(modal).getByPlaceholderText('请输入参数键值'), { target: { value: '45' } });
    expect(await within(modal).findByText('2 / 255')).toBeTruthy();
  });
});
