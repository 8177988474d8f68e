import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { button, findButton, findDialog, rowAction } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';
import { admin, itemOf, pick, rowWith, type } from './oto-kit';

// 数据模型: a model made from a datasource's table (the table list follows the datasource, the
// table fills in the names), and its 模型配置 grid: the table's 40 columns, two edits saved in one
// submit-list, the same values on reopening; a refused save keeps the edits; closing asks.

const standin = standinForTests();

type Sent = {
  modelId: string;
  jdbcName: string;
  comment: string;
  isQuery: number;
  queryType: string;
  propertyType: string;
  id?: string;
};

/** The grid row of the column `jdbcName`. */
const gridRow = (dialog: HTMLElement, jdbcName: string) =>
  [...dialog.querySelectorAll<HTMLElement>('.prototype-grid tbody tr')].find(
    (tr) => tr.querySelectorAll('td')[1]?.textContent === jdbcName,
  )!;
const cell = (row: HTMLElement, label: string) => row.querySelector<HTMLElement>(`[aria-label="${label}"]`)!;

async function openGrid(modelName: string) {
  fireEvent.click(await rowAction(await rowWith(modelName), '模型配置'));
  const dialog = await findDialog();
  await waitFor(() => expect(dialog.querySelectorAll('.prototype-grid tbody tr').length).toBeGreaterThan(0));
  return dialog;
}

/** Picks `option` in a grid cell's select (antd's Select once the cell is clicked). */
async function pickIn(select: HTMLElement, option: string) {
  fireEvent.click(select);
  const choice = await waitFor(() => {
    const node = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')]
      .filter((n) => n.textContent === option)
      .at(-1);
    if (!node) throw new Error(`no option ${option}`);
    return node;
  });
  fireEvent.click(choice);
}

describe('data model page', () => {
  it('adds a model: the table list follows the datasource, and picking a table fills in class, name and code', async () => {
    await renderApp('/tool/model', admin);
    await rowWith('通知公告');
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    await pick(modal, '数据源', 'postgresql-report');
    await pick(modal, '物理表名', 'rpt_expert_performance:专家业绩统计');
    await waitFor(() =>
      expect((itemOf(modal, '模型类名').querySelector('input') as HTMLInputElement).value).toBe('ExpertPerformance'),
    );
    expect((itemOf(modal, '模型名称').querySelector('input') as HTMLInputElement).value).toBe('专家业绩统计');
    expect((itemOf(modal, '模型编号').querySelector('input') as HTMLInputElement).value).toBe('expertPerformance');
    // Another datasource: its own tables, and the table picked is no longer one of them.
    await pick(modal, '数据源', 'mysql');
    await waitFor(() => expect(itemOf(modal, '物理表名').querySelector('.ant-select-selection-item')).toBeNull());
    await pick(modal, '物理表名', 'blade_param:参数表');
    fireEvent.click(button('保存', modal));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const mysql = standin.db.tables.datasources.find((row) => row.name === 'mysql')!;
    expect(standin.calls('/model/table-list').map((call) => call.url.searchParams.get('datasourceId'))).toContain(
      mysql.id,
    );
    expect(JSON.parse(standin.calls('/model/submit')[0].body)).toMatchObject({
      datasourceId: mysql.id,
      modelTable: 'blade_param',
      modelClass: 'ExpertPerformance',
      modelName: '专家业绩统计',
    });
  });

  it('edits two fields of a 40-column table, saves them with submit-list and shows them again on reopening', async () => {
    await renderApp('/tool/model', admin);
    const order = standin.db.tables.developModels.find((row) => row.modelCode === 'orderInfo')!;
    let dialog = await openGrid('订单信息');
    expect(dialog.querySelectorAll('.prototype-grid tbody tr')).toHaveLength(40);
    expect(within(dialog).getByText(/该模型尚未保存字段配置/)).toBeTruthy();
    expect(standin.calls('/model/model-prototype')[0].url.searchParams.get('modelId')).toBe(order.id);
    type(cell(gridRow(dialog, 'student_name'), '字段说明'), '考生姓名');
    fireEvent.click(cell(gridRow(dialog, 'order_no'), '查询配置'));
    await pickIn(cell(gridRow(dialog, 'order_no'), '查询类型'), '模糊');
    fireEvent.click(button('提交', dialog));
    expect(await screen.findByText('更新成功')).toBeTruthy();

    const sent = JSON.parse(standin.calls('/model-prototype/submit-list')[0].body) as Sent[];
    expect(sent).toHaveLength(40);
    expect(sent.every((row) => row.modelId === order.id && row.id === undefined)).toBe(true);
    expect(sent.find((row) => row.jdbcName === 'student_name')).toMatchObject({
      comment: '考生姓名',
      propertyType: 'String',
    });
    expect(sent.find((row) => row.jdbcName === 'order_no')).toMatchObject({ isQuery: 1, queryType: 'like' });
    expect(sent.find((row) => row.jdbcName === 'amount')).toMatchObject({
      jdbcType: 'decimal(10,2)',
      propertyType: 'BigDecimal',
      propertyEntity: 'java.math.BigDecimal',
    });
    await waitFor(() => expect(document.querySelector('.prototype-grid')).toBeNull());

    dialog = await openGrid('订单信息');
    expect(within(dialog).getByText('共 40 个字段')).toBeTruthy();
    expect((cell(gridRow(dialog, 'student_name'), '字段说明') as HTMLInputElement).value).toBe('考生姓名');
    expect(cell(gridRow(dialog, 'order_no'), '查询配置').getAttribute('aria-checked')).toBe('true');
    expect(gridRow(dialog, 'order_no').textContent).toContain('模糊');
  });

  it('keeps the edits when the save is refused, marks a blank property name, and asks before closing', async () => {
    await renderApp('/tool/model', admin);
    const dialog = await openGrid('通知公告');
    const title = gridRow(dialog, 'title');
    // Checked here first: nothing is sent while a property name is blank.
    type(cell(title, '实体列名'), '');
    fireEvent.click(button('提交', dialog));
    expect(await screen.findByText('1 个字段缺少实体列名或查询类型,已标红')).toBeTruthy();
    expect(cell(title, '实体列名').getAttribute('aria-invalid')).toBe('true');
    expect(standin.calls('/model-prototype/submit-list')).toHaveLength(0);
    type(cell(title, '实体列名'), 'noticeTitle');
    type(cell(title, '字段说明'), '公告标题');
    standin.server.use(
      http.post('*/model-prototype/submit-list', () =>
        HttpResponse.json({ code: 400, success: false, data: null, msg: 'title: 字典编码不存在' }, { status: 400 }),
      ),
    );
    fireEvent.click(button('提交', dialog));
    expect(await screen.findByText('title: 字典编码不存在')).toBeTruthy();
    expect((cell(gridRow(dialog, 'title'), '字段说明') as HTMLInputElement).value).toBe('公告标题');
    expect((cell(gridRow(dialog, 'title'), '实体列名') as HTMLInputElement).value).toBe('noticeTitle');
    fireEvent.click(button('关闭', dialog));
    expect(await screen.findByText('放弃未保存的修改?')).toBeTruthy();
    fireEvent.click(await findButton('继续编辑'));
    expect((cell(gridRow(dialog, 'title'), '字段说明') as HTMLInputElement).value).toBe('公告标题');
  });
});
