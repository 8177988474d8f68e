import { describe, expect, it } from 'vitest';
import { UNSAFE_NOTICE_TITLE } from '../../mocks/seed-data/notices';
import { call, login, useServer, type PageData } from './standin-client';

// blade-desk's notices as NoticeController answers them: a Map-bound list per tenant (title LIKE,
// type =, releaseTime_datege / _datelt), newest release first, NoticeVO with categoryName; detail,
// submit with Saber's rule messages in the caller's language, remove.

type Notice = {
  id: string;
  tenantId: string;
  title: string;
  category: number;
  categoryName: string;
  releaseTime: string;
  content: string;
};

const DESK = '/api/blade-desk/notice';
const SEED_DAY = '2025-06-15';
const EN = { 'Accept-Language': 'en-US,en;q=0.9' };
const list = async (token: string, query = '') =>
  (await call<PageData<Notice>>(`${DESK}/list?current=1&size=50${query}`, { token })).body.data;
const q = encodeURIComponent;

describe('stand-in: notices', () => {
  const standin = useServer({ seedDay: SEED_DAY });

  it('lists a tenant its own notices, newest release first, each with its type name', async () => {
    const token = await login('admin', 'admin');
    const page = await list(token);
    expect(page.total).toBeGreaterThanOrEqual(15);
    expect(page.records.every((row) => row.tenantId === '000000')).toBe(true);
    const times = page.records.map((row) => row.releaseTime);
    expect(times).toEqual([...times].sort().reverse());
    // The one scheduled for after the seed day comes first; today's release next.
    expect(page.records[0].releaseTime > `${SEED_DAY} 23:59:59`).toBe(true);
    expect(page.records[1]).toMatchObject({
      title: '2025 年高考志愿填报咨询服务全面开启',
      category: 1,
      categoryName: '发布通知',
      releaseTime: `${SEED_DAY} 09:00:00`,
    });
    expect(page.records[1].content).toMatch(/<h2>.*<img src="data:image\/svg\+xml,.*<ul>.*<a href="https:/s);
    const unsafe = page.records.find((row) => row.title === UNSAFE_NOTICE_TITLE);
    expect(unsafe?.content).toContain('<script>');
    expect(unsafe?.content).toContain('onerror=');

    const east = await login('admin', 'admin', '100001');
    const theirs = await list(east);
    expect(theirs.total).toBe(page.total);
    expect(theirs.records.every((row) => row.tenantId === '100001')).toBe(true);
    expect(theirs.records.some((row) => page.records.some((mine) => mine.id === row.id))).toBe(false);
  });

  it('searches by title (LIKE), type (=) and the release range as Saber sends it', async () => {
    const token = await login('admin', 'admin');
    expect((await list(token, `&title=${q('通知')}`)).records.every((row) => row.title.includes('通知'))).toBe(true);
    const affairs = await list(token, '&category=6');
    expect(affairs.total).toBe(7);
    expect(affairs.records.every((row) => row.categoryName === '事务通知')).toBe(true);
    // The notice dictionary is BladeX's six types and every seeded notice is one of them.
    const all = await list(token, '&size=0');
    expect(new Set(all.records.map((row) => row.category))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(all.records.every((row) => typeof row.categoryName === 'string' && row.categoryName.length > 0)).toBe(true);
    const week = await list(
      token,
      `&releaseTime_datege=${q('2025-06-08 00:00:00')}&releaseTime_datelt=${q('2025-06-15 23:59:59')}`,
    );
    expect(week.records.map((row) => row.releaseTime.slice(0, 10))).toEqual([
      '2025-06-15',
      '2025-06-14',
      '2025-06-13',
      '2025-06-11',
      '2025-06-09',
    ]);
    // ascs / descs still decide when given.
    const oldest = await list(token, '&ascs=release_time');
    expect(oldest.records[0].releaseTime.slice(0, 10)).toBe('2025-05-04');
  });

  it('adds, reads, changes and removes a notice, checking the fields in the form order', async () => {
    const token = await login('admin', 'admin');
    const submit = (body: object, headers = {}) => call(`${DESK}/submit`, { token, body, headers });
    expect((await submit({ category: 1 })).body).toMatchObject({ code: 400, msg: '请输入通知标题' });
    expect((await submit({ title: '放假通知' })).body).toMatchObject({ code: 400, msg: '请选择通知类型' });
    expect((await submit({ title: '放假通知', category: 6 })).body).toMatchObject({ code: 400, msg: '请选择通知日期' });
    expect((await submit({ title: '放假通知', category: 6 }, EN)).body.msg).toBe('Please choose the release date');
    expect((await submit({ title: '放假通知', category: 6, releaseTime: '下周一' })).body.msg).toBe(
      '通知日期格式应为 yyyy-MM-dd HH:mm:ss',
    );
    const content = '<h3>放假安排</h3><ol><li>周一休息</li></ol>';
    expect(
      (await submit({ title: '放假通知', category: 6, releaseTime: '2025-06-16 09:00:00', content })).body.success,
    ).toBe(true);
    const added = (await list(token, `&title=${q('放假')}`)).records[0];
    const detail = await call<Notice>(`${DESK}/detail?id=${added.id}`, { token });
    expect(detail.body.data).toMatchObject({
      title: '放假通知',
      category: 6,
      categoryName: '事务通知',
      content,
      tenantId: '000000',
    });
    expect(
      (await submit({ id: added.id, title: '端午放假通知', category: 6, releaseTime: '2025-06-16 09:00:00', content }))
        .body.success,
    ).toBe(true);
    expect(standin.db.tables.notices.find((row) => row.id === added.id)?.title).toBe('端午放假通知');
    // Another tenant can neither see nor remove it.
    const east = await login('admin', 'admin', '100001');
    expect((await call(`${DESK}/detail?id=${added.id}`, { token: east })).body).toMatchObject({ code: 400 });
    expect((await call(`${DESK}/remove?ids=${added.id}`, { token: east, method: 'POST' })).body.success).toBe(false);
    expect((await call(`${DESK}/remove?ids=${added.id}`, { token, method: 'POST' })).body.success).toBe(true);
    expect(standin.db.tables.notices.some((row) => row.id === added.id)).toBe(false);
  });

  it('needs the notice buttons to write', async () => {
    const token = await login('operator', 'operator');
    expect((await list(token)).total).toBeGreaterThan(0);
    const refused = await call(`${DESK}/submit`, {
      token,
      body: { title: 'x', category: 1, releaseTime: '2025-06-16 09:00:00' },
    });
    expect(refused).toMatchObject({ status: 403, body: { msg: '请求被拒绝' } });
  });
});
