import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { button, tableRows, waitForRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

const standin = standinForTests();

describe('a list whose answer cannot be read', () => {
  it('shows the error toast and the retry state for an HTML page under HTTP 200, and recovers on retry', async () => {
    let broken = true;
    standin.server.use(
      mswHttp.get('*/api/zhiyuan-management/param/list', () =>
        broken ? HttpResponse.html('<!doctype html><html><body><div id="root"></div></body></html>') : undefined,
      ),
    );
    await renderApp('/system/param', { username: 'admin', password: 'admin' });
    expect(await screen.findByText('服务器返回了无法识别的数据,请稍后重试')).toBeTruthy();
    const alert = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.crud-page .ant-alert-error');
      if (!found) throw new Error('no retry state');
      return found;
    });
    expect(alert.textContent).toContain('数据加载失败');
    expect(tableRows()).toHaveLength(0);
    broken = false;
    fireEvent.click(button('重试', alert));
    await waitForRows(10);
    await waitFor(() => expect(document.querySelector('.crud-page .ant-alert-error')).toBeNull());
  });
});
