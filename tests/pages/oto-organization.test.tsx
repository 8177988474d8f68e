import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { button, findButton, findDialog, rowAction, tableRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';
import { admin, errorsIn, headers, itemOf, lastBody, pick, rowWith, type } from './oto-kit';

// 机构管理 as staff meet it: the list with province names and status tags, search, add with the
// city following the province, the phone's three messages, a refused delete, 重置账号 with the
// server's own words.

const standin = standinForTests();

describe('organization page', () => {
  it('lists organizations with their province, city, expert count and status words, and searches by name and status', async () => {
    await renderApp('/oto/organization', admin);
    const row = await rowWith('杭州星辰升学规划中心');
    await waitFor(() => expect(within(row).getByText('浙江省')).toBeTruthy());
    expect(within(row).getByText('杭州市')).toBeTruthy();
    expect(within(row).getByText('合作中')).toBeTruthy();
    expect(headers()).toEqual(
      expect.arrayContaining([
        '机构Logo',
        '机构名称',
        '联系人',
        '联系电话',
        '所在省份',
        '所在城市',
        '专家数',
        '合作状态',
      ]),
    );
    const list = standin.calls('/organization-info/search')[0];
    expect(list.url.searchParams.get('current')).toBe('1');
    type(screen.getByPlaceholderText('请输入机构名称'), '中原');
    fireEvent.click(button('搜索'));
    await rowWith('郑州中原志愿规划工作室');
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    expect(within(tableRows()[0] as HTMLElement).getByText('已停用')).toBeTruthy();
    expect(standin.calls('/organization-info/search').at(-1)!.url.searchParams.get('orgName')).toBe('中原');
  });

  it('adds an organization with save: the phone is checked first, the city is one of the province picked', async () => {
    await renderApp('/oto/organization', admin);
    await rowWith('杭州星辰升学规划中心');
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    expect(within(modal).getByText('新增机构')).toBeTruthy();
    fireEvent.click(button('保存', modal));
    await waitFor(() => expect(errorsIn(modal)).toEqual(expect.arrayContaining(['请输入机构名称', '手机号不能为空'])));
    type(within(modal).getByPlaceholderText('请输入机构名称'), '苏州青云升学工作室');
    type(within(modal).getByPlaceholderText('请输入联系电话'), '1381234');
    await waitFor(() => expect(errorsIn(modal)).toContain('手机号长度不为11位'));
    // One message at a time, in the spec's order, and twelve digits stay as typed to be told.
    const phone = within(modal).getByPlaceholderText('请输入联系电话') as HTMLInputElement;
    type(phone, '138123456789');
    expect(phone.value).toBe('138123456789');
    await waitFor(() => expect(errorsIn(modal)).toEqual(['手机号长度不为11位']));
    // A name longer than its column is said at the field, not cut short.
    const name = within(modal).getByPlaceholderText('请输入机构名称') as HTMLInputElement;
    type(name, '长'.repeat(65));
    expect(name.value).toHaveLength(65);
    await waitFor(() => expect(errorsIn(modal)).toContain('机构名称 长度不能超过 64'));
    type(name, '苏州青云升学工作室');
    type(within(modal).getByPlaceholderText('请输入联系电话'), '12812345678');
    await waitFor(() => expect(errorsIn(modal)).toEqual(['手机号格式不正确']));
    type(within(modal).getByPlaceholderText('请输入联系电话'), '13812345678');
    // No city before a province.
    expect(itemOf(modal, '所在城市').querySelector('.ant-select-disabled')).toBeTruthy();
    await pick(modal, '所在省份', '江苏省');
    await pick(modal, '所在城市', '苏州市');
    fireEvent.click(button('保存', modal));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const body = lastBody(standin.calls('/organization-info/save'));
    expect(body).toMatchObject({
      orgName: '苏州青云升学工作室',
      phone: '13812345678',
      provinceCode: '32',
      cityCode: '3205',
      status: '1',
    });
    expect(body.id).toBeUndefined();
    expect(await rowWith('苏州青云升学工作室')).toBeTruthy();
  });

  it('edits with the id; changing the province clears a city that is not in it', async () => {
    await renderApp('/oto/organization', admin);
    const row = await rowWith('南京启航志愿填报工作室');
    fireEvent.click(button('编辑', row));
    const modal = await findDialog();
    await waitFor(() => expect(itemOf(modal, '所在城市').textContent).toContain('南京市'));
    await pick(modal, '所在省份', '上海市');
    await waitFor(() => expect(itemOf(modal, '所在城市').textContent).not.toContain('南京市'));
    await pick(modal, '所在城市', '市辖区');
    fireEvent.click(button('修改', modal));
    expect(await screen.findByText('更新成功')).toBeTruthy();
    const org = standin.db.tables.otoOrgs.find((each) => each.orgName === '南京启航志愿填报工作室')!;
    expect(lastBody(standin.calls('/organization-info/save'))).toMatchObject({
      id: org.id,
      provinceCode: '31',
      cityCode: '3101',
    });
  });

  it('asks before saving an edit over an organization changed since the dialog opened', async () => {
    await renderApp('/oto/organization', admin);
    const row = await rowWith('南京启航志愿填报工作室');
    fireEvent.click(button('编辑', row));
    const modal = await findDialog();
    await waitFor(() => expect(itemOf(modal, '所在城市').textContent).toContain('南京市'));
    // Another tab saves a new contact meanwhile.
    const org = standin.db.tables.otoOrgs.find((each) => each.orgName === '南京启航志愿填报工作室')!;
    standin.db.update('otoOrgs', { ...org, contact: '赵敏', updateTime: '2099-01-01 08:00:00' });
    type(within(modal).getByPlaceholderText('请输入联系人'), '钱程');
    fireEvent.click(button('修改', modal));
    const conflict = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-modal')].find((each) =>
        each.textContent?.includes('记录已被修改'),
      );
      if (!found) throw new Error('no conflict dialog');
      return found;
    });
    expect(within(conflict).getByText('赵敏')).toBeTruthy();
    expect(standin.calls('/organization-info/save')).toHaveLength(0);
    fireEvent.click(button('覆盖保存', conflict));
    expect(await screen.findByText('更新成功')).toBeTruthy();
    expect(lastBody(standin.calls('/organization-info/save'))).toMatchObject({ id: org.id, contact: '钱程' });
  });

  it('checks an add whose answer never came, and closes as added without sending it twice', async () => {
    await renderApp('/oto/organization', admin);
    await rowWith('杭州星辰升学规划中心');
    // The gateway stores it, then the connection drops before the answer.
    standin.server.use(
      mswHttp.post(
        '*/organization-info/save',
        async ({ request }) => {
          const template = standin.db.tables.otoOrgs[0];
          const body = (await request.json()) as Record<string, string>;
          standin.db.insert('otoOrgs', { ...template, ...body, id: '1990000000000000002' });
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    type(within(modal).getByPlaceholderText('请输入机构名称'), '苏州青云升学工作室');
    type(within(modal).getByPlaceholderText('请输入联系电话'), '13812345678');
    await pick(modal, '所在省份', '江苏省');
    await pick(modal, '所在城市', '苏州市');
    fireEvent.click(button('保存', modal));
    expect(await screen.findByText('核对结果:已保存')).toBeTruthy();
    await waitFor(() =>
      expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal')).toBeNull(),
    );
    expect(standin.calls('/organization-info/save')).toHaveLength(1);
    expect(standin.db.tables.otoOrgs.filter((each) => each.orgName === '苏州青云升学工作室')).toHaveLength(1);
  });

  it('shows the server’s refusal to delete an organization with experts, through delete/{ids}', async () => {
    await renderApp('/oto/organization', admin);
    const row = await rowWith('北京博雅升学指导中心');
    fireEvent.click(button('删除', row));
    fireEvent.click(await findButton('确定'));
    const org = standin.db.tables.otoOrgs.find((each) => each.orgName === '北京博雅升学指导中心')!;
    await waitFor(() => expect(standin.calls(`/organization-info/delete/${org.id}`)).toHaveLength(1));
    expect(await screen.findByText('机构「北京博雅升学指导中心」下还有专家或订单,不能删除')).toBeTruthy();
    expect(standin.db.tables.otoOrgs.some((each) => each.id === org.id)).toBe(true);
  });

  it('resets the admin account after naming it, and shows what the server says', async () => {
    await renderApp('/oto/organization', admin);
    const row = await rowWith('杭州星辰升学规划中心');
    fireEvent.click(await rowAction(row, '重置账号'));
    const modal = await findDialog();
    expect(within(modal).getByText(/orgstaff/).textContent).toContain('杭州星辰升学规划中心');
    fireEvent.click(button('确定', modal));
    const org = standin.db.tables.otoOrgs.find((each) => each.orgName === '杭州星辰升学规划中心')!;
    await waitFor(() => expect(standin.calls(`/organization-info/reset/${org.id}`)).toHaveLength(1));
    expect(await screen.findByText('管理员账号「orgstaff」的密码已重置为初始密码')).toBeTruthy();
  });
});
