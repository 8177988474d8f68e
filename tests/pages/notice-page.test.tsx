import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { UNSAFE_NOTICE_TITLE } from '../../mocks/seed-data/notices';
import { button, findDialog, pickDay, tableRows } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

// 通知公告 (/desk/notice): the search as Saber sends it (title LIKE, type =, the release range as
// releaseTime_datege / _datelt), the view showing the writer's formatting with nothing stored
// running, and an edit whose refused save keeps what was typed.

const standin = standinForTests();
const admin = { username: 'admin', password: 'admin' };
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const pad = (n: number) => String(n).padStart(2, '0');
const dayText = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

async function openList() {
  await renderApp('/desk/notice', admin);
  // The first list of a run also loads the list page's code.
  await waitFor(() => expect(tableRows()).toHaveLength(10));
}

/** The row whose title is `title`, and its button `caption`. */
const rowButton = (title: string, caption: string) => {
  const row = [...tableRows()].find((each) => each.textContent?.includes(title)) as HTMLElement;
  return button(caption, row);
};

describe('notices page', () => {
  it('searches by title, type and release range with the suffixes Saber sends', async () => {
    await openList();
    const search = document.querySelector('.crud-search') as HTMLElement;
    type(within(search).getByPlaceholderText('请输入通知标题'), '通知');
    fireEvent.mouseDown(search.querySelector('.ant-select .ant-select-selector') as HTMLElement);
    fireEvent.click(await screen.findByText('事务通知', { selector: '.ant-select-item-option-content' }));
    // This month's days up to today (the picker's first panel).
    const today = new Date();
    const first = dayText(new Date(today.getFullYear(), today.getMonth(), Math.max(1, today.getDate() - 6)));
    const last = dayText(today);
    const picker = search.querySelector('.ant-picker-range input') as HTMLInputElement;
    fireEvent.mouseDown(picker);
    fireEvent.click(picker);
    await pickDay(first);
    await pickDay(last);
    fireEvent.click(button('搜索', search));
    await waitFor(() =>
      expect(standin.calls('/notice/list').at(-1)!.url.searchParams.get('releaseTime_datege')).toBe(
        `${first} 00:00:00`,
      ),
    );
    const sent = standin.calls('/notice/list').at(-1)!.url.searchParams;
    expect(sent.get('releaseTime_datelt')).toBe(`${last} 23:59:59`);
    expect(sent.get('title')).toBe('通知');
    expect(sent.get('category')).toBe('6');
    expect([...sent.keys()].filter((key) => key.startsWith('releaseTime_date'))).toEqual([
      'releaseTime_datege',
      'releaseTime_datelt',
    ]);
    const expected = standin.db.tables.notices.filter(
      (row) =>
        row.tenantId === '000000' &&
        row.category === 6 &&
        row.title.includes('通知') &&
        row.releaseTime >= `${first} 00:00:00` &&
        row.releaseTime < `${last} 23:59:59`,
    );
    await waitFor(() => expect(tableRows()).toHaveLength(expected.length));
    for (const row of expected) expect(document.querySelector('.ant-table-tbody')!.textContent).toContain(row.title);
  }, 40_000);

  it('shows a notice as its writer formatted it and runs nothing stored in it', async () => {
    await openList();
    const target = window as unknown as { __noticeScriptRan?: string };
    fireEvent.click(rowButton(UNSAFE_NOTICE_TITLE, '查看'));
    const dialog = await findDialog();
    const content = await waitFor(() => {
      const found = dialog.querySelector<HTMLElement>('.rich-text-view');
      if (!found) throw new Error('no content yet');
      return found;
    });
    expect(within(content).getByText('系统升级维护').tagName).toBe('H2');
    expect(content.querySelector('strong')?.textContent).toBe('22:00');
    expect(content.textContent).toContain('点此查看维护详情');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('[onerror], [onclick]')).toBeNull();
    expect(content.querySelector('a')).toBeNull();
    expect(content.innerHTML).not.toMatch(/javascript:|__noticeScriptRan/);
    expect(target.__noticeScriptRan).toBeUndefined();
    // The view's other fields: the type as its dictionary names it.
    expect(within(dialog).getByText('事务通知')).toBeTruthy();
  });

  it('keeps what was typed, the content too, when a save is refused', async () => {
    await openList();
    fireEvent.click(rowButton('周末客服值班安排', '编辑'));
    const dialog = await findDialog();
    const title = await waitFor(() => {
      const input = within(dialog).getByPlaceholderText('请输入通知标题') as HTMLInputElement;
      if (input.value !== '周末客服值班安排') throw new Error('detail not loaded');
      return input;
    });
    // The editor loads with the dialog and shows the stored content.
    const editor = await waitFor(() => {
      const found = dialog.querySelector<HTMLElement>('.rich-text-field .ql-editor');
      if (!found?.textContent?.includes('本周末客服值班安排如下')) throw new Error('editor not ready');
      return found;
    });
    expect(editor.querySelectorAll('li')).toHaveLength(2);
    standin.server.use(
      http.post('*/api/blade-desk/notice/submit', () =>
        HttpResponse.json({ code: 400, success: false, data: null, msg: '通知标题重复' }, { status: 400 }),
      ),
    );
    type(title, '本周末值班安排(更新)');
    fireEvent.click(button('修改', dialog));
    expect(await screen.findByText('通知标题重复')).toBeTruthy();
    const body = JSON.parse(standin.calls('/notice/submit').at(-1)!.body);
    expect(body).toMatchObject({ title: '本周末值班安排(更新)', category: 6 });
    // The content went as it was stored (nothing typed in it), and everything stays on screen.
    expect(body.content).toContain('<ul><li>周六');
    expect((within(dialog).getByPlaceholderText('请输入通知标题') as HTMLInputElement).value).toBe(
      '本周末值班安排(更新)',
    );
    expect(dialog.querySelector('.ql-editor')?.textContent).toContain('本周末客服值班安排如下');
  });

  describe('pictures from outside the console and its storage', () => {
    const TRACKER = 'https://tracker.example/x.gif';
    const OWN = `${window.location.origin}/img/logo.png`;
    // The seed's minio config (endpoint http://oss.zhiyuan-edu.cn:9000) and aliyun's bucket host.
    const MINIO = 'http://oss.zhiyuan-edu.cn:9000/zhiyuan/upload/20250301/1.png';
    const ALIYUN = 'https://zhiyuan-backup.oss-cn-hangzhou.aliyuncs.com/upload/2.png';
    const TITLE = '周末客服值班安排';

    /** The seeded notice `TITLE` with a tracking pixel among pictures of the console and its storage. */
    const plantPictures = () => {
      const row = standin.db.tables.notices.find((each) => each.tenantId === '000000' && each.title === TITLE)!;
      const pictures = [TRACKER, OWN, MINIO, ALIYUN].map((src) => `<p><img src="${src}" alt="图"></p>`).join('');
      standin.db.update('notices', { ...row, content: `<p>值班表</p>${pictures}` });
    };
    const sources = (box: Element) => [...box.querySelectorAll('img')].map((img) => img.getAttribute('src'));

    it('are dropped from the editor with a note, and from what is saved', async () => {
      plantPictures();
      await openList();
      fireEvent.click(rowButton(TITLE, '编辑'));
      const dialog = await findDialog();
      const editor = await waitFor(() => {
        const found = dialog.querySelector<HTMLElement>('.rich-text-field .ql-editor');
        if (!found?.textContent?.includes('值班表')) throw new Error('editor not ready');
        return found;
      });
      expect(await within(dialog).findByText(/已移除来自外部地址的图片/)).toBeTruthy();
      expect(sources(editor)).toEqual([OWN, MINIO, ALIYUN]);
      fireEvent.click(button('修改', dialog));
      await waitFor(() => expect(standin.calls('/notice/submit')).toHaveLength(1));
      const body = JSON.parse(standin.calls('/notice/submit').at(-1)!.body) as { content: string };
      expect(body.content).not.toContain('tracker.example');
      for (const kept of [OWN, MINIO, ALIYUN]) expect(body.content).toContain(kept);
    });

    it("are not shown when a notice is viewed; the console's and the storage's are", async () => {
      plantPictures();
      await openList();
      fireEvent.click(rowButton(TITLE, '查看'));
      const dialog = await findDialog();
      const content = await waitFor(() => {
        const found = dialog.querySelector<HTMLElement>('.rich-text-view');
        if (!found?.querySelector(`img[src="${MINIO}"]`)) throw new Error('no storage picture yet');
        return found;
      });
      expect(sources(content)).toEqual([OWN, MINIO, ALIYUN]);
      expect(content.innerHTML).not.toContain('tracker.example');
    });
  });
});
