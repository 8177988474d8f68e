import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  dayText,
  lastDaysRange,
  monthRange,
  niceTicks,
  perDay,
  revenueFen,
  todayRange,
} from '../../src/pages/wel/business-figures';
import { grantedCodes } from '../../mocks/seed-builders';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

// The business home page: each figure is the total of the list its card opens (the same search on
// the wire), revenue is paid − refunded of those orders, a user without the business keeps the
// welcome page, and a refused figure is left out rather than broken.

const standin = standinForTests();
const admin = { username: 'admin', password: 'admin' };

// Today's figures need today's orders: the seed has none of the hours still to come
// (mocks/seed-clock.ts), so the clock reads today's noon and the seed is built for it.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const noon = new Date();
  noon.setHours(12, 30, 0, 0);
  vi.setSystemTime(noon);
  standin.reset();
});
afterAll(() => vi.useRealTimers());

const yuan = (fen: number) =>
  `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const ordersOf = (from: string, to: string) =>
  standin.db.tables.otoOrders.filter(
    (order) => order.tenantId === '000000' && order.createTime >= from && order.createTime <= to,
  );

/** The card whose first caption is `title`. */
const card = (title: string) =>
  waitFor(() => {
    const found = [...document.querySelectorAll<HTMLAnchorElement>('a.wel-figure')].find(
      (a) => a.querySelector('.ant-statistic-title')?.textContent === title,
    );
    if (!found) throw new Error(`no card ${title}`);
    if (found.querySelector('.ant-skeleton')) throw new Error(`card ${title} still loading`);
    return found;
  });
const values = (a: HTMLElement) => [...a.querySelectorAll('.ant-statistic-content')].map((n) => n.textContent);

describe('home page figures', () => {
  it('counts today’s and this month’s orders and their revenue as the order list searched that way', async () => {
    await renderApp('/wel/index', admin);
    const now = new Date();
    const today = todayRange(now);
    const month = monthRange(now);
    const todays = ordersOf(today.from, today.to);
    const months = ordersOf(month.from, month.to);
    expect(todays.length).toBeGreaterThan(0);
    expect(values(await card('今日订单'))).toEqual([String(todays.length), yuan(revenueFen(todays))]);
    // A screen reader hears the card's figures with its caption: the link is named by what it shows.
    expect(screen.getByRole('link', { name: new RegExp(`^今日订单\\s*${todays.length}\\s*今日营收`) })).toBe(
      await card('今日订单'),
    );
    expect(values(await card('本月订单'))).toEqual([String(months.length), yuan(revenueFen(months))]);
    // The same search on the wire as the link opens.
    const searched = standin.calls('/student-order/search').map((call) => call.url.searchParams);
    expect(
      searched.some(
        (q) =>
          q.get('createTime_dategt') === today.from &&
          q.get('createTime_datelt') === today.to &&
          Number(q.get('size')) >= 500,
      ),
    ).toBe(true);
    const link = (await card('今日订单')).getAttribute('href')!;
    expect(link.startsWith('/oto/order?')).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(link.split('?')[1]))).toEqual({
      createTime_dategt: today.from,
      createTime_datelt: today.to,
    });

    // The list the card opens shows the same number.
    fireEvent.click(await card('今日订单'));
    expect(await screen.findByText(`共 ${todays.length} 条`)).toBeTruthy();
    const listCall = standin.calls('/student-order/search').at(-1)!.url.searchParams;
    expect(listCall.get('size')).toBe('10');
    expect(listCall.get('createTime_dategt')).toBe(today.from);
    // The first test of the file also loads the console's code.
  }, 40_000);

  it('counts consultations pending, experts awaiting audit and students to follow up, linking their lists', async () => {
    await renderApp('/wel/index', admin);
    const mine = <T extends { tenantId: string }>(rows: readonly T[]) =>
      rows.filter((row) => row.tenantId === '000000');
    const expected = {
      待咨询: [
        mine(standin.db.tables.otoConsults).filter((c) => c.status === '0').length,
        '/oto/consultation?status=0',
      ],
      待审核专家: [
        mine(standin.db.tables.otoExperts).filter((e) => e.auditStatus === '1').length,
        '/oto/expert?auditStatus=1',
      ],
      待跟进意向客户: [
        mine(standin.db.tables.otoCustomers).filter((c) => c.followStatus === '0').length,
        '/oto/potential-students?followStatus=0',
      ],
    } as const;
    for (const [title, [count, href]] of Object.entries(expected)) {
      const found = await card(title);
      expect(values(found)).toEqual([String(count)]);
      expect(found.getAttribute('href')).toBe(href);
    }
    expect(standin.calls('/consult-info/search')[0].url.searchParams.get('size')).toBe('1');
    expect(standin.calls('/consult-info/search')[0].url.searchParams.get('status')).toBe('0');
  });

  it('draws the last 30 days of orders with their figures on hover', async () => {
    await renderApp('/wel/index', admin);
    const bars = await waitFor(() => {
      const found = document.querySelectorAll('.wel-chart-bar');
      if (found.length !== 30) throw new Error(`bars: ${found.length}`);
      return found;
    });
    expect(bars).toHaveLength(30);
    expect(document.querySelector('.wel-chart svg')!.getAttribute('aria-label')).toBe('近 30 天每日订单数与营收');
    const now = new Date();
    const todays = ordersOf(todayRange(now).from, todayRange(now).to);
    const days = [...document.querySelectorAll<SVGRectElement>('.wel-chart rect[tabindex]')];
    // Each day is read by its words; the chart is one Tab stop (the last day) and the arrows walk it.
    expect(
      within(document.querySelector<HTMLElement>('.wel-chart')!).getAllByRole('img', { name: /单,营收/ }),
    ).toHaveLength(30);
    expect(days.filter((day) => day.getAttribute('tabindex') === '0')).toEqual([days[29]]);
    days[29].focus();
    fireEvent.keyDown(days[29], { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(days[28]);
    fireEvent.keyDown(days[28], { key: 'Home' });
    expect(document.activeElement).toBe(days[0]);
    days[0].blur();
    fireEvent.mouseEnter(days[29]);
    const chart = document.querySelector<HTMLElement>('.wel-chart')!;
    expect((await within(chart).findByRole('status')).textContent).toBe(
      `${dayText(now)}:${todays.length} 单,营收 ${yuan(revenueFen(todays))}`,
    );
    // Axis labels: order counts on the left, revenue on the right, dates below.
    expect(document.querySelector('.wel-chart')!.textContent).toContain(dayText(now).slice(5));
  });
});

describe('home page without the business', () => {
  it('keeps the welcome page for a user without the business menus', async () => {
    // 运营人员 without the business: its grants of the 一对一业务 menus and buttons taken away.
    const { menus } = standin.db.tables;
    const codes = grantedCodes(menus, [{ subtree: 'oto', buttons: 'all' }]);
    const business = new Set(menus.filter((menu) => codes.includes(menu.code)).map((menu) => menu.id));
    const operator = standin.db.tables.roles.find(
      (role) => role.tenantId === '000000' && role.roleAlias === 'operator',
    )!;
    standin.db.remove('roleMenus', (grant) => grant.roleId === operator.id && business.has(grant.menuId));
    await renderApp('/wel/index', { username: 'operator', password: 'operator' });
    expect(await screen.findByText('快捷入口')).toBeTruthy();
    // Its quick entries come from the same menu the figures would: once they show, so would the figures.
    await screen.findByText('参数管理', { selector: '.wel-entry span' });
    expect(document.querySelector('.wel-greeting')).toBeTruthy();
    expect(document.querySelector('.wel-figures')).toBeNull();
    expect(standin.wire.some((call) => call.url.pathname.includes('/onetoone/'))).toBe(false);
  });

  it('leaves out the figures whose search is refused (403), without a toast', async () => {
    standin.server.use(
      mswHttp.get('*/onetoone/student-order/search', () =>
        HttpResponse.json({ code: 403, success: false, data: null, msg: '请求被拒绝' }, { status: 403 }),
      ),
    );
    await renderApp('/wel/index', admin);
    expect(await card('待咨询')).toBeTruthy();
    await waitFor(() => expect(standin.calls('/student-order/search').length).toBeGreaterThan(0));
    await waitFor(() => expect(document.querySelectorAll('a.wel-figure')).toHaveLength(3));
    expect(document.querySelector('.wel-chart-card')).toBeNull();
    expect(screen.queryByText('请求被拒绝')).toBeNull();
    expect(screen.getByText('快捷入口')).toBeTruthy();
  });

  it('shows an organization’s staff their organization’s orders, linking 机构订单', async () => {
    await renderApp('/wel/index', { username: 'orgstaff', password: '123456' });
    const member = standin.db.tables.otoOrgMembers[0];
    const now = new Date();
    const month = monthRange(now);
    const own = ordersOf(month.from, month.to).filter((order) => order.orgId === member.orgId);
    const found = await card('本月订单');
    expect(values(found)[0]).toBe(String(own.length));
    expect(found.getAttribute('href')!.startsWith('/oto/org-order?')).toBe(true);
    // No potential-students menu: no card for it.
    await card('待审核专家');
    expect(screen.queryByText('待跟进意向客户')).toBeNull();
  });
});

describe('home figures, as functions', () => {
  it('buckets orders per local day and sums money in fen', () => {
    const now = new Date(2026, 2, 3, 15, 0, 0);
    expect(lastDaysRange(now, 30)).toEqual({ from: '2026-02-02 00:00:00', to: '2026-03-03 23:59:59' });
    expect(monthRange(now)).toEqual({ from: '2026-03-01 00:00:00', to: '2026-03-03 23:59:59' });
    const days = perDay(
      [
        { createTime: '2026-03-03 09:00:00', paidAmount: 0.1, refundedAmount: 0 },
        { createTime: '2026-03-03 10:00:00', paidAmount: 0.2, refundedAmount: 0 },
        { createTime: '2026-02-02 00:00:00', paidAmount: 100, refundedAmount: 40.5 },
        { createTime: '2026-02-01 23:59:59', paidAmount: 999, refundedAmount: 0 },
      ],
      now,
      30,
    );
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: '2026-02-02', count: 1, revenueFen: 5950 });
    expect(days[29]).toEqual({ day: '2026-03-03', count: 2, revenueFen: 30 });
    expect(niceTicks(7, 4, 1)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(1, 4, 1)).toEqual([0, 1]);
    expect(niceTicks(0, 4, 1)).toEqual([0, 1]);
    expect(niceTicks(12345)).toEqual([0, 5000, 10000, 15000]);
  });
});
