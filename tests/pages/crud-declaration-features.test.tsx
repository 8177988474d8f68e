import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceDef } from '../../src/resources/types';
import { button, buttons, findButton, findDialog, tableRows, waitForRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

// What the onetoone screens declare, on the parameters route (a route the admin's menu has):
// no detail call (the row is the record), one id per `del/{id}`, money, electives joined 'a / b'.
const BASE = 'zhiyuan-management/onetoone/serve-info';
vi.mock('../../src/resources/system', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/resources/system')>();
  const service: ResourceDef = {
    name: 'param',
    route: '/system/param',
    label: 'param.title',
    noun: 'param.name',
    permission: 'param',
    api: {
      base: 'zhiyuan-management/onetoone/serve-info',
      family: 'onetoone',
      endpoints: { detail: '', create: 'save-and-update', update: 'save-and-update', remove: 'del/{id}' },
    },
    actions: { add: true, edit: true, delete: true, view: true },
    newestFirst: false,
    fields: [
      { name: 'paramName', label: 'param.paramName', table: true, search: true, form: true },
      { name: 'price', label: 'param.paramValue', type: 'number', display: 'money', table: true, form: true },
      {
        name: 'electives',
        label: 'param.remark',
        type: 'select',
        options: { dict: 'elective' },
        multiple: true,
        joined: true,
        joinWith: ' / ',
        table: true,
        form: true,
      },
    ],
  };
  return { ...actual, systemResources: actual.systemResources.map((def) => (def.name === 'param' ? service : def)) };
});

const standin = standinForTests();
const admin = { username: 'admin', password: 'admin' };
const rows = [
  { id: '11', paramName: '志愿填报精品', price: 1234.5, electives: 'W,H' },
  { id: '12', paramName: '选科指导', price: 299, electives: 'O' },
];

function serve() {
  const seen: string[] = [];
  standin.server.use(
    mswHttp.get(`*/api/${BASE}/search`, ({ request }) => {
      seen.push(`GET search${new URL(request.url).search}`);
      return HttpResponse.json({
        code: 200,
        success: true,
        data: { records: rows, total: rows.length, size: 10, current: 1, pages: 1 },
      });
    }),
    mswHttp.get(`*/api/${BASE}/detail`, () => {
      seen.push('GET detail');
      return HttpResponse.json({ code: 400, success: false, msg: 'no such call' }, { status: 400 });
    }),
    mswHttp.post(`*/api/${BASE}/*`, async ({ request }) => {
      const body = await request.text();
      seen.push(`POST ${new URL(request.url).pathname.replace(`/api/${BASE}/`, '')}${body ? ` ${body}` : ''}`);
      return HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: true });
    }),
  );
  return seen;
}

describe('declaration features of the onetoone screens', () => {
  it('shows money as ¥ with two decimals and electives joined as 物 / 化', async () => {
    serve();
    await renderApp('/system/param', admin);
    await waitForRows(2);
    expect(tableRows()[0].textContent).toContain('¥1,234.50');
    await waitFor(() => expect(tableRows()[0].textContent).toContain('物 / 化'));
    expect(tableRows()[1].textContent).toContain('¥299.00');
    expect(tableRows()[1].textContent).toContain('不限');
  });

  it('edits from the list row without a detail call and saves with save-and-update', async () => {
    const seen = serve();
    await renderApp('/system/param', admin);
    await waitForRows(2);
    fireEvent.click(buttons('编辑', tableRows()[0])[0]);
    const dialog = await findDialog();
    const name = (await within(dialog).findByDisplayValue('志愿填报精品')) as HTMLInputElement;
    fireEvent.change(name, { target: { value: '志愿填报尊享' } });
    fireEvent.click(button('修改', dialog));
    expect(await screen.findByText('更新成功')).toBeTruthy();
    expect(seen).not.toContain('GET detail');
    const save = seen.find((line) => line.startsWith('POST save-and-update'));
    expect(JSON.parse(save!.slice('POST save-and-update '.length))).toMatchObject({
      id: '11',
      paramName: '志愿填报尊享',
      price: 1234.5,
      electives: 'W,H',
    });
  });

  it('views the row itself, and removes selected rows one del/{id} call each', async () => {
    const seen = serve();
    await renderApp('/system/param', admin);
    await waitForRows(2);
    fireEvent.click(buttons('查看', tableRows()[1])[0]);
    const view = await findDialog();
    expect(await within(view).findByText('¥299.00')).toBeTruthy();
    fireEvent.click(button('关闭', view));
    for (const row of tableRows()) fireEvent.click(row.querySelector('input[type=checkbox]')!);
    fireEvent.click(button('删除'));
    fireEvent.click(await findButton('确定'));
    await waitFor(() =>
      expect(seen.filter((line) => line.startsWith('POST del/'))).toEqual(['POST del/11', 'POST del/12']),
    );
    expect(seen).not.toContain('GET detail');
  });

  it('opens searched when its URL carries a search (a link from the home page)', async () => {
    const seen = serve();
    await renderApp('/system/param?paramName=精品&ignored=1', admin);
    await waitForRows(2);
    const query = new URLSearchParams(seen.find((line) => line.startsWith('GET search'))!.slice('GET search'.length));
    expect(query.get('paramName')).toBe('精品');
    expect(query.has('ignored')).toBe(false);
    expect((screen.getByPlaceholderText('请输入参数名称') as HTMLInputElement).value).toBe('精品');
  });
});
