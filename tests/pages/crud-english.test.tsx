import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../src/providers/i18n';
import { button, findDialog, findTreeSelect as treeSelect, tableRows, waitForRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

standinForTests();
const admin = { username: 'admin', password: 'admin' };
const hasChinese = (text: string) => /[\u4e00-\u9fff]/.test(text);

async function inEnglish(path: string, rows: number) {
  await renderApp(path, admin);
  await waitForRows(rows);
  await act(() => changeLanguage('en'));
  await waitFor(() => expect(button('Add')).toBeTruthy());
}

describe('list pages in English', () => {
  it('names the menus of a tenant package in English, in the table and in the tree of the dialog', async () => {
    await inEnglish('/system/tenantpackage', 3);
    const menus = [...tableRows()].map((row) => row.querySelectorAll('td')[2]?.textContent ?? '');
    expect(menus[0]).toContain('Parameters');
    expect(menus.some(hasChinese)).toBe(false);

    fireEvent.click(button('Add'));
    const modal = await findDialog();
    fireEvent.mouseDown(await treeSelect(modal));
    const titles = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-tree-title')].map((node) => node.textContent ?? '');
      if (found.length === 0) throw new Error('tree not open');
      return found;
    });
    expect(titles).toContain('System');
    expect(titles).toContain('Tenant packages');
    expect(titles.filter(hasChinese)).toEqual([]);
  });

  it('writes placeholders in sentence case', async () => {
    await inEnglish('/system/param', 10);
    const search = document.querySelector('form.crud-search') as HTMLElement;
    expect(within(search).getByPlaceholderText('Enter parameter name')).toBeTruthy();
    fireEvent.click(button('Add'));
    const modal = await findDialog();
    expect(within(modal).getByPlaceholderText('Enter parameter key')).toBeTruthy();
    expect(within(modal).getByPlaceholderText('Enter remark')).toBeTruthy();
  });
});
