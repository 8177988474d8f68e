import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, buttons, pickDay, tableRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';
import { crudColumns } from '../../src/crud/crud-columns';
import { prettyParams } from '../../src/pages/log/pretty-params';
import { i18n, initI18n } from '../../src/providers/i18n';
import { logResources } from '../../src/resources/log';
import { admin, headers, itemOf, pick, type } from './oto-kit';

// 通用日志, 接口日志, 错误日志: read-only lists searched by service, request URI and a time range
// (as Blade's map lists take them), and a log's drawer: the stack trace in a monospace block that
// is copied whole.

const standin = standinForTests();

const search = () => document.querySelector<HTMLElement>('.crud-search')!;
const lastList = (kind: string) => standin.calls(`/blade-log/${kind}/list`).at(-1)!.url.searchParams;
/** The texts of the column headed `header`, row by row. */
const cellsOf = (header: string) => {
  const column = headers().indexOf(header);
  return [...tableRows()].map((row) => row.querySelectorAll('td')[column]?.textContent ?? '');
};
/** jsdom has no clipboard: the test gives the page one. */
const giveClipboard = (writeText: (text: string) => Promise<void>) =>
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
/** The newest usual log's time, found over every row (whatever order the list answers in). */
async function newestUsualTime(): Promise<string> {
  const sent = standin.calls('/blade-log/usual/list').at(-1)!;
  const url = new URL(sent.url);
  url.search = '?current=1&size=5000';
  const rows = (await (await fetch(url, { headers: sent.headers })).json()).data.records as { createTime: string }[];
  expect(rows).toHaveLength(3000);
  return rows.reduce((newest, row) => (row.createTime > newest ? row.createTime : newest), '');
}
const drawer = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-drawer-open .ant-drawer-content');
    if (!found) throw new Error('no drawer');
    return found;
  });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('log lists', () => {
  it("lists usual logs newest first by asking for it, with Saber's columns, no add, edit or delete", async () => {
    await renderApp('/monitor/log/usual', admin);
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    expect(headers()).toEqual([
      '日志时间',
      '服务id',
      '日志级别',
      '日志id',
      '请求方法',
      '请求接口',
      '服务host',
      '服务ip',
      '软件环境',
      '操作',
    ]);
    expect(await screen.findByText('共 3000 条')).toBeTruthy();
    // Blade's usual list sets no order (the stand-in, like it, answers oldest first unasked): the
    // page asks for newest first from its first call, and the time column shows it.
    expect(Object.fromEntries(lastList('usual'))).toEqual({ current: '1', size: '10', descs: 'create_time' });
    const timeHeader = [...document.querySelectorAll('.ant-table-thead th')].find(
      (th) => th.textContent?.trim() === '日志时间',
    )!;
    expect(timeHeader.getAttribute('aria-sort')).toBe('descending');
    const times = cellsOf('日志时间');
    expect(times[0]).toBe(await newestUsualTime());
    expect(times).toEqual([...times].sort().reverse());
    expect(buttons('新增')).toHaveLength(0);
    expect(buttons('删除')).toHaveLength(0);
    expect(buttons('编辑')).toHaveLength(0);
    expect(buttons('查看')).toHaveLength(10);
  });

  it('sends the same newest-first order for API and error logs', async () => {
    await renderApp('/monitor/log/error', admin);
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    expect(lastList('error').get('descs')).toBe('create_time');
  });

  it('searches API logs by service, request URI and a whole-day time range, as the wire says', async () => {
    await renderApp('/monitor/log/api', admin);
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    type(itemOf(search(), '服务id').querySelector('input')!, 'management');
    type(itemOf(search(), '请求接口').querySelector('input')!, '/menu/');
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const dayOf = (date: number) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(date)}`;
    const [first, last] = [dayOf(Math.max(1, now.getDate() - 3)), dayOf(now.getDate())];
    const range = itemOf(search(), '日志时间').querySelector<HTMLInputElement>('.ant-picker-range input')!;
    fireEvent.mouseDown(range);
    fireEvent.click(range);
    await pickDay(first);
    await pickDay(last);
    fireEvent.click(button('搜索'));
    await waitFor(() => expect(lastList('api').get('createTime_dategt')).toBe(`${first} 00:00:00`));
    const sent = lastList('api');
    expect(sent.get('createTime_datelt')).toBe(`${last} 23:59:59`);
    expect(sent.get('serviceId')).toBe('management');
    expect(sent.get('requestUri')).toBe('/menu/');
    expect(sent.get('current')).toBe('1');
    await waitFor(() => expect(cellsOf('服务id').length).toBeGreaterThan(0));
    await waitFor(() => expect(cellsOf('服务id').every((cell) => cell === 'zhiyuan-management')).toBe(true));
    expect(cellsOf('请求接口').every((uri) => uri.startsWith('/menu/'))).toBe(true);
    expect(cellsOf('日志时间').every((time) => time.slice(0, 10) >= first && time.slice(0, 10) <= last)).toBe(true);
  });

  it('searches usual logs by level', async () => {
    await renderApp('/monitor/log/usual', admin);
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    await pick(search(), '日志级别', 'WARN');
    fireEvent.click(button('搜索'));
    await waitFor(() => expect(lastList('usual').get('logLevel')).toBe('WARN'));
    await waitFor(() => expect(cellsOf('日志级别').every((level) => level === 'WARN')).toBe(true));
  });
});

describe("a log's drawer", () => {
  it('opens an error log from its request URI, shows the stack trace in monospace and copies it whole', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    giveClipboard(writeText);
    await renderApp('/monitor/log/error', admin);
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    const link = tableRows()[0].querySelector<HTMLButtonElement>('button.crud-cell-link')!;
    const uri = link.textContent!;
    fireEvent.click(link);
    const panel = await drawer();
    await waitFor(() => expect(standin.calls('/blade-log/error/detail')).toHaveLength(1));
    const call = standin.calls('/blade-log/error/detail')[0];
    const log = (await (await fetch(call.url, { headers: call.headers })).json()).data as Record<string, string>;
    expect(within(panel).getAllByText(uri).length).toBeGreaterThan(0);
    const trace = within(panel).getByRole('region', { name: '日志数据' }).querySelector('pre')!;
    expect(trace.className).toContain('log-text-body');
    expect(trace.textContent).toBe(log.stackTrace);
    expect(trace.textContent).toMatch(/\n\tat org\.springblade\./);
    expect(within(panel).getByText(log.exceptionName)).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: '复制 日志数据' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(log.stackTrace));
    expect(await screen.findByText('已复制到剪贴板')).toBeTruthy();
  });

  it('opens from 查看 with the request data pretty-printed', async () => {
    // Opened searched: the dictionary calls always carry a query string.
    await renderApp('/monitor/log/api?requestUri=/dict-biz/dictionary', admin);
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    fireEvent.click(button('查看', tableRows()[0]));
    const panel = await drawer();
    await waitFor(() => expect(standin.calls('/blade-log/api/detail')).toHaveLength(1));
    const call = standin.calls('/blade-log/api/detail')[0];
    const log = (await (await fetch(call.url, { headers: call.headers })).json()).data as Record<string, string>;
    const params = within(panel).getByRole('region', { name: '请求数据' }).querySelector('pre');
    expect(log.params).toMatch(/^code=/);
    expect(params?.textContent).toBe(prettyParams(log.params));
    expect(params?.textContent).toMatch(/^code = \w+$/);
    expect(within(panel).getByText(`${log.methodClass}.${log.methodName}`)).toBeTruthy();
    expect(within(panel).getByText(log.userAgent)).toBeTruthy();
    expect(within(panel).getByText(log.time)).toBeTruthy();
  });

  it('says so when copying is refused', async () => {
    giveClipboard(async () => Promise.reject(new Error('denied')));
    await renderApp('/monitor/log/usual', admin);
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    fireEvent.click(button('查看', tableRows()[0]));
    const panel = await drawer();
    fireEvent.click(within(panel).getByRole('button', { name: '复制 日志数据' }));
    expect(await screen.findByText('复制失败,请选中文字后手动复制')).toBeTruthy();
  });
});

describe('request data as a person reads it', () => {
  it('indents JSON, splits a query string into decoded lines and leaves other text alone', () => {
    expect(prettyParams('{"id":"1","tags":["a"]}')).toBe('{\n  "id": "1",\n  "tags": [\n    "a"\n  ]\n}');
    expect(prettyParams('current=1&size=10&realName=%E7%8E%8B+%E6%99%93&params=%7B%22code%22%3A%221%22%7D')).toBe(
      'current = 1\nsize = 10\nrealName = 王 晓\nparams = {"code":"1"}',
    );
    expect(prettyParams('id=%E0%A4%A')).toBe('id = %E0%A4%A');
    expect(prettyParams('{"broken": ')).toBe('{"broken": ');
    expect(prettyParams('plain text, no pairs')).toBe('plain text, no pairs');
  });
});

describe('a cell that opens its row (FieldDef.opens)', () => {
  const def = logResources.find((each) => each.name === 'log-error')!;
  const row = { id: '1', requestUri: '/oss/endpoint/put-file' };
  const cell = (custom?: Parameters<typeof crudColumns>[2]['custom']) => {
    const columns = crudColumns(def, i18n.t, { custom }, new Map(), []);
    const uri = columns.find((column) => column.key === 'requestUri') as {
      render: (value: unknown, row: object) => ReactElement;
    };
    return render(uri.render(row.requestUri, row)).container;
  };

  it('is a link running the declared action for a user who holds it, plain text for one who does not', async () => {
    await initI18n('zh');
    const run = vi.fn();
    const link = cell({ actions: def.rowActions!, run }).querySelector('button.crud-cell-link')!;
    expect(link.textContent).toBe('/oss/endpoint/put-file');
    fireEvent.click(link);
    expect(run).toHaveBeenCalledWith(def.rowActions![0], row);
    const plain = cell(undefined);
    expect(plain.querySelector('button')).toBeNull();
    expect(plain.textContent).toBe('/oss/endpoint/put-file');
  });
});
