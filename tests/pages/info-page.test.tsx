import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import md5 from 'crypto-js/md5';
import { describe, expect, it } from 'vitest';
import { fail } from '../../mocks/blade';
import { createRouter } from '../../mocks/router';
import { config } from '../../src/config';
import { changeLanguage } from '../../src/providers/i18n';
import { button } from '../support/dom';
import { pngFile, textNamedPng } from '../support/pictures';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

const standin = standinForTests();
const mgmt = `/api/${config.services.management}/user`;

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const field = (placeholder: string) => screen.getByPlaceholderText(placeholder) as HTMLInputElement;

/** The page in the whole console (top bar with the user menu, real providers) at /info/index. */
async function renderInfo() {
  const { services } = await renderApp('/info/index', { username: 'admin', password: 'admin' });
  // The first render of a file also compiles the page's code; on a busy 2-core machine that takes a while.
  await waitFor(() => expect(field('请输入手机号').value).toBe('13888888888'));
  return services;
}

/** The save button of the tab on show (the other tab's form stays mounted, hidden). */
const save = () =>
  fireEvent.click(button('保存', document.querySelector('.info-page .ant-tabs-tabpane-active') as HTMLElement));
const chooseFile = (file: File) =>
  fireEvent.change(document.querySelector('.info-avatar input[type=file]') as HTMLInputElement, {
    target: { files: [file] },
  });

