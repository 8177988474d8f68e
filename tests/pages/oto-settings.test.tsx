import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, buttons, findButton, findDialog, tableRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { pngFile, textNamedPng } from '../support/pictures';
import { standinForTests } from '../support/standin';
import { admin, errorsIn, headers, itemOf, lastBody, pick, rowWith, type } from './oto-kit';

// 服务管理, 咨询二维码 and 提示语配置: money as staff read it, on/off switches sent as 1/0, the
// calls each entity names (save-and-update, del/{id} one id a call, tip-info/list), a refusal.

const standin = standinForTests();

describe('service page', () => {
  it('lists services with the price as money and the category in words', async () => {
    await renderApp('/oto/service', admin);
    const row = await rowWith('高考志愿填报·尊享版');
    expect(within(row).getByText('¥6,800.00')).toBeTruthy();
    await waitFor(() => expect(within(row).getByText('志愿填报')).toBeTruthy());
    expect(headers()).toEqual(
      expect.arrayContaining(['服务名称', '服务类型', '价格', '单次时长(分钟)', '服务次数', '是否上架']),
    );
    expect(standin.calls('/serve-info/search')).not.toHaveLength(0);
  });

  it('adds a service off sale with save-and-update, then deletes it with del/{id}', async () => {
    await renderApp('/oto/service', admin);
    await rowWith('高考志愿填报·尊享版');
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    fireEvent.click(button('保存', modal));
    await waitFor(() =>
      expect(errorsIn(modal)).toEqual(expect.arrayContaining(['请输入服务名称', '请选择服务类型', '请输入价格'])),
    );
    type(within(modal).getByPlaceholderText('请输入服务名称'), '志愿表快速体检');
    await pick(modal, '服务类型', '志愿填报');
    const price = await waitFor(() =>
      itemOf(modal, '价格').querySelector<HTMLInputElement>('input.ant-input-number-input')!,
    );
    // A price of 0 or less is said at the field (no silent floor), and nothing is sent.
    type(price, '-5');
    fireEvent.click(button('保存', modal));
    await waitFor(() => expect(errorsIn(modal)).toContain('服务价格必须大于0'));
    expect(standin.calls('/serve-info/save-and-update')).toHaveLength(0);
    type(price, '499.5');
    fireEvent.click(itemOf(modal, '是否上架').querySelector('button[role="switch"]')!);
    fireEvent.click(button('保存', modal));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(lastBody(standin.calls('/serve-info/save-and-update'))).toMatchObject({
      serveName: '志愿表快速体检',
      category: '1',
      price: 499.5,
      saleStatus: 0,
      duration: 60,
      sessions: 1,
    });
    const added = standin.db.tables.otoServices.find((each) => each.serveName === '志愿表快速体检')!;
    fireEvent.click(button('删除', await rowWith('志愿表快速体检')));
    fireEvent.click(await findButton('确定'));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(standin.calls(`/serve-info/del/${added.id}`)).toHaveLength(1);
    expect(standin.db.tables.otoServices.some((each) => each.id === added.id)).toBe(false);
  });

  it('shows the refusal to delete a service orders use', async () => {
    await renderApp('/oto/service', admin);
    fireEvent.click(button('删除', await rowWith('高考志愿填报·标准版')));
    fireEvent.click(await findButton('确定'));
    expect(await screen.findByText('服务「高考志愿填报·标准版」已有订单使用,不能删除')).toBeTruthy();
  });
});

describe('QR code page', () => {
  it('shows each QR picture, uploads a new one through put-file and saves its link', async () => {
    await renderApp('/oto/qrcode-setting', admin);
    const first = standin.db.tables.otoQrcodes.find((each) => each.tenantId === '000000')!;
    const row = await rowWith(first.title);
    expect(row.querySelector('img')?.getAttribute('src')).toBe(first.qrUrl);
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    type(within(modal).getByPlaceholderText('请输入标题'), '高三家长群');
    fireEvent.click(button('保存', modal));
    await waitFor(() => expect(errorsIn(modal)).toContain('请上传二维码图片'));
    const input = await waitFor(() => {
      const found = modal.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no upload');
      return found;
    });
    // Text named a.png is told what the field takes, and nothing is sent.
    fireEvent.change(input, { target: { files: [textNamedPng('a.png')] } });
    expect(await screen.findByText('只能上传 jpg、png、gif、webp 格式的图片')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(standin.calls('/put-file')).toHaveLength(0);
    // The picker's input is made anew after each choice.
    fireEvent.change(modal.querySelector<HTMLInputElement>('input[type="file"]')!, {
      target: { files: [pngFile('qr.png')] },
    });
    await waitFor(() => expect(standin.calls('/put-file')).toHaveLength(1));
    const [upload] = standin.calls('/put-file');
    expect(upload.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload.body).toMatch(
      /Content-Disposition: form-data; name="file"; filename="[^"]+"\r\nContent-Type: image\/png/,
    );
    await waitFor(() => expect(modal.querySelector('.image-field img')).toBeTruthy());
    fireEvent.click(button('保存', modal));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const body = lastBody(standin.calls('/wechat-consulting-info/save-and-update'));
    expect(body).toMatchObject({ title: '高三家长群', status: 1, sort: 1 });
    expect(String(body.qrUrl)).not.toBe('');
  });

  it('deletes one QR code with del/{id}', async () => {
    await renderApp('/oto/qrcode-setting', admin);
    const last = standin.db.tables.otoQrcodes.filter((each) => each.tenantId === '000000').at(-1)!;
    fireEvent.click(button('删除', await rowWith(last.title)));
    fireEvent.click(await findButton('确定'));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(standin.calls(`/wechat-consulting-info/del/${last.id}`)).toHaveLength(1);
  });
});

describe('prompt page', () => {
  it('lists prompts with tip-info/list, searches by position, and edits one with its id (no delete)', async () => {
    await renderApp('/oto/prompt-config', admin);
    const row = await rowWith('下单须知');
    await waitFor(() => expect(within(row).getByText('下单页')).toBeTruthy());
    expect(buttons('删除')).toHaveLength(0);
    await pick(document.querySelector<HTMLElement>('.crud-search')!, '展示位置', '首页');
    fireEvent.click(button('搜索'));
    await waitFor(() => expect(standin.calls('/tip-info/list').at(-1)!.url.searchParams.get('position')).toBe('1'));
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    const tip = standin.db.tables.otoTips.find(
      (each) => each.tenantId === '000000' && each.title === '出分季预约提醒',
    )!;
    fireEvent.click(button('编辑', await rowWith('出分季预约提醒')));
    const modal = await findDialog();
    type(within(modal).getByPlaceholderText('请输入提示内容'), '出分后 72 小时内为预约高峰。');
    fireEvent.click(button('修改', modal));
    expect(await screen.findByText('更新成功')).toBeTruthy();
    expect(lastBody(standin.calls('/tip-info/save-and-update'))).toMatchObject({
      id: tip.id,
      content: '出分后 72 小时内为预约高峰。',
      position: '1',
    });
  });
});
