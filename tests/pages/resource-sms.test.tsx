import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../src/providers/i18n';
import { button, findButton, findDialog, waitForRows, rowAction } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';
import { admin, errorsIn, rowWith, type } from './oto-kit';

// 短信配置: the send dialog (phones with the spec's messages, parameters as key/value rows) sends
// code, phones and params as request params with no body, as Blade binds them; 云片 is asked no
// secret and Aliyun its regionId.

const standin = standinForTests();

async function openSend(code: string) {
  await renderApp('/resource/sms', admin);
  await rowWith('aliyun');
  await waitForRows(4);
  fireEvent.click(await rowAction(await rowWith(code), '发送'));
  const modal = await findDialog();
  await waitFor(() => expect(within(modal).getByText('手机短信发送调试')).toBeTruthy());
  return modal;
}

const phonesOf = (modal: HTMLElement) => modal.querySelector('textarea') as HTMLTextAreaElement;
const inputs = (modal: HTMLElement, placeholder: string) =>
  within(modal).getAllByPlaceholderText(placeholder) as HTMLInputElement[];

describe('SMS page', () => {
  it('sends code, phones and the params map as request params, with no body', async () => {
    const modal = await openSend('tencent');
    expect((within(modal).getByDisplayValue('tencent') as HTMLInputElement).disabled).toBe(true);
    type(phonesOf(modal), '13800138000，13900139000, ');
    type(inputs(modal, '参数值')[0], '2333');
    fireEvent.click(button('添加参数', modal));
    await waitFor(() => expect(inputs(modal, '参数名')).toHaveLength(2));
    type(inputs(modal, '参数名')[1], 'title');
    type(inputs(modal, '参数值')[1], '讲座提醒');
    fireEvent.click(button('发送', modal));
    expect(await screen.findByText('短信发送成功')).toBeTruthy();
    const [sent] = standin.calls('/sms/endpoint/send-message');
    expect(sent.method).toBe('POST');
    expect(sent.body).toBe('');
    expect([...sent.url.searchParams.keys()].sort()).toEqual(['code', 'params', 'phones']);
    expect(sent.url.searchParams.get('code')).toBe('tencent');
    expect(sent.url.searchParams.get('phones')).toBe('13800138000,13900139000');
    expect(JSON.parse(sent.url.searchParams.get('params') ?? '')).toEqual({ code: '2333', title: '讲座提醒' });
    expect(standin.db.tables.smsLogs).toEqual([
      expect.objectContaining({ smsCode: 'tencent', phones: '13800138000,13900139000' }),
    ]);
  });

  it('checks each phone with the spec’s messages and a parameter’s name before sending anything', async () => {
    const modal = await openSend('aliyun');
    // The dialog starts with a `code` row, as Saber's example.
    expect(inputs(modal, '参数名')[0].value).toBe('code');
    type(inputs(modal, '参数名')[0], ' ');
    fireEvent.click(button('发送', modal));
    await waitFor(() => expect(errorsIn(modal)).toEqual(['手机号不能为空', '请输入参数名']));
    type(inputs(modal, '参数名')[0], 'code');
    type(phonesOf(modal), '13800138000,1390013900');
    await waitFor(() => expect(errorsIn(modal)).toEqual(['手机号长度不为11位']));
    type(phonesOf(modal), '13800138000,12345678901');
    await waitFor(() => expect(errorsIn(modal)).toEqual(['手机号格式不正确']));
    // The row's remove button (an icon) takes the row away: an empty map is sent.
    fireEvent.click(modal.querySelector('.sms-param button[aria-label="删除"]') as HTMLButtonElement);
    await waitFor(() => expect(within(modal).queryAllByPlaceholderText('参数名')).toHaveLength(0));
    expect(standin.calls('/send-message')).toHaveLength(0);
    // A refusal keeps the dialog and what was typed.
    type(phonesOf(modal), '13800138000');
    standin.db.remove('smsConfigs', (row) => row.smsCode === 'aliyun');
    fireEvent.click(button('发送', modal));
    expect(await screen.findByText('未获取到对应的短信配置')).toBeTruthy();
    expect(phonesOf(modal).value).toBe('13800138000');
    expect(JSON.parse(standin.calls('/send-message')[0].url.searchParams.get('params') ?? '')).toEqual({});
  });

  it('says the phone messages in English', async () => {
    const modal = await openSend('aliyun');
    await act(() => changeLanguage('en'));
    await findButton('Send', modal);
    type(phonesOf(modal), '1380013800');
    await waitFor(() => expect(errorsIn(modal)).toEqual(['phone number length is not 11']));
    type(phonesOf(modal), '23800138000');
    await waitFor(() => expect(errorsIn(modal)).toEqual(['phone number format incorrect']));
  });

  it('asks 云片 no secret and Aliyun its regionId', async () => {
    await renderApp('/resource/sms', admin);
    await rowWith('aliyun');
    await waitForRows(4);
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    await waitFor(() => expect(within(modal).getByLabelText('云片')).toBeTruthy());
    const labels = () => [...modal.querySelectorAll('.ant-form-item-label label')].map((label) => label.textContent);
    expect(labels()).not.toContain('secretKey');
    fireEvent.click(within(modal).getByLabelText('阿里云'));
    await waitFor(() => expect(labels()).toEqual(expect.arrayContaining(['secretKey', 'regionId'])));
    expect((within(modal).getByPlaceholderText('请输入regionId') as HTMLInputElement).value).toBe('cn-hangzhou');
    fireEvent.click(button('保存', modal));
    await waitFor(() =>
      expect(errorsIn(modal)).toEqual([
        '请输入资源编号',
        '请输入模版ID',
        '请输入accessKey',
        '请输入secretKey',
        '请输入短信签名',
      ]),
    );
  });
});
