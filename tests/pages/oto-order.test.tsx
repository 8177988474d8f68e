import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OtoOrderRow } from '../../mocks/types-oto';
import { changeLanguage } from '../../src/providers/i18n';
import {
  button,
  buttons,
  findButton,
  findDialog,
  rowAction,
  rowActionStates,
  tableRows,
  waitForRows,
} from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';
import { cellUnder } from './oto-kit';
import { buildRegions } from '../../mocks/seed-data/regions';

// 订单管理 as staff meet it: labels instead of codes, the search on the wire, and each row action
// offered only where the server takes it, with what it sends and what the list shows after.

const standin = standinForTests();
const admin = { username: 'admin', password: 'admin' };
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

const orders = () => standin.db.tables.otoOrders.filter((order) => order.tenantId === '000000');
const orderWith = (test: (order: OtoOrderRow) => boolean) => {
  const found = orders().find(test);
  if (!found) throw new Error('no such order in the seed');
  return found;
};
const stored = (id: string) => standin.db.tables.otoOrders.find((order) => order.id === id)!;
const approvedExperts = (orgId: string) =>
  standin.db.tables.otoExperts.filter((expert) => expert.orgId === orgId && expert.auditStatus === '2');

/** The list opened on one order (the keyword from the URL, as the home page's links do). */
async function openOrder(order: OtoOrderRow) {
  await renderApp(`/oto/order?keyword=${order.orderNo}`, admin);
  return waitFor(() => {
    const rows = [...tableRows()];
    if (rows.length !== 1 || !rows[0].textContent?.includes(order.orderNo)) throw new Error(`rows: ${rows.length}`);
    return rows[0] as HTMLElement;
    // The first list of a run also loads the list page's code.
  });
}

/** The form item labelled `label` in `root`. */
const itemOf = (root: HTMLElement, label: string) => {
  const item = [...root.querySelectorAll<HTMLElement>('.ant-form-item')].find(
    (node) => node.querySelector('label')?.textContent === label,
  );
  if (!item) throw new Error(`no field ${label}`);
  return item;
};

async function pick(root: HTMLElement, label: string, option: string) {
  const selector = await waitFor(() => {
    const found = itemOf(root, label).querySelector<HTMLElement>('.ant-select-selector');
    if (!found) throw new Error('select not loaded');
    return found;
  });
  fireEvent.mouseDown(selector);
  const choice = await waitFor(() => {
    const node = [
      ...document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ].find((n) => n.textContent === option);
    if (!node) throw new Error(`no option ${option}`);
    return node;
  });
  fireEvent.click(choice);
}

/** The open confirm box (Modal.confirm). */
const confirmBox = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-modal-confirm');
    if (!found) throw new Error('no confirm');
    return found;
  });