describe('personal info page', () => {
  it('loads the signed-in user into the form', async () => {
    await renderInfo();
    expect(field('请输入姓名').value).toBe('管理员');
    expect(field('请输入用户昵称').value).toBe('管理员');
    expect(field('请输入邮箱').value).toBe('admin@zhiyuan.com');
    expect(standin.calls('/user/info')).toHaveLength(1);
  });

  it('checks the phone in order: empty, length, format; and the email', async () => {
    await renderInfo();
    type(field('请输入手机号'), '');
    save();
    expect(await screen.findByText('手机号不能为空')).toBeTruthy();
    type(field('请输入手机号'), '1388888888');
    expect(await screen.findByText('手机号长度不为11位')).toBeTruthy();
    expect(screen.queryByText('手机号格式不正确')).toBeNull();
    type(field('请输入手机号'), '23456789012');
    expect(await screen.findByText('手机号格式不正确')).toBeTruthy();
    expect(screen.queryByText('手机号长度不为11位')).toBeNull();
    type(field('请输入邮箱'), 'not-an-email');
    expect(await screen.findByText('邮箱格式不正确')).toBeTruthy();
    save();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(standin.calls('/user/update-info')).toHaveLength(0);
  });

  it('saves the profile, toasts, and refreshes the name in the top bar', async () => {
    const services = await renderInfo();
    type(field('请输入姓名'), '王晓明');
    type(field('请输入用户昵称'), '小王');
    type(field('请输入手机号'), '13912345678');
    type(field('请输入邮箱'), 'wang@zhiyuan.com');
    save();
    expect(await screen.findByText('修改成功')).toBeTruthy();
    const [call] = standin.calls('/user/update-info');
    expect(call.headers.get('Blade-Auth')).toMatch(/^bearer /);
    const user = services.storage.getUser()!;
    expect(JSON.parse(call.body)).toEqual({
      id: user.userId,
      avatar: expect.any(String),
      realName: '王晓明',
      name: '小王',
      phone: '13912345678',
      email: 'wang@zhiyuan.com',
    });
    expect(user).toMatchObject({ realName: '王晓明', nickName: '小王' });
    await waitFor(() => expect(screen.getByTestId('user-menu').textContent).toContain('王晓明'));
  });

  it('keeps what was typed when the server refuses the save', async () => {
    await renderInfo();
    // A gateway-side refusal, whatever the stand-in would answer.
    standin.server.use(createRouter(standin.db).post(`${mgmt}/update-info`, () => fail(400, '手机号已被占用')));
    type(field('请输入姓名'), '王晓明');
    save();
    expect(await screen.findByText('手机号已被占用')).toBeTruthy();
    expect(field('请输入姓名').value).toBe('王晓明');
    expect(screen.queryByText('修改成功')).toBeNull();
  });

  it('refuses a gif and a 600 KB png without sending anything', async () => {
    await renderInfo();
    chooseFile(new File(['GIF89a'], 'face.gif', { type: 'image/gif' }));
    expect(await screen.findByText('只能上传 jpg/png 格式的图片')).toBeTruthy();
    chooseFile(pngFile('big.png', 600 * 1024));
    expect(await screen.findByText('头像大小不能超过 500KB')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(standin.wire.filter((call) => call.url.pathname.includes('/oss/endpoint/'))).toHaveLength(0);
  });

  it('refuses a text file named a.png by its bytes, whatever its name and type say', async () => {
    await renderInfo();
    chooseFile(textNamedPng('a.png'));
    expect(await screen.findByText('只能上传 jpg/png 格式的图片')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(standin.wire.filter((call) => call.url.pathname.includes('/oss/endpoint/'))).toHaveLength(0);
  });

  it("uploads a small png through the avatar's call, shows data.link and saves it as the avatar", async () => {
    const services = await renderInfo();
    const links: string[] = [];
    const keepLink = async ({ request, response }: { request: Request; response: Response }) => {
      if (request.url.includes('/put-file-by-name?'))
        links.push(((await response.clone().json()) as { data: { link: string } }).data.link);
    };
    standin.server.events.on('response:mocked', keepLink);
    try {
      chooseFile(pngFile('small.png', 2048));
      await waitFor(() => expect(links).toHaveLength(1));
    } finally {
      standin.server.events.removeListener('response:mocked', keepLink);
    }
    const [upload] = standin.calls('/put-file-by-name');
    expect(upload.method).toBe('POST');
    expect(upload.url.searchParams.get('fileName')).toBe('avatar.png');
    expect(upload.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload.headers.get('Blade-Auth')).toMatch(/^bearer /);
    // jsdom's File loses its name on the way into undici's multipart encoder; a browser keeps it.
    expect(upload.body).toMatch(
      /Content-Disposition: form-data; name="file"; filename="[^"]+"\r\nContent-Type: image\/png/,
    );
    const [link] = links;
    await waitFor(() => expect(document.querySelector('.info-avatar img')?.getAttribute('src')).toBe(link));
    save();
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect(JSON.parse(standin.calls('/user/update-info')[0].body).avatar).toBe(link);
    expect(services.storage.getUser()!.avatar).toBe(link);
    await waitFor(() => expect(screen.getByTestId('user-menu').querySelector('img')?.getAttribute('src')).toBe(link));
  });
});

describe('in English', () => {
  it('asks for each field in sentence case', async () => {
    await renderInfo();
    await act(() => changeLanguage('en'));
    fireEvent.click(await screen.findByText('Change password'));
    const placeholders = () =>
      [...document.querySelectorAll('.info-page input[placeholder]')].map((input) => input.getAttribute('placeholder'));
    await waitFor(() =>
      expect(placeholders()).toEqual([
        'Enter real name',
        'Enter nickname',
        'Enter phone number',
        'Enter email',
        'Enter current password',
        'Enter new password',
        'Enter new password again',
      ]),
    );
  });
});

describe('change password tab', () => {
  async function openPasswordTab() {
    await renderInfo();
    fireEvent.click(screen.getByText('修改密码'));
    return waitFor(() => field('请输入原密码'));
  }

  it('requires all three and says when the two new passwords differ', async () => {
    await openPasswordTab();
    save();
    expect(await screen.findByText('请输入原密码')).toBeTruthy();
    // antd validates field by field: each message may land in its own render.
    expect(await screen.findByText('请输入新密码')).toBeTruthy();
    expect(await screen.findByText('请再次输入新密码')).toBeTruthy();
    type(field('请输入原密码'), 'admin');
    type(field('请输入新密码'), 'abc');
    expect(await screen.findByText('密码长度至少 6 位')).toBeTruthy();
    type(field('请输入新密码'), 'newpass1');
    type(field('请输入确认密码'), 'newpass2');
    expect(await screen.findByText('两次密码输入不一致')).toBeTruthy();
    save();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(standin.calls('/user/update-password')).toHaveLength(0);
  });

  it('posts the md5 of each password as query params, toasts and clears the form', async () => {
    await openPasswordTab();
    type(field('请输入原密码'), 'admin');
    type(field('请输入新密码'), 'newpass1');
    type(field('请输入确认密码'), 'newpass1');
    save();
    expect(await screen.findByText('修改成功')).toBeTruthy();
    const [call] = standin.calls('/user/update-password');
    expect(call.method).toBe('POST');
    expect(Object.fromEntries(call.url.searchParams)).toEqual({
      oldPassword: md5('admin').toString(),
      newPassword: md5('newpass1').toString(),
      newPassword1: md5('newpass1').toString(),
    });
    await waitFor(() => expect(field('请输入原密码').value).toBe(''));
    expect(field('请输入确认密码').value).toBe('');
  });

  it('keeps the values when the server refuses the current password', async () => {
    await openPasswordTab();
    type(field('请输入原密码'), 'wrong-password');
    type(field('请输入新密码'), 'newpass1');
    type(field('请输入确认密码'), 'newpass1');
    save();
    // The stand-in's words, toasted by the request layer.
    expect(await screen.findByText('原密码不正确')).toBeTruthy();
    expect(standin.calls('/user/update-password')).toHaveLength(1);
    expect(screen.queryByText('修改成功')).toBeNull();
    expect(field('请输入原密码').value).toBe('wrong-password');
    expect(field('请输入新密码').value).toBe('newpass1');
    expect(field('请输入确认密码').value).toBe('newpass1');
  });
});
