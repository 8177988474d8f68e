import { fireEvent, screen, waitFor } from '@testing-library/react';

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

/** The open tab's page (the others stay in the document, hidden). */
export const visiblePane = () => document.querySelector('.tab-pane:not(.is-hidden)') as HTMLElement;

/** The sider's menu item called `name`, once it is drawn. */
export const siderItem = (name: string) =>
  waitFor(() => {
    const item = screen.queryAllByText(name).find((node) => node.closest('.console-sider'));
    if (!item) throw new Error(`no menu ${name}`);
    return item as HTMLElement;
  });

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

/** A caption as read: antd's space inside a two-character Chinese caption (查 看) dropped, English words kept apart. */
const readCaption = (text: string | null) =>
  (text ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/([\u4e00-\u9fff]) (?=[\u4e00-\u9fff])/g, '$1');

/** Closes every row's open 更多 but `keep`'s (jsdom sends no outside press to close them). */
function closeMenusBut(keep: HTMLElement) {
  for (const open of document.querySelectorAll<HTMLElement>('button[aria-haspopup="menu"][aria-expanded="true"]'))
    if (open !== keep) fireEvent.click(open);
}

/** The open dropdown menu's items (a row's 更多). */
const openMenuItems = () => [
  ...document.querySelectorAll<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item'),
];

/**
 * A row's action as a user reaches it: its button in the row, or, past the three shown, the item
 * under the row's 更多 (More), which this opens. Clicking a disabled one does nothing, as for a user.
 */
export async function rowAction(row: HTMLElement, caption: string): Promise<HTMLElement> {
  const inline = [...row.querySelectorAll('button')].find((b) => readCaption(b.textContent) === caption);
  if (inline) return inline;
  const more = [...buttons('更多', row), ...buttons('More', row)][0];
  if (!more) throw new Error(`no action "${caption}" and no 更多 in the row`);
  // Opened unless this row's menu is open already (a click on 更多 would close it).
  closeMenusBut(more);
  if (more.getAttribute('aria-expanded') !== 'true') fireEvent.click(more);
  return waitFor(() => {
    const item = openMenuItems().find((node) => readCaption(node.textContent) === caption);
    if (!item) throw new Error(`no item "${caption}" under 更多`);
    return item;
  });
}

/** The captions under a row's 更多, in order (opens it). */
export async function moreActions(row: HTMLElement): Promise<string[]> {
  const more = [...buttons('更多', row), ...buttons('More', row)][0];
  if (!more) return [];
  closeMenusBut(more);
  if (more.getAttribute('aria-expanded') !== 'true') fireEvent.click(more);
  return waitFor(() => {
    const items = openMenuItems();
    if (items.length === 0) throw new Error('更多 not open');
    return items.map((node) => readCaption(node.textContent));
  });
}

/**
 * Every action of a row in its order (the buttons, then what 更多 holds), split by whether the row
 * allows it: one it does not is there, disabled.
 */
export async function rowActionStates(row: HTMLElement): Promise<{ allowed: string[]; disabled: string[] }> {
  const inline = [...row.querySelectorAll<HTMLButtonElement>('td:last-child button')]
    .map((b) => ({ caption: readCaption(b.textContent), disabled: b.disabled }))
    .filter(({ caption }) => caption !== '更多' && caption !== 'More');
  const more = (await moreActions(row)).length
    ? openMenuItems().map((node) => ({
        caption: readCaption(node.textContent),
        disabled: node.getAttribute('aria-disabled') === 'true',
      }))
    : [];
  // Closed again, as a user leaves it.
  const trigger = [...buttons('更多', row), ...buttons('More', row)][0];
  if (trigger?.getAttribute('aria-expanded') === 'true') fireEvent.click(trigger);
  const all = [...inline, ...more];
  return {
    allowed: all.filter((each) => !each.disabled).map((each) => each.caption),
    disabled: all.filter((each) => each.disabled).map((each) => each.caption),
  };
}
