import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { initI18n } from '../../src/providers/i18n';
import { createServices } from '../../src/services';
import { button, waitForRows } from '../support/dom';
import { standinForTests } from '../support/standin';
import { pick } from './oto-kit';
import { TestStyles } from '../support/test-styles';

// A list's page, size, search and order live in its URL: what F5, back/forward, a pasted link and
// going back to a tab show, on 订单管理 against the stand-in (its 88 orders 服务中 make three pages
// of 30).

const standin = standinForTests();
const admin = { tenantId: '000000', username: 'admin', password: 'admin' };

// What the address bar says, and its back/forward buttons: the router's own location, read beside
// the console (a page inside a tab keeps the location it was last shown at).
const bar = {} as { at: Location; go: NavigateFunction };
function AddressBar() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    bar.at = location;
    bar.go = navigate;
  });
  return null;
}
const go = (delta: number | string) => act(() => void bar.go(delta as never));

/** The console opened at `url` (typed, pasted, or reloaded with F5: the router starts there). */
async function openAt(url: string, { loggedIn = true } = {}) {
  await initI18n('zh');
  const services = createServices();
  if (loggedIn && !(await services.auth.login(admin)).success) throw new Error('login failed');
  return render(
    <TestStyles>
      <MemoryRouter initialEntries={[url]}>
        <App services={services} />
        <AddressBar />
      </MemoryRouter>
    </TestStyles>,
  );
}

const lists = () => standin.calls('/student-order/search');
const sent = () => lists().at(-1)!.url.searchParams;
/** The query of the last list call, the wire's words only (no tenant or cache noise). */
const wire = (params = sent()): Record<string, string> =>
  Object.fromEntries(
    ['current', 'size', 'orderStatus', 'ascs', 'descs'].flatMap((k) =>
      params.has(k) ? [[k, params.get(k) ?? '']] : [],
    ),
  );
const pane = () => document.querySelector<HTMLElement>('.tab-pane[data-path="/oto/order"]')!;
const activePage = () => pane().querySelector('.ant-pagination-item-active')?.textContent;
const rowTexts = () => [...pane().querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((row) => row.textContent);
const searchForm = () => pane().querySelector<HTMLElement>('form.crud-search')!;
const statusShown = () =>
  [...searchForm().querySelectorAll('.ant-form-item')]
    .find((item) => item.querySelector('label')?.textContent === '订单状态')
    ?.querySelector('.ant-select-selection-item')?.textContent ?? '';
const createTimeHeader = () =>
  [...pane().querySelectorAll<HTMLElement>('.ant-table-thead th.ant-table-column-has-sorters')].find((th) =>
    th.textContent?.includes('下单时间'),
  )!;
const sortShown = () => createTimeHeader().getAttribute('aria-sort');

/** Waits until the last list call asked for `query` and its rows are drawn. */
async function settled(query: Record<string, string>, rows: number) {
  await waitFor(() => expect(wire()).toEqual(query));
  await waitFor(() => expect(rowTexts()).toHaveLength(rows));
  await waitFor(() => expect(pane().querySelector('.ant-spin-blur')).toBeNull());
}

const toPage = (page: number) => fireEvent.click(pane().querySelector(`.ant-pagination-item-${page}`) as HTMLElement);

async function toSize(label: string) {
  fireEvent.mouseDown(pane().querySelector('.ant-pagination-options .ant-select-selector') as HTMLElement);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (node) => node.textContent === label,
    );
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  fireEvent.click(option);
}

const menuItem = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('.console-sider .ant-menu-item')].find((el) => el.textContent === name)!;
const tab = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('.tab-bar .tab-label')].find((el) => el.textContent === name);
const tabAt = (name: string) => {
  const found = tab(name);
  if (!found) throw new Error(`no tab ${name}`);
  return found;
};

const FINAL = '?current=2&size=30&orderStatus=2&descs=create_time';

/**
 * Pages to 3, 30 a page, searches 服务中, orders by 下单时间 newest first, and turns to page 2,
 * checking the URL after each step. Answers the rows each address showed.
 */
