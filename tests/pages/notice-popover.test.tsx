import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { button, findDialog } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

// The top bar's notices: the badge counts the notices new to the user (released in the last 7
// days, not yet seen), the popover lists the latest released ones (fetched when it opens), each
// opening its detail, and leads to the whole list for a user whose menu has it.

const standin = standinForTests();
const admin = { username: 'admin', password: 'admin' };
const FORMAT = 'YYYY-MM-DD HH:mm:ss';

const released = () => {
  const now = dayjs().format(FORMAT);
  return standin.db.tables.notices
    .filter((row) => row.tenantId === '000000' && row.releaseTime < now)
    .sort((a, b) => b.releaseTime.localeCompare(a.releaseTime));
};
const badge = () =>
  document.querySelector('[data-testid="notice-button"]')!.closest('.ant-badge')!.querySelector('.ant-scroll-number');
const popover = () => document.querySelector<HTMLElement>('.ant-popover:not(.ant-popover-hidden)');

describe('notice popover', () => {
  it('asks nothing about notices on the login page', async () => {
    await renderApp('/login');
    await screen.findByPlaceholderText(/账号/);
    expect(standin.calls('/notice/list')).toHaveLength(0);
  });

  it('counts the new notices, lists the latest when opened and opens one', async () => {
    await renderApp('/wel/index', admin);
    const weekAgo = dayjs().subtract(7, 'day').format(FORMAT);
    const recent = released().filter((row) => row.releaseTime >= weekAgo).length;
    expect(recent).toBeGreaterThan(0);
    // The first home of the file also loads the console's code.
    await waitFor(() => expect(badge()?.getAttribute('title')).toBe(String(recent)));
    // One light call for the badge, nothing more until the popover opens.
    const [count] = standin.calls('/notice/list');
    expect(count.url.searchParams.get('size')).toBe('1');
    const since = dayjs(count.url.searchParams.get('releaseTime_datege'));
    expect(Math.abs(since.diff(dayjs(weekAgo), 'second'))).toBeLessThan(60);
    expect(standin.calls('/notice/list')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('notice-button'));
    const latest = released().slice(0, 10);
    const box = await waitFor(() => {
      const open = popover();
      if (!open || open.querySelectorAll('.notice-item').length !== 10) throw new Error('list not shown');
      return open;
    });
    const list = standin.calls('/notice/list').at(-1)!.url.searchParams;
    expect(list.get('size')).toBe('10');
    expect(list.get('descs')).toBe('release_time');
    const items = [...box.querySelectorAll('.notice-item')];
    expect(items.map((item) => item.querySelector('.notice-item-title')?.textContent)).toEqual(
      latest.map((row) => row.title),
    );
    // Each with its type (the dictionary's word) and its time.
    expect(items[0].textContent).toContain(latest[0].releaseTime.slice(0, 16));
    await waitFor(() => expect(within(box).getAllByText('事务通知').length).toBeGreaterThan(0));
    // Opening the popover has read them: the badge goes.
    await waitFor(() => expect(badge()).toBeNull());

    fireEvent.click(items[0]);
    const dialog = await findDialog();
    expect(dialog.querySelector('.ant-modal-title')?.textContent).toBe(latest[0].title);
    await waitFor(() => expect(dialog.querySelector('.rich-text-view')?.textContent?.length).toBeGreaterThan(10));
    expect(standin.calls('/notice/detail').at(-1)!.url.searchParams.get('id')).toBe(latest[0].id);
  });

  it('leads to the whole list', async () => {
    await renderApp('/wel/index', admin);
    fireEvent.click(await screen.findByTestId('notice-button'));
    const box = await waitFor(() => {
      const open = popover();
      if (!open?.querySelector('.notice-item')) throw new Error('list not shown');
      return open;
    });
    fireEvent.click(button('查看全部', box));
    await waitFor(() =>
      expect(
        standin
          .calls('/blade-desk/notice/list')
          .some((call) => call.url.searchParams.get('size') === '10' && !call.url.searchParams.has('descs')),
      ).toBe(true),
    );
    expect(await screen.findByRole('heading', { level: 1, name: '通知公告' })).toBeTruthy();
  });

  it('says so when the list cannot be read, and reads it again on retry', async () => {
    await renderApp('/wel/index', admin);
    await screen.findByTestId('notice-button');
    // The popover's list (ten rows) fails once; the badge's count is left alone.
    let failed = false;
    standin.server.use(
      http.get('*/api/blade-desk/notice/list', ({ request }) => {
        if (failed || new URL(request.url).searchParams.get('size') !== '10') return undefined;
        failed = true;
        return HttpResponse.json({ code: 500, success: false, data: null, msg: '服务器异常' }, { status: 500 });
      }),
    );
    fireEvent.click(screen.getByTestId('notice-button'));
    const box = await waitFor(() => {
      const open = popover();
      if (!open?.textContent?.includes('通知加载失败')) throw new Error('no error shown');
      return open;
    });
    fireEvent.click(button('重试', box));
    await waitFor(() => expect(box.querySelectorAll('.notice-item').length).toBeGreaterThan(0));
  });

  it('says so when there are none', async () => {
    const east = standin.db.tables.notices.filter((row) => row.tenantId === '000000');
    for (const row of east) standin.db.remove('notices', (each) => each.id === row.id);
    await renderApp('/wel/index', admin);
    fireEvent.click(await screen.findByTestId('notice-button'));
    expect(await screen.findByText('暂无通知')).toBeTruthy();
    expect(badge()).toBeNull();
  });
});
