import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, findDialog, waitForRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

// OAuth clients: the secret never on screen in the list, grant types ticked as a group and sent
// comma-joined, the token lifetimes with BladeX's defaults; datasources: the password not listed.

const standin = standinForTests();
const admin = { username: 'admin', password: 'admin' };
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('OAuth clients page', () => {
  it('masks the secret in the list and shows the grant types as tags', async () => {
    await renderApp('/system/client', admin);
    await waitForRows(2);
    const table = document.querySelector('.ant-table-tbody') as HTMLElement;
    expect(within(table).getByText('saber')).toBeTruthy();
    expect(within(table).queryByText('saber_secret')).toBeNull();
    expect(within(table).getAllByText('••••••')).toHaveLength(2);
    expect(within(table).getAllByText('authorization_code').length).toBeGreaterThan(0);
  });

  it('adds a client with the default grant types and lifetimes, sending the ticked types comma-joined', async () => {
    await renderApp('/system/client', admin);
    await waitForRows(2);
    fireEvent.click(button('新增'));
    const modal = await findDialog();
    const box = (grant: string) => within(modal).getByLabelText(grant) as HTMLInputElement;
    await waitFor(() => expect(box('password').checked).toBe(true));
    expect(box('refresh_token').checked).toBe(true);
    expect(box('authorization_code').checked).toBe(true);
    expect(box('captcha').checked).toBe(false);
    fireEvent.click(box('password'));
    fireEvent.click(box('captcha'));
    type(within(modal).getByPlaceholderText('请输入应用id'), 'h5');
    type(within(modal).getByPlaceholderText('请输入应用密钥'), 'h5_secret');
    type(within(modal).getByPlaceholderText('请输入回调地址'), 'https://h5.zhiyuan-edu.cn/callback');
    fireEvent.click(button('保存', modal));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const body = JSON.parse(standin.calls('/client/submit')[0].body);
    expect(body).toMatchObject({
      clientId: 'h5',
      clientSecret: 'h5_secret',
      scope: 'all',
      accessTokenValidity: 3600,
      refreshTokenValidity: 604800,
    });
    expect(body.authorizedGrantTypes.split(',').sort()).toEqual(['authorization_code', 'captcha', 'refresh_token']);
    expect(
      standin.db.tables.clients
        .find((row) => row.clientId === 'h5')
        ?.authorizedGrantTypes.split(',')
        .sort(),
    ).toEqual(['authorization_code', 'captcha', 'refresh_token']);
  });
});

describe('datasources page', () => {
  it('lists the datasources without their passwords', async () => {
    await renderApp('/tool/datasource', admin);
    await waitForRows(3);
    const table = document.querySelector('.ant-table') as HTMLElement;
    expect(within(table).getByText('org.postgresql.Driver')).toBeTruthy();
    expect(within(table).queryByText('密码')).toBeNull();
    expect(within(table).queryByText('Ea5t#2024')).toBeNull();
  });
});
