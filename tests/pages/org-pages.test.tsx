import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../src/providers/i18n';
import { button, findButton, findDialog, rowAction, siderItem, tableRows, visiblePane } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

// The organisation screens as a user meets them: the lazy dept and region trees, a child added
// from its parent's row, a refusal kept on screen, and Blade's region calls by code.

const standin = standinForTests();
const admin = { username: 'admin', password: 'admin' };
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** The table row showing `text` in one of its cells. */
const rowWith = (text: string) =>
  waitFor(() => {
    const row = [...tableRows()].find((tr) =>
      [...tr.querySelectorAll('td')].some((td) => td.textContent?.trim() === text),
    );
    if (!row) throw new Error(`no row ${text}`);
    return row as HTMLElement;
  });

const expand = (row: HTMLElement) => {
  const icon = row.querySelector<HTMLElement>('.ant-table-row-expand-icon');
  if (!icon) throw new Error('row has no expand button');
  fireEvent.click(icon);
};

const itemOf = (modal: HTMLElement, label: string) => {
  const item = [...modal.querySelectorAll<HTMLElement>('.ant-form-item')].find(
    (node) => node.querySelector('label')?.textContent === label,
  );
  if (!item) throw new Error(`no field ${label}`);
  return item;
};

/** Picks `option` in the select of the form item labelled `label`. */
async function pick(modal: HTMLElement, label: string, option: string) {
  const selector = await waitFor(() => {
    const found = itemOf(modal, label).querySelector<HTMLElement>('.ant-select-selector');
    if (!found) throw new Error('select not loaded');
    return found;
  });
  fireEvent.mouseDown(selector);
  const choice = await waitFor(() => {
    const node = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (n) => n.textContent === option,
    );
    if (!node) throw new Error(`no option ${option}`);
    return node;
  });
  fireEvent.click(choice);
}

describe('dept page', () => {
  it('lists the top level, and loads a dept’s children from lazy-list when its row opens', async () => {
    await renderApp('/system/dept', admin);
    const top = await rowWith('智远教育');
    const [first] = standin.calls('/dept/lazy-list');
    expect(first.url.searchParams.get('parentId')).toBe('0');
    expand(top);
    const research = await rowWith('教研部');
    const hq = standin.db.tables.depts.find((dept) => dept.deptName === '智远教育')!;
    expect(standin.calls('/dept/lazy-list').some((call) => call.url.searchParams.get('parentId') === hq.id)).toBe(true);
    // A leaf has no expand button; a parent has one.
    expect(research.querySelector('.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)')).toBeTruthy();
    expect(within(top).getByText('公司')).toBeTruthy();
  });

  it('adds a child from its parent’s row with the parent preset, and sends the sort as a number', async () => {
    await renderApp('/system/dept', admin);
    const top = await rowWith('智远教育');
    fireEvent.click(await rowAction(top, '新增子项'));
    const modal = await findDialog();
    type(within(modal).getByPlaceholderText('请输入机构名称'), '品牌部');
    type(within(modal).getByPlaceholderText('请输入机构全称'), '智远教育品牌部');
    await pick(modal, '机构类型', '部门');
    const sort = await waitFor(() =>
      itemOf(modal, '排序').querySelector<HTMLInputElement>('input.ant-input-number-input')!,
    );
    type(sort, '9');
    fireEvent.click(button('保存', modal));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const hq = standin.db.tables.depts.find((dept) => dept.deptName === '智远教育')!;
    const body = JSON.parse(standin.calls('/dept/submit')[0].body);
    expect(body).toMatchObject({ deptName: '品牌部', fullName: '智远教育品牌部', parentId: hq.id, sort: 9 });
    // A dictionary key goes as Blade's dictKey text, which Jackson binds to the Integer column.
    expect(String(body.deptCategory)).toBe('2');
    expect(standin.db.tables.depts.find((dept) => dept.deptName === '品牌部')).toMatchObject({
      parentId: hq.id,
      ancestors: `0,${hq.id}`,
      deptCategory: 2,
    });
  });

  it('shows the refusal to delete a dept with children, and keeps the row', async () => {
    await renderApp('/system/dept', admin);
    const top = await rowWith('智远教育');
    fireEvent.click(button('删除', top));
    fireEvent.click(await findButton('确定'));
    expect(await screen.findByText('请先删除子节点!')).toBeTruthy();
    expect(await rowWith('智远教育')).toBeTruthy();
    expect(standin.db.tables.depts.some((dept) => dept.deptName === '智远教育')).toBe(true);
  });
});

