import { fireEvent, waitFor } from '@testing-library/react';
import { tableRows } from '../support/dom';

// What the one-to-one business page tests share: finding a row, a form item, picking an option.

export const admin = { username: 'admin', password: 'admin' };
export const orgStaff = { username: 'orgstaff', password: '123456' };
export const operator = { username: 'operator', password: 'operator' };

export const type = (input: Element, value: string) => fireEvent.change(input, { target: { value } });

/** The table row showing `text` in one of its cells. */
export const rowWith = (text: string) =>
  waitFor(() => {
    const row = [...tableRows()].find((tr) =>
      [...tr.querySelectorAll('td')].some((td) => td.textContent?.trim() === text),
    );
    if (!row) throw new Error(`no row ${text}`);
    return row as HTMLElement;
  });

/** The form item labelled `label` inside `root`. */
export const itemOf = (root: HTMLElement, label: string) => {
  const item = [...root.querySelectorAll<HTMLElement>('.ant-form-item')].find(
    (node) => node.querySelector('label')?.textContent === label,
  );
  if (!item) throw new Error(`no field ${label}`);
  return item;
};

/** Picks `option` in the select of the form item labelled `label`. */
export async function pick(root: HTMLElement, label: string, option: string) {
  const selector = await waitFor(() => {
    const found = itemOf(root, label).querySelector<HTMLElement>('.ant-select-selector');
    if (!found) throw new Error('select not loaded');
    return found;
  });
  fireEvent.mouseDown(selector);
  const choice = await waitFor(() => {
    // The newest dropdown is the last one in the page (a multiple select stays open between picks).
    const node = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')]
      .filter((n) => n.textContent === option)
      .at(-1);
    if (!node) throw new Error(`no option ${option}`);
    return node;
  });
  fireEvent.click(choice);
}

/** The texts of the validation messages shown in `root`. */
export const errorsIn = (root: HTMLElement) =>
  [...root.querySelectorAll('.ant-form-item-explain-error')].map((each) => each.textContent);

/** The JSON body of the last call whose path ends with `pathEnd`. */
export const lastBody = (calls: { body: string }[]) =>
  JSON.parse(calls.at(-1)?.body ?? 'null') as Record<string, unknown>;

/** The header cells of the list. */
export const headers = () =>
  [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent?.trim()).filter(Boolean);

/** The cell of `row` under the column headed `header` (the selection column counts as one). */
export function cellUnder(row: Element, header: string): HTMLElement {
  const heads = [...document.querySelectorAll('.ant-table-thead th')];
  const index = heads.findIndex((th) => th.textContent?.trim() === header);
  const cell = row.querySelectorAll<HTMLElement>('td')[index];
  if (index < 0 || !cell) throw new Error(`no column ${header}`);
  return cell;
}