async function walkTheList() {
  const view = await openAt('/oto/order');
  await settled({ current: '1', size: '10' }, 10);
  // Provinces show … until the region names are in (the first test of a run loads them).
  await waitFor(() => expect(rowTexts().join('')).not.toContain('…'));
  const shown = new Map<string, (string | null)[]>();
  shown.set('', rowTexts());
  // Each change asks the server once (not again when the URL follows), and the URL says it.
  const step = async (change: () => unknown, query: Record<string, string>, rows: number, search: string) => {
    const before = lists().length;
    await change();
    await settled(query, rows);
    await waitFor(() => expect(bar.at.search).toBe(search));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lists().length - before).toBe(1);
    shown.set(search, rowTexts());
  };
  await step(() => toPage(3), { current: '3', size: '10' }, 10, '?current=3');
  await step(() => toSize('30 条/页'), { current: '1', size: '30' }, 30, '?size=30');
  await pick(searchForm(), '订单状态', '服务中');
  const search = () => fireEvent.click(button('搜索', searchForm()));
  await step(search, { current: '1', size: '30', orderStatus: '2' }, 30, '?size=30&orderStatus=2');
  // A sortable header: the first click orders it ascending, the second descending.
  const sort = () => fireEvent.click(createTimeHeader());
  const ordered = { current: '1', size: '30', orderStatus: '2' };
  await step(sort, { ...ordered, ascs: 'create_time' }, 30, '?size=30&orderStatus=2&ascs=create_time');
  await step(sort, { ...ordered, descs: 'create_time' }, 30, '?size=30&orderStatus=2&descs=create_time');
  await step(() => toPage(2), { ...ordered, current: '2', descs: 'create_time' }, 30, FINAL);
  expect(bar.at.pathname).toBe('/oto/order');
  return { view, shown };
}

/** The list shows what it showed at `search` before (its rows may come from the query cache). */
async function showsAgain(shown: Map<string, (string | null)[]>, search: string, page: string) {
  await waitFor(() => expect(bar.at.search).toBe(search));
  await waitFor(() => expect(rowTexts()).toEqual(shown.get(search)));
  expect(activePage()).toBe(page);
}

