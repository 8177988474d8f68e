import { fireEvent, waitFor } from '@testing-library/react';

// getByRole walks the accessibility tree and is very slow on antd pages under jsdom; these
// look up what a user sees (button captions, dialogs) directly.
const squash = (text: string | null) => (text ?? '').replace(/\s+/g, '');

export function buttons(caption: string, root: ParentNode = document): HTMLButtonElement[] {
  return [...root.querySelectorAll('button')].filter((b) => squash(b.textContent) === caption);
}

export function button(caption: string, root: ParentNode = document): HTMLButtonElement {
  const [found] = buttons(caption, root);
  if (!found) throw new Error(`no button "${caption}"`);
  return found;
}

export async function findButton(caption: string, root: ParentNode = document) {
  return waitFor(() => button(caption, root));
}

export async function findDialog(): Promise<HTMLElement> {
  return waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap')].find((w) => w.style.display !== 'none');
    const modal = open?.querySelector<HTMLElement>('.ant-modal');
    if (!modal) throw new Error('no open dialog');
    return modal;
  });
}

export const tableRows = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row');

export async function waitForRows(count?: number) {
  await waitFor(() => {
    const n = tableRows().length;
    if (count === undefined ? n === 0 : n !== count) throw new Error(`rows: ${n}`);
  });
}

/** The tree picker loads with the first dialog that needs it; a person waits for it too. */
export const findTreeSelect = (modal: HTMLElement) =>
  waitFor(() => {
    const found = modal.querySelector<HTMLElement>('.ant-select-selector');
    if (!found) throw new Error('tree select not loaded');
    return found;
  });

/** Clicks the day cell `day` (yyyy-MM-dd) of the open range picker. */
export async function pickDay(day: string) {
  const cell = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(
      `.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) td[title="${day}"] .ant-picker-cell-inner`,
    );
    if (!found) throw new Error(`no cell ${day}`);
    return found;
  });
  fireEvent.click(cell);
}
