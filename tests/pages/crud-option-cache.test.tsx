import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, findDialog, siderItem, visiblePane } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

// A dictionary is read once per session (org-pages: across screens and closed tabs); these are
// the ends of that session: 清除缓存 asks again, and so does the next login.

const standin = standinForTests();
const admin = { username: 'admin', password: 'admin' };

const dictCalls = (code: string) =>
  standin.calls('/dict/dictionary').filter((call) => call.url.searchParams.get('code') === code);
const tabOf = (path: string) =>
  (document.querySelector(`.tab-label[data-path="${path}"]`)?.closest('[role="tab"]') ?? null) as HTMLElement | null;

/** The post list shows a senior post's category as its dictionary names it. */
async function seniorTag(text: string) {
  const senior = standin.db.tables.posts.find((post) => post.tenantId === '000000' && post.category === 1)!;
  await waitFor(() => {
    const row = [...visiblePane().querySelectorAll('tr.ant-table-row')].find((tr) =>
      tr.textContent?.includes(senior.postName),
    );
    expect(row?.querySelector('.ant-tag')?.textContent).toBe(text);
  });
}

describe('option sources across a session', () => {
  it('asks for the dictionaries again after 清除缓存: the open page’s at once, a closed page’s when it shows again', async () => {
    await renderApp('/system/post', admin);
    await seniorTag('高层');
    fireEvent.click(await siderItem('部门管理'));
    await waitFor(() => expect(visiblePane().textContent).toContain('智远教育'));
    await waitFor(() => expect(dictCalls('org_category')).toHaveLength(1));
    // The post page closed: its dictionary stays for the session, but no page shows it.
    fireEvent.click(tabOf('/system/post')!.querySelector('.console-tab-close') as HTMLElement);
    await waitFor(() => expect(tabOf('/system/post')).toBeNull());
    fireEvent.contextMenu(tabOf('/system/dept')!.querySelector('.tab-label') as HTMLElement);
    fireEvent.click(await screen.findByText('清除缓存'));
    fireEvent.click(button('确定', await findDialog()));
    await waitFor(() => expect(standin.calls('/blade-auth/oauth/clear-cache')).toHaveLength(1));
    // BladeX answers a bare {success, msg}: read as the success it is, not as an unreadable answer.
    expect(await screen.findByText('清除完毕')).toBeTruthy();
    expect(screen.queryByText('服务器返回了无法识别的数据,请稍后重试')).toBeNull();
    await waitFor(() => expect(dictCalls('org_category')).toHaveLength(2));
    expect(dictCalls('post_category')).toHaveLength(1);
    fireEvent.click(await siderItem('岗位管理'));
    await seniorTag('高层');
    await waitFor(() => expect(dictCalls('post_category')).toHaveLength(2));
  });

  it('asks for a dictionary again after a logout and a new login', async () => {
    await renderApp('/system/post', admin);
    await seniorTag('高层');
    fireEvent.click(screen.getByTestId('user-menu'));
    fireEvent.click(await screen.findByText('退出登录'));
    fireEvent.click(button('确定', await findDialog()));
    fireEvent.click(await screen.findByText(/^登\s*录$/));
    fireEvent.click(await siderItem('系统管理'));
    fireEvent.click(await siderItem('岗位管理'));
    await seniorTag('高层');
    expect(dictCalls('post_category')).toHaveLength(2);
  });
});