describe('post page', () => {
  it('lists posts with their category as a tag, and adds one with a category', async () => {
    await renderApp('/system/post', admin);
    const first = await waitFor(() => {
      const row = tableRows()[0] as HTMLElement | undefined;
      if (!row?.querySelector('.ant-tag')) throw new Error('no tagged row');
      return row;
    });
    expect(first.querySelector('.ant-tag')?.textContent).toMatch(/\S/);
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    fireEvent.click(button('保存', modal));
    expect(await within(modal).findByText('请输入岗位编号')).toBeTruthy();
    type(within(modal).getByPlaceholderText('请输入岗位编号'), 'planner');
    type(within(modal).getByPlaceholderText('请输入岗位名称'), '志愿规划师');
    await pick(modal, '岗位类型', '高层');
    const sort = await waitFor(() =>
      itemOf(modal, '岗位排序').querySelector<HTMLInputElement>('input.ant-input-number-input')!,
    );
    type(sort, '12');
    fireEvent.click(button('保存', modal));
    // The seed has a post 'planner': the server's refusal shows, the dialog keeps what was typed.
    expect(await screen.findByText('当前岗位编号已存在!')).toBeTruthy();
    expect(within(modal).getByPlaceholderText<HTMLInputElement>('请输入岗位名称').value).toBe('志愿规划师');
    type(within(modal).getByPlaceholderText('请输入岗位编号'), 'gk-planner');
    fireEvent.click(button('保存', modal));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(JSON.parse(standin.calls('/post/submit')[1].body)).toMatchObject({
      postCode: 'gk-planner',
      postName: '志愿规划师',
      sort: 12,
    });
    expect(standin.db.tables.posts.find((post) => post.postCode === 'gk-planner')).toMatchObject({
      category: 1,
      sort: 12,
    });
  });

  it('reads a dictionary once per session: post → dept → post (its tab closed and reopened) asks post_category once, English needs no call', async () => {
    await renderApp('/system/post', admin);
    const dictCalls = (code: string) =>
      standin.calls('/dict/dictionary').filter((call) => call.url.searchParams.get('code') === code);
    const senior = standin.db.tables.posts.find((post) => post.tenantId === '000000' && post.category === 1)!;
    const seniorTag = (text: string) =>
      waitFor(() => {
        const row = [...visiblePane().querySelectorAll('tr.ant-table-row')].find((tr) =>
          tr.textContent?.includes(senior.postName),
        );
        expect(row?.querySelector('.ant-tag')?.textContent).toBe(text);
      });
    await seniorTag('高层');
    fireEvent.click(await siderItem('部门管理'));
    await waitFor(() => expect(visiblePane().textContent).toContain('智远教育'));
    await waitFor(() => expect(dictCalls('org_category')).toHaveLength(1));
    // Closing the tab drops its page: reopened, it mounts again and must still not ask.
    const postTab = document
      .querySelector('.tab-label[data-path="/system/post"]')!
      .closest('[role="tab"]') as HTMLElement;
    fireEvent.click(postTab.querySelector('.console-tab-close') as HTMLElement);
    await waitFor(() => expect(document.querySelector('.tab-label[data-path="/system/post"]')).toBeNull());
    fireEvent.click(await siderItem('岗位管理'));
    await seniorTag('高层');
    expect(dictCalls('post_category')).toHaveLength(1);
    await act(() => changeLanguage('en'));
    await seniorTag('Senior');
    expect(dictCalls('post_category')).toHaveLength(1);
    expect(dictCalls('org_category')).toHaveLength(1);
  });
});

describe('region page', () => {
  it('opens a province’s cities by parentCode, reads one by code and removes a leaf by code', async () => {
    await renderApp('/system/region', admin);
    const beijing = await rowWith('北京市');
    expect(standin.calls('/region/lazy-list')[0].url.searchParams.get('parentCode')).toBe('00');
    expand(beijing);
    await waitFor(() =>
      expect(standin.calls('/region/lazy-list').some((call) => call.url.searchParams.get('parentCode') === '11')).toBe(
        true,
      ),
    );
    fireEvent.click(button('查看', beijing));
    await findDialog();
    await waitFor(() => expect(standin.calls('/region/detail')).toHaveLength(1));
    expect(standin.calls('/region/detail')[0].url.search).toBe('?code=11');
    fireEvent.click(button('关闭', await findDialog()));
    // A leaf: search one district by its name, then remove it.
    const leaf = standin.db.tables.regions.find((region) => region.regionLevel === 3)!;
    type(screen.getByPlaceholderText('请输入区划名称'), leaf.name);
    fireEvent.click(button('搜索'));
    const row = await rowWith(leaf.name);
    fireEvent.click(button('删除', row));
    fireEvent.click(await findButton('确定'));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(standin.calls('/region/remove')[0].url.search).toBe(`?id=${leaf.code}`);
    expect(standin.db.tables.regions.some((region) => region.code === leaf.code)).toBe(false);
  });

  it('removes two selected regions with one remove?id=<code> call each (Blade takes one code)', async () => {
    await renderApp('/system/region', admin);
    await rowWith('北京市');
    const [first, second] = standin.db.tables.regions
      .filter((region) => region.parentCode === '1101')
      .sort((a, b) => a.code.localeCompare(b.code));
    // The districts of 北京市's 市辖区 (110101, 110102, ...): leaves, so each may go.
    type(screen.getByPlaceholderText('请输入区划编号'), '11010');
    fireEvent.click(button('搜索'));
    for (const region of [first, second])
      fireEvent.click((await rowWith(region.code)).querySelector('.ant-checkbox-input') as HTMLElement);
    fireEvent.click(button('删除', document.querySelector('.crud-toolbar') as HTMLElement));
    fireEvent.click(await findButton('确定'));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(standin.calls('/region/remove').map((call) => call.url.search)).toEqual([
      `?id=${first.code}`,
      `?id=${second.code}`,
    ]);
    expect(standin.db.tables.regions.some((region) => region.code === first.code || region.code === second.code)).toBe(
      false,
    );
  });
});