const optionsShown = () =>
  [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map(
    (n) => n.textContent,
  );

describe('order list', () => {
  it('shows words and money, never codes, and searches by keyword, status and organization', async () => {
    const order = orderWith((o) => o.orderStatus === '1' && o.electives.includes(',') && o.subjectType === 'ZONG');
    const row = await openOrder(order);
    expect(standin.calls('/student-order/search')[0].url.searchParams.get('keyword')).toBe(order.orderNo);
    await waitFor(() => expect(row.textContent).toContain('已支付'));
    const text = row.textContent ?? '';
    // The regions load on first use (mocks/entities/region.ts): their names from the data module.
    const province = buildRegions().find((region) => region.code === order.province)!.name;
    expect(text).toContain(province);
    expect(text).toContain('综合');
    // Electives read 'a / b' in words.
    expect(text).toMatch(/[物化生政历地技] \/ [物化生政历地技]/);
    expect(text).toContain(`¥${order.amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(text).not.toContain(order.electives);

    // Status and organization as the search sends them.
    type(screen.getByPlaceholderText('请输入订单号/学生/手机号'), '');
    const form = document.querySelector<HTMLElement>('.crud-search')!;
    await pick(form, '订单状态', '已退款');
    const org = standin.db.tables.otoOrgs.find((o) => o.tenantId === '000000')!;
    await pick(form, '机构', org.orgName);
    fireEvent.click(button('搜索'));
    await waitFor(() => {
      const last = standin.calls('/student-order/search').at(-1)!.url.searchParams;
      expect(last.get('orderStatus')).toBe('4');
      expect(last.get('orgId')).toBe(org.id);
      expect(last.has('keyword')).toBe(false);
    });
    const expected = orders().filter((o) => o.orderStatus === '4' && o.orgId === org.id).length;
    expect(await screen.findByText(`共 ${expected} 条`)).toBeTruthy();
    // The first test of the file also loads the console's code.
  }, 40_000);

  it('shows no region code while the provinces load: … until the name is known', async () => {
    const release = standin.hold('get', '*/api/zhiyuan-management/region/select');
    await renderApp('/oto/order', admin);
    await waitForRows(10);
    const provinces = () => [...tableRows()].map((row) => cellUnder(row as HTMLElement, '省份'));
    expect(provinces().map((cell) => cell.textContent)).toEqual(Array(10).fill('…'));
    expect(provinces().every((cell) => cell.querySelector('[aria-busy="true"]'))).toBe(true);
    release();
    const names = new Set(buildRegions().map((region) => region.name));
    await waitFor(() => expect(provinces().every((cell) => names.has(cell.textContent ?? ''))).toBe(true));
  });

  it('searches by the student’s subject type and one elective, picked as words, sent as codes', async () => {
    await renderApp('/oto/order', admin);
    await waitForRows(10);
    const form = document.querySelector<HTMLElement>('.crud-search')!;
    await pick(form, '科类', '物理');
    await pick(form, '选科', '化');
    fireEvent.click(button('搜索'));
    await waitFor(() => {
      const last = standin.calls('/student-order/search').at(-1)!.url.searchParams;
      expect([last.get('subjectType'), last.get('electives')]).toEqual(['W', 'H']);
    });
    // One code among the order's (H in 'H,S'), not a text match.
    const expected = orders().filter((o) => o.subjectType === 'W' && o.electives.split(',').includes('H')).length;
    expect(expected).toBeGreaterThan(10);
    expect(await screen.findByText(`共 ${expected} 条`)).toBeTruthy();
    await waitFor(() =>
      expect(
        [...tableRows()].every(
          (row) => cellUnder(row, '科类').textContent === '物理' && cellUnder(row, '选科').textContent?.includes('化'),
        ),
      ).toBe(true),
    );
  }, 30_000);

  it('opens searched by a created-at range from its URL (whole days, spec §9)', async () => {
    const day = orders()[0].createTime.slice(0, 10);
    await renderApp(`/oto/order?createTime_dategt=${day} 00:00:00&createTime_datelt=${day} 23:59:59`, admin);
    await waitFor(() => expect(standin.calls('/student-order/search').length).toBeGreaterThan(0));
    const query = standin.calls('/student-order/search')[0].url.searchParams;
    expect(query.get('createTime_dategt')).toBe(`${day} 00:00:00`);
    expect(query.get('createTime_datelt')).toBe(`${day} 23:59:59`);
    const count = orders().filter((o) => o.createTime.startsWith(day)).length;
    expect(await screen.findByText(`共 ${count} 条`)).toBeTruthy();
  });

  // Every order shows every action in the same place; what its state does not allow is disabled.
  it('allows an unpaid order edit, delete, another expert and a status, but no refund or programme', async () => {
    expect(await rowActionStates(await openOrder(orderWith((o) => o.orderStatus === '0')))).toEqual({
      allowed: ['查看', '编辑', '删除', '更换专家', '变更状态'],
      disabled: ['退款', '服务方案'],
    });
  });

  it('allows a paid order in service every action but delete (the server keeps paid orders)', async () => {
    const paid = await openOrder(orderWith((o) => o.orderStatus === '2' && o.refundedAmount === 0));
    expect(await rowActionStates(paid)).toEqual({
      allowed: ['查看', '编辑', '更换专家', '变更状态', '退款', '服务方案'],
      disabled: ['删除'],
    });
  });

  it('allows a refunded order nothing but its view', async () => {
    expect(await rowActionStates(await openOrder(orderWith((o) => o.orderStatus === '4')))).toEqual({
      allowed: ['查看'],
      disabled: ['编辑', '删除', '更换专家', '变更状态', '退款', '服务方案'],
    });
  });

  it('allows a cancelled order its delete', async () => {
    expect(await rowActionStates(await openOrder(orderWith((o) => o.orderStatus === '5')))).toEqual({
      allowed: ['查看', '删除'],
      disabled: ['编辑', '更换专家', '变更状态', '退款', '服务方案'],
    });
  });
});

describe('bulk delete', () => {
  const toolbar = () => document.querySelector<HTMLElement>('.crud-toolbar')!;
  const tick = (row: Element) => fireEvent.click(row.querySelector('input[type="checkbox"]')!);
  const statusOf = (row: Element) => stored(row.getAttribute('data-row-key')!).orderStatus;

  it('sends only the unpaid and cancelled orders of a selection, naming the paid ones it skips', async () => {
    await renderApp('/oto/order', admin);
    // The first list of a run also loads the list page's code.
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    const rows = [...tableRows()];
    const removable = rows.filter((row) => ['0', '5'].includes(statusOf(row)));
    const kept = rows.filter((row) => !['0', '5'].includes(statusOf(row)));
    expect(removable.length).toBeGreaterThan(0);
    expect(kept.length).toBeGreaterThan(0);
    const picked = [removable[0], ...kept.slice(0, 2)];
    for (const row of picked) tick(row);
    fireEvent.click(button('删除', toolbar()));
    const box = await confirmBox();
    const keptNos = kept.slice(0, 2).map((row) => stored(row.getAttribute('data-row-key')!).orderNo);
    expect(box.textContent).toContain(`确定将选择数据删除? 其中 2 条不能删除,将跳过:${keptNos.join('、')}`);
    fireEvent.click(button('确定', box));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    const removed = standin.wire.filter(
      (call) => call.method === 'POST' && call.url.pathname.includes('/student-order/del'),
    );
    const id = removable[0].getAttribute('data-row-key')!;
    expect(removed.map((call) => call.url.pathname.split('/').at(-1))).toEqual([id]);
    expect(standin.db.tables.otoOrders.some((order) => order.id === id)).toBe(false);
    expect(keptNos.every((no) => orders().some((order) => order.orderNo === no))).toBe(true);
  });

  it('says in English that none of a paid selection can go, and sends nothing', async () => {
    await renderApp('/oto/order?orderStatus=1', admin);
    await waitForRows(10);
    await act(() => changeLanguage('en'));
    const [first, second] = [...tableRows()];
    tick(first);
    tick(second);
    fireEvent.click(button('Delete', toolbar()));
    const nos = [first, second].map((row) => stored(row.getAttribute('data-row-key')!).orderNo);
    expect(await screen.findByText(`None of the selected rows can be deleted: ${nos.join(', ')}`)).toBeTruthy();
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();
    expect(standin.wire.filter((call) => call.url.pathname.includes('/student-order/del'))).toEqual([]);
  });
});

describe('order actions', () => {
  it('changes the status only along the allowed moves, named in words, and the list shows it', async () => {
    const order = orderWith((o) => o.orderStatus === '0');
    const row = await openOrder(order);
    fireEvent.click(await rowAction(row, '变更状态'));
    const dialog = await findDialog();
    await waitFor(() =>
      expect([...dialog.querySelectorAll('.ant-radio-wrapper')].map((n) => n.textContent)).toEqual([
        '已支付',
        '已取消',
      ]),
    );
    fireEvent.click(button('确定', dialog));
    expect(await within(dialog).findByText('请选择新的状态')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('已支付'));
    fireEvent.click(button('确定', dialog));
    expect(await screen.findByText(`订单 ${order.orderNo} 已变更为「已支付」`)).toBeTruthy();
    expect(JSON.parse(standin.calls('/student-order/change-ord-status')[0].body)).toEqual({
      id: order.id,
      orderStatus: '1',
    });
    expect(stored(order.id)).toMatchObject({ orderStatus: '1', paidAmount: order.amount });
    // The list fetched again and shows the new state and what was paid.
    await waitFor(() => expect(tableRows()[0].textContent).toContain('已支付'));
    expect((await rowActionStates(tableRows()[0] as HTMLElement)).allowed).toContain('退款');
  });

  it('refunds part of a payment: more than is left is refused in the form, the reason is required, a confirm names the sum', async () => {
    const order = orderWith((o) => o.orderStatus === '1' && o.refundedAmount === 0 && o.paidAmount >= 1000);
    const row = await openOrder(order);
    fireEvent.click(await rowAction(row, '退款'));
    const dialog = await findDialog();
    const amount = dialog.querySelector<HTMLInputElement>('input.ant-input-number-input')!;
    type(amount, String(order.paidAmount + 1));
    fireEvent.blur(amount);
    fireEvent.click(button('退款', dialog));
    const limit = `¥${order.paidAmount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(await within(dialog).findByText(`退款金额不能超过可退金额 ${limit}`)).toBeTruthy();
    expect(await within(dialog).findByText('请输入退款原因')).toBeTruthy();
    type(amount, '200.5');
    fireEvent.blur(amount);
    type(within(dialog).getByPlaceholderText('请输入退款原因'), '学生放弃一次咨询');
    fireEvent.click(button('退款', dialog));
    expect(await screen.findByText(`确定给订单 ${order.orderNo} 退款 ¥200.50?`)).toBeTruthy();
    expect(standin.calls('/student-order/refund')).toHaveLength(0);
    fireEvent.click(button('确定', await confirmBox()));
    expect(await screen.findByText(`订单 ${order.orderNo} 已退款 ¥200.50`)).toBeTruthy();
    expect(JSON.parse(standin.calls('/student-order/refund')[0].body)).toEqual({
      id: order.id,
      refundAmount: 200.5,
      refundReason: '学生放弃一次咨询',
    });
    expect(stored(order.id)).toMatchObject({ refundedAmount: 200.5, orderStatus: '1' });
    await waitFor(() => expect(tableRows()[0].textContent).toContain('¥200.50'));
  });

  it('shows the server’s refusal when less is left than the form knew, and keeps the dialog', async () => {
    const order = orderWith((o) => o.orderStatus === '2' && o.refundedAmount === 0 && o.paidAmount >= 1000);
    const row = await openOrder(order);
    fireEvent.click(await rowAction(row, '退款'));
    const dialog = await findDialog();
    // Meanwhile someone else refunded all but ¥100.
    standin.db.update('otoOrders', { ...stored(order.id), refundedAmount: order.paidAmount - 100 });
    type(dialog.querySelector<HTMLInputElement>('input.ant-input-number-input')!, '500');
    type(within(dialog).getByPlaceholderText('请输入退款原因'), '重复支付');
    fireEvent.click(button('退款', dialog));
    fireEvent.click(await findButton('确定', await confirmBox()));
    expect(await screen.findByText('退款金额不能超过可退金额 ¥100.00')).toBeTruthy();
    expect(dialog.isConnected && within(dialog).getByPlaceholderText('请输入退款原因')).toBeTruthy();
    expect(stored(order.id).refundedAmount).toBe(order.paidAmount - 100);
  });

  it('changes the expert among the approved experts of the order’s organization', async () => {
    const order = orderWith((o) => o.orderStatus === '1' && o.expertId !== '' && approvedExperts(o.orgId).length > 1);
    const row = await openOrder(order);
    fireEvent.click(await rowAction(row, '更换专家'));
    const dialog = await findDialog();
    await waitFor(() =>
      expect(standin.calls('/operate-expert-info/experts-by-org')[0]?.url.searchParams.get('orgId')).toBe(order.orgId),
    );
    const other = approvedExperts(order.orgId).find((expert) => expert.id !== order.expertId)!;
    await pick(dialog, '新专家', other.expertName);
    const current = standin.db.tables.otoExperts.find((expert) => expert.id === order.expertId)!;
    fireEvent.mouseDown(itemOf(dialog, '新专家').querySelector('.ant-select-selector')!);
    expect(optionsShown()).not.toContain(current.expertName);
    fireEvent.click(button('确定', dialog));
    expect(await screen.findByText(`订单 ${order.orderNo} 的专家已更换为 ${other.expertName}`)).toBeTruthy();
    expect(JSON.parse(standin.calls('/student-order/change-expert')[0].body)).toEqual({
      id: order.id,
      expertId: other.id,
    });
    await waitFor(() => expect(tableRows()[0].textContent).toContain(other.expertName));
  });
});

describe('order form', () => {
  it('adds an order: the service sets the amount, the organization its experts, the phone its three checks', async () => {
    await renderApp('/oto/order', admin);
    await waitForRows(10);
    fireEvent.click(button('新增'));
    const dialog = await findDialog();
    const service = standin.db.tables.otoServices.find((s) => s.tenantId === '000000' && s.saleStatus === 1)!;
    const label = `${service.serveName} · ¥${service.price.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    await pick(dialog, '服务', label);
    // serve-list is asked for the services on sale by their ids (spec: serve-list by ids).
    const onSale = standin.db.tables.otoServices
      .filter((s) => s.tenantId === '000000' && s.saleStatus === 1)
      .map((s) => s.id);
    expect(standin.calls('/serve-info/search').at(-1)?.url.searchParams.get('saleStatus')).toBe('1');
    expect(standin.calls('/serve-info/serve-list').at(-1)?.url.searchParams.get('ids')?.split(',').sort()).toEqual(
      onSale.sort(),
    );
    await waitFor(() =>
      expect(dialog.querySelector<HTMLInputElement>('input.ant-input-number-input')!.value).toBe(
        service.price.toFixed(2),
      ),
    );
    const org = standin.db.tables.otoOrgs.find((o) => o.tenantId === '000000' && approvedExperts(o.id).length > 0)!;
    await pick(dialog, '机构', org.orgName);
    await waitFor(() =>
      expect(standin.calls('/operate-expert-info/experts-by-org').at(-1)?.url.searchParams.get('orgId')).toBe(org.id),
    );
    const expert = approvedExperts(org.id)[0];
    await pick(dialog, '专家', expert.expertName);
    type(within(dialog).getByPlaceholderText('请输入学生姓名'), '陈思远');
    const phone = within(dialog).getByPlaceholderText('请输入手机号');
    type(phone, '1380013');
    fireEvent.click(button('保存', dialog));
    expect(await within(dialog).findByText('手机号长度不为11位')).toBeTruthy();
    type(phone, '12345678901');
    expect(await within(dialog).findByText('手机号格式不正确')).toBeTruthy();
    type(phone, '13800138000');
    await pick(dialog, '科类', '物理');
    fireEvent.click(button('保存', dialog));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const body = JSON.parse(standin.calls('/student-order/save')[0].body);
    expect(body).toMatchObject({
      serveId: service.id,
      amount: service.price,
      orgId: org.id,
      expertId: expert.id,
      studentName: '陈思远',
      studentPhone: '13800138000',
      subjectType: 'W',
    });
    // Listed, unpaid (found by its student: the seed's orders of today are in the morning, so
    // just after midnight the new one is not yet the newest).
    type(screen.getByPlaceholderText('请输入订单号/学生/手机号'), '陈思远');
    fireEvent.click(button('搜索'));
    // The added order already leads the list (newest first): wait for the search's own answer, and
    // read the row once (it empties while the search loads).
    await waitFor(() =>
      expect(standin.calls('/student-order/search').some((c) => c.url.searchParams.get('keyword') === '陈思远')).toBe(
        true,
      ),
    );
    await waitFor(() => {
      const first = tableRows()[0]?.textContent ?? '';
      expect(first).toContain('陈思远');
      expect(first).toContain('待支付');
    });
  });

  it('edits a paid order’s student, keeping its service, amount and organization', async () => {
    // Its service is off sale by now: serve-list is asked for it by the order's own id.
    const offSale = new Set(standin.db.tables.otoServices.filter((s) => s.saleStatus === 0).map((s) => s.id));
    const order = orderWith((o) => o.orderStatus === '3' && offSale.has(o.serveId));
    const row = await openOrder(order);
    fireEvent.click(button('编辑', row));
    const dialog = await findDialog();
    await waitFor(() =>
      expect(standin.calls('/serve-info/serve-list').at(-1)?.url.searchParams.get('ids')?.split(',')).toContain(
        order.serveId,
      ),
    );
    const service = standin.db.tables.otoServices.find((s) => s.id === order.serveId)!;
    await waitFor(() => expect(itemOf(dialog, '服务').textContent).toContain(service.serveName));
    expect(itemOf(dialog, '服务').querySelector('.ant-select-disabled')).toBeTruthy();
    expect(dialog.querySelector<HTMLInputElement>('input.ant-input-number-input')!.disabled).toBe(true);
    expect(within(dialog).getByText('订单已支付,服务和金额不能再改')).toBeTruthy();
    const name = within(dialog).getByDisplayValue(order.studentName);
    type(name, '王一鸣');
    fireEvent.click(button('修改', dialog));
    expect(await screen.findByText('更新成功')).toBeTruthy();
    const body = JSON.parse(standin.calls('/student-order/update')[0].body);
    expect(body).toMatchObject({ id: order.id, studentName: '王一鸣', studentPhone: order.studentPhone });
    for (const kept of ['serveId', 'amount', 'orgId', 'expertId', 'orderStatus', 'paidAmount'])
      expect(body).not.toHaveProperty(kept);
    await waitFor(() => expect(tableRows()[0].textContent).toContain('王一鸣'));
  });
});

describe('edit: no silent lost update', () => {
  it('finds an order changed since its dialog opened through its search (no detail call) and asks first', async () => {
    const order = orderWith((o) => o.orderStatus === '3');
    const row = await openOrder(order);
    fireEvent.click(button('编辑', row));
    const dialog = await findDialog();
    type(within(dialog).getByDisplayValue(order.studentName), '王一鸣');
    // Another tab saves the order's remark meanwhile.
    standin.db.update('otoOrders', { ...order, remark: '另一个标签页的备注', updateTime: '2099-01-01 08:00:00' });
    fireEvent.click(button('修改', dialog));
    expect(await screen.findByText('记录已被修改')).toBeTruthy();
    // Read again by its number, and nothing saved over it.
    expect(standin.calls('/student-order/search').at(-1)!.url.searchParams.get('keyword')).toBe(order.orderNo);
    expect(standin.calls('/student-order/update')).toHaveLength(0);
  });
});

describe('edit: a save whose answer never came', () => {
  it('reads the order back by its number and closes as saved, sending it once', async () => {
    const order = orderWith((o) => o.orderStatus === '3');
    const row = await openOrder(order);
    // The gateway stores the change, then the connection drops before the answer.
    standin.server.use(
      mswHttp.post(
        '*/student-order/update',
        async ({ request }) => {
          const body = (await request.json()) as Partial<OtoOrderRow>;
          const now = standin.db.tables.otoOrders.find((o) => o.id === order.id)!;
          standin.db.update('otoOrders', { ...now, studentName: String(body.studentName) });
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    fireEvent.click(button('编辑', row));
    const dialog = await findDialog();
    type(within(dialog).getByDisplayValue(order.studentName), '王一鸣');
    fireEvent.click(button('修改', dialog));
    expect(await screen.findByText('核对结果:已保存')).toBeTruthy();
    await waitFor(() =>
      expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal')).toBeNull(),
    );
    expect(standin.calls('/student-order/search').at(-1)!.url.searchParams.get('keyword')).toBe(order.orderNo);
    expect(standin.calls('/student-order/update')).toHaveLength(1);
  });
});

describe('programme', () => {
  it('shows the programme, read-only, in the order’s 查看', async () => {
    const order = orderWith(
      (o) =>
        o.orderStatus === '2' && standin.db.tables.otoProgrammes.filter((step) => step.orderId === o.id).length >= 2,
    );
    const steps = standin.db.tables.otoProgrammes.filter((step) => step.orderId === order.id);
    fireEvent.click(button('查看', await openOrder(order)));
    const dialog = await findDialog();
    expect(within(dialog).getByText(order.studentPhone)).toBeTruthy();
    await waitFor(() => expect(dialog.querySelectorAll('.order-step')).toHaveLength(steps.length));
    expect(within(dialog).getByText('服务方案')).toBeTruthy();
    for (const step of steps) expect(within(dialog).getByText(step.title)).toBeTruthy();
    expect(buttons('编辑', dialog)).toHaveLength(0);
    expect(buttons('删除', dialog)).toHaveLength(0);
    expect(standin.calls('/student-order/ord-programme').at(-1)?.url.searchParams.get('orderId')).toBe(order.id);
  });

  it('views an unpaid order without a programme, asking for none', async () => {
    const order = orderWith((o) => o.orderStatus === '0');
    fireEvent.click(button('查看', await openOrder(order)));
    const dialog = await findDialog();
    expect(within(dialog).getByText(order.orderNo)).toBeTruthy();
    expect(within(dialog).queryByText('服务方案')).toBeNull();
    expect(standin.calls('/student-order/ord-programme')).toHaveLength(0);
  });

  it('shows the order’s detail and programme, adds a step and removes one', async () => {
    const order = orderWith(
      (o) => o.orderStatus === '2' && standin.db.tables.otoProgrammes.some((step) => step.orderId === o.id),
    );
    const steps = standin.db.tables.otoProgrammes.filter((step) => step.orderId === order.id);
    const row = await openOrder(order);
    fireEvent.click(await rowAction(row, '服务方案'));
    const drawer = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-drawer-content');
      if (!found) throw new Error('no drawer');
      return found;
    });
    await waitFor(() =>
      expect(standin.calls('/student-order/ord-programme')[0]?.url.searchParams.get('orderId')).toBe(order.id),
    );
    await waitFor(() => expect(drawer.querySelectorAll('.order-step')).toHaveLength(steps.length));
    expect(within(drawer).getByText(`服务方案 · ${order.orderNo}`)).toBeTruthy();
    expect(drawer.textContent).toContain(order.studentName);
    fireEvent.click(button('新增步骤', drawer));
    fireEvent.click(await findButton('保存', drawer));
    expect(await within(drawer).findByText('请输入步骤标题')).toBeTruthy();
    type(within(drawer).getByPlaceholderText('请输入步骤标题'), '志愿表终审');
    fireEvent.click(button('保存', drawer));
    expect(await screen.findByText('已新增步骤「志愿表终审」')).toBeTruthy();
    expect(JSON.parse(standin.calls('/student-ord-programme/save')[0].body)).toMatchObject({
      orderId: order.id,
      title: '志愿表终审',
      finished: 0,
    });
    await waitFor(() => expect(drawer.querySelectorAll('.order-step')).toHaveLength(steps.length + 1));
    // The first step goes.
    fireEvent.click(button('删除', drawer.querySelector<HTMLElement>('.order-step')!));
    fireEvent.click(await findButton('确定', await confirmBox()));
    expect(await screen.findByText(`已删除步骤「${steps[0].title}」`)).toBeTruthy();
    expect(standin.calls(`/student-ord-programme/del/${steps[0].id}`)).toHaveLength(1);
    await waitFor(() => expect(drawer.querySelectorAll('.order-step')).toHaveLength(steps.length));
  });
});

describe('organization orders', () => {
  it('filters by the organization picked beside the table', async () => {
    await renderApp('/oto/org-order', admin);
    await waitForRows(10);
    const org = standin.db.tables.otoOrgs.filter((o) => o.tenantId === '000000')[1];
    fireEvent.click(await screen.findByText(org.orgName, { selector: '.crud-side-tree *' }));
    await waitFor(() =>
      expect(standin.calls('/student-order/search').at(-1)!.url.searchParams.get('orgId')).toBe(org.id),
    );
    expect(await screen.findByText(`共 ${orders().filter((o) => o.orgId === org.id).length} 条`)).toBeTruthy();
  });

  it('shows an organization’s staff only their organization, without refund or delete', async () => {
    await renderApp('/oto/org-order', { username: 'orgstaff', password: '123456' });
    await waitForRows(10);
    const member = standin.db.tables.otoOrgMembers[0];
    const own = standin.db.tables.otoOrgs.find((o) => o.id === member.orgId)!;
    await waitFor(() => expect(document.querySelectorAll('.crud-side-tree .ant-tree-title')).toHaveLength(1));
    expect(document.querySelector('.crud-side-tree .ant-tree-title')!.textContent).toBe(own.orgName);
    expect([...tableRows()].every((tr) => tr.textContent?.includes(own.orgName))).toBe(true);
    expect(screen.queryByText('退款', { selector: 'button *' })).toBeNull();
    expect(buttons('删除')).toHaveLength(0);
    expect(buttons('新增')).toHaveLength(1);
  });
});

describe('in English', () => {
  it('reads subject types and electives in English words: no code, no Chinese', async () => {
    const zong = orderWith((o) => o.subjectType === 'ZONG' && o.electives === 'W,H,S');
    await openOrder(zong);
    await act(() => changeLanguage('en'));
    await waitFor(() => expect(cellUnder(tableRows()[0], 'Subject type').textContent).toBe('Comprehensive'));
    expect(cellUnder(tableRows()[0], 'Electives').textContent).toBe('Physics / Chemistry / Biology');
    const text = tableRows()[0].textContent ?? '';
    expect(text).not.toMatch(/综合|物理|[物化生] \/ /);
    expect(text).not.toContain('W,H,S');
    expect(text).not.toMatch(/\bZONG\b/);
  }, 30_000);

  it('reads a 3+1+2 student’s physics and two electives in English', async () => {
    await openOrder(orderWith((o) => o.subjectType === 'W' && o.electives === 'H,S'));
    await act(() => changeLanguage('en'));
    await waitFor(() => expect(cellUnder(tableRows()[0], 'Subject type').textContent).toBe('Physics'));
    expect(cellUnder(tableRows()[0], 'Electives').textContent).toBe('Chemistry / Biology');
    expect(tableRows()[0].textContent).not.toMatch(/物理|化 \/ 生|H,S/);
  }, 30_000);

  it('names statuses, columns and actions in English', async () => {
    const order = orderWith((o) => o.orderStatus === '1');
    await openOrder(order);
    await act(() => changeLanguage('en'));
    const row = tableRows()[0] as HTMLElement;
    await waitFor(() => expect(row.textContent).toContain('Paid'));
    expect(document.querySelector('thead')!.textContent).toContain('Subject type');
    expect((await rowActionStates(row)).allowed).toEqual([
      'View',
      'Edit',
      'Change expert',
      'Change status',
      'Refund',
      'Programme',
    ]);
    fireEvent.click(await rowAction(row, 'Change status'));
    const dialog = await findDialog();
    await waitFor(() =>
      expect([...dialog.querySelectorAll('.ant-radio-wrapper')].map((n) => n.textContent)).toEqual(['In service']),
    );
  });
});
