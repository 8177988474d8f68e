import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, findDialog, waitForRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

// The session ends under an open dialog (the refresh refused): what was typed is listed after the
// same user logs in again in this tab, to copy back; another user of the tab never sees it.

const standin = standinForTests();
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** Types into 新增 of 参数管理, then the session ends as the save goes: back at the login page. */
async function typeThenLoseSession() {
  const { services } = await renderApp('/system/param', { username: 'admin', password: 'admin' });
  await waitForRows(10);
  fireEvent.click(button('新增'));
  const modal = await findDialog();
  type(within(modal).getByPlaceholderText('请输入参数名称'), '咨询时长');
  type(within(modal).getByPlaceholderText('请输入参数键名'), 'consult.minutes');
  type(within(modal).getByPlaceholderText('请输入参数键值'), '四十五分钟,含\n一次复盘');
  standin.revokeAll();
  services.storage.setToken({ ...services.storage.getToken()!, refreshToken: 'dead' });
  fireEvent.click(button('保存', modal));
  return screen.findByPlaceholderText('请输入密码');
}

async function logIn(account: string, password: string) {
  const field = await screen.findByPlaceholderText('请输入账号');
  type(field, account);
  type(screen.getByPlaceholderText('请输入密码'), password);
  fireEvent.click(button('登录'));
  await screen.findByText('系统管理');
}

describe('input typed when the session ended', () => {
  it('is listed after the same user logs in again, until closed', async () => {
    await typeThenLoseSession();
    await logIn('admin', 'admin');
    const notice = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-modal')].find((each) =>
        each.textContent?.includes('未保存的内容'),
      );
      if (!found) throw new Error('no notice');
      return found;
    });
    expect(within(notice).getByText('新增参数')).toBeTruthy();
    const values = [...notice.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(values).toEqual([
      ['参数名称', '咨询时长'],
      ['参数键名', 'consult.minutes'],
      ['参数键值', '四十五分钟,含\n一次复盘'],
    ]);
    fireEvent.click(button('知道了', notice));
    await waitFor(() => expect(document.body.textContent).not.toContain('未保存的内容'));
    expect(sessionStorage.length).toBe(0);
  });

  it('is dropped unread when another user logs in on the tab', async () => {
    await typeThenLoseSession();
    await logIn('operator', 'operator');
    await screen.findByText('快捷入口');
    expect(document.body.textContent).not.toContain('未保存的内容');
    expect(document.body.textContent).not.toContain('consult.minutes');
    expect(sessionStorage.length).toBe(0);
  });
});