describe('a list’s state in its URL', () => {
  // One walk through seven states serves the three checks: each walk renders 30-row pages seven
  // times, the slowest thing a page test does.
  it('writes page, size, search and order to the URL; back and forward land on each state; F5 shows the same rows', async () => {
    const { view, shown } = await walkTheList();
    const rows = shown.get(FINAL);
    const asked = wire();

    go(-1);
    await showsAgain(shown, '?size=30&orderStatus=2&descs=create_time', '1');
    go(-1);
    await showsAgain(shown, '?size=30&orderStatus=2&ascs=create_time', '1');
    expect(sortShown()).toBe('ascending');
    await waitFor(() => expect(statusShown()).toBe('服务中'));
    go(-2);
    await showsAgain(shown, '?size=30', '1');
    // The search form says what the list shows: nothing searched.
    await waitFor(() => expect(statusShown()).toBe(''));
    expect(sortShown()).toBeNull();
    go(-1);
    await showsAgain(shown, '?current=3', '3');
    // Back to where the list opened: page 1, 10 a page, nothing searched or ordered.
    go(-1);
    await showsAgain(shown, '', '1');
    // And forward again, to the end.
    go(6);
    await showsAgain(shown, FINAL, '2');
    await waitFor(() => expect(statusShown()).toBe('服务中'));
    expect(sortShown()).toBe('descending');
    expect(pane().querySelector('.ant-pagination-options .ant-select-selection-item')?.textContent).toBe('30 条/页');

    // The page goes; the session (its storage) stays.
    view.unmount();
    // F5: the console starts again at the same address.
    const before = lists().length;
    await openAt(`/oto/order${FINAL}`);
    await settled(asked, 30);
    // One call, already the right one: not page 1 first and then page 2.
    expect(
      lists()
        .slice(before)
        .map((call) => wire(call.url.searchParams)),
    ).toEqual([asked]);
    await waitFor(() => expect(rowTexts()).toEqual(rows));
    expect(activePage()).toBe('2');
    expect(pane().querySelector('.ant-pagination-options .ant-select-selection-item')?.textContent).toBe('30 条/页');
    await waitFor(() => expect(statusShown()).toBe('服务中'));
    expect(sortShown()).toBe('descending');
    expect(bar.at.search).toBe(FINAL);
  });

  it('a tab keeps its state: its menu item and its tab go back to it, a closed tab opens fresh', async () => {
    await openAt('/oto/order');
    await waitForRows(10);
    toPage(3);
    await settled({ current: '3', size: '10' }, 10);
    const rows = rowTexts();
    const calls = lists().length;

    // Elsewhere, the hidden list leaves the address alone.
    go('/system/param');
    await waitFor(() => expect(document.title).toMatch(/^参数管理/));
    await waitForRows(10);
    expect(bar.at.pathname + bar.at.search).toBe('/system/param');

    // Its menu item leads to the bare path: the tab shows page 3 as it was, and the address says so.
    fireEvent.click(menuItem('订单管理'));
    await waitFor(() => expect(bar.at.pathname + bar.at.search).toBe('/oto/order?current=3'));
    expect(activePage()).toBe('3');
    expect(rowTexts()).toEqual(rows);
    expect(lists()).toHaveLength(calls);

    // Its tab, from another page, goes back to page 3 too.
    fireEvent.click(tabAt('参数管理'));
    await waitFor(() => expect(bar.at.pathname).toBe('/system/param'));
    fireEvent.click(tabAt('订单管理'));
    await waitFor(() => expect(bar.at.pathname + bar.at.search).toBe('/oto/order?current=3'));
    expect(activePage()).toBe('3');

    // Closed and opened again from the menu: a fresh list.
    fireEvent.click(tabAt('参数管理'));
    await waitFor(() => expect(bar.at.pathname).toBe('/system/param'));
    fireEvent.click(tabAt('订单管理').closest('[role="tab"]')!.querySelector('.console-tab-close') as HTMLElement);
    await waitFor(() => expect(tab('订单管理')).toBeUndefined());
    fireEvent.click(menuItem('订单管理'));
    await waitFor(() => expect(pane()).toBeTruthy());
    await settled({ current: '1', size: '10' }, 10);
    expect(bar.at.pathname + bar.at.search).toBe('/oto/order');
  });

  it('a link pasted before logging in opens at its page after the login', async () => {
    await openAt('/oto/order?current=3&orderStatus=2', { loggedIn: false });
    fireEvent.click(await waitFor(() => button('登录')));
    await settled({ current: '3', size: '10', orderStatus: '2' }, 10);
    await waitFor(() => expect(bar.at.pathname + bar.at.search).toBe('/oto/order?current=3&orderStatus=2'));
    expect(activePage()).toBe('3');
    await waitFor(() => expect(statusShown()).toBe('服务中'));
  });

  it('the organization picked beside 机构订单 is in the URL: back drops it, F5 keeps it', async () => {
    const at = '.tab-pane[data-path="/oto/org-order"]';
    const orgPane = () => document.querySelector<HTMLElement>(at)!;
    const orgRows = () => orgPane().querySelectorAll('.ant-table-tbody tr.ant-table-row');
    const picked = () => orgPane().querySelector('.crud-side-tree .ant-tree-node-selected')?.textContent ?? '';
    const orgOf = () => lists().at(-1)!.url.searchParams.get('orgId');
    const org = standin.db.tables.otoOrgs.filter((row) => row.tenantId === '000000')[1];

    const view = await openAt('/oto/org-order');
    await waitFor(() => expect(orgRows().length).toBeGreaterThan(0));
    const all = orgPane().querySelector('.ant-pagination-total-text')?.textContent;
    fireEvent.click(await waitFor(() => within(orgPane()).getByText(org.orgName, { selector: '.crud-side-tree *' })));
    await waitFor(() => expect(bar.at.search).toBe(`?orgId=${org.id}`));
    await waitFor(() => expect(orgOf()).toBe(org.id));
    expect(picked()).toBe(org.orgName);
    await waitFor(() => expect(orgPane().querySelector('.ant-pagination-total-text')?.textContent).not.toBe(all));
    const ofOrg = orgPane().querySelector('.ant-pagination-total-text')?.textContent;

    // Back: the whole list again (from the query cache), nothing picked.
    go(-1);
    await waitFor(() => expect(bar.at.search).toBe(''));
    await waitFor(() => expect(picked()).toBe(''));
    await waitFor(() => expect(orgPane().querySelector('.ant-pagination-total-text')?.textContent).toBe(all));
    go(1);
    await waitFor(() => expect(picked()).toBe(org.orgName));
    await waitFor(() => expect(orgPane().querySelector('.ant-pagination-total-text')?.textContent).toBe(ofOrg));
    view.unmount();

    // F5 on the picked organization: its orders from the first call, the node picked.
    const before = lists().length;
    await openAt(`/oto/org-order?orgId=${org.id}`);
    await waitFor(() => expect(orgRows().length).toBeGreaterThan(0));
    expect(
      lists()
        .slice(before)
        .map((call) => call.url.searchParams.get('orgId')),
    ).toEqual([org.id]);
    await waitFor(() => expect(picked()).toBe(org.orgName));
  });

  it('a search cleared leaves the bare address, which stays bare', async () => {
    await openAt('/oto/order?orderStatus=2');
    await settled({ current: '1', size: '10', orderStatus: '2' }, 10);
    await waitFor(() => expect(statusShown()).toBe('服务中'));
    fireEvent.click(button('清空', searchForm()));
    await settled({ current: '1', size: '10' }, 10);
    await waitFor(() => expect(bar.at.search).toBe(''));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bar.at.pathname + bar.at.search).toBe('/oto/order');
    expect(wire()).toEqual({ current: '1', size: '10' });
  });
});
