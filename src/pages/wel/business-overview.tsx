import { Card } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuPaths } from '../../providers/menu-types';
import { otoApi } from '../../resources/oto/api';
import { useSessionState } from '../../providers/session-context';
import { createdIn, lastDaysRange, listLink, monthRange, perDay, todayRange } from './business-figures';
import { FigureCard, type Figure } from './figure-card';
import { OrdersChart } from './orders-chart';
import { useOrdersIn, useTotal } from './use-business-figures';
import './wel-business.css';

const CHART_DAYS = 30;

/** The first of `paths` the user's menu has, else null. */
const firstHeld = (held: Set<string>, ...paths: string[]) => paths.find((path) => held.has(path)) ?? null;

/**
 * The business at a glance: today's and this month's orders and revenue, consultations pending,
 * experts awaiting audit, students to follow up, each opening its list searched the same way (so
 * the figure is the list's total), and the orders of the last 30 days. A card shows only for a
 * list in the user's menu whose search answered; with none, nothing shows (the welcome stays).
 */
export function BusinessOverview() {
  const { t } = useTranslation();
  const { menus } = useSessionState();
  const held = useMemo(() => menuPaths(menus ?? []), [menus]);
  const [now] = useState(() => new Date());
  const ranges = useMemo(
    () => ({ today: todayRange(now), month: monthRange(now), chart: lastDaysRange(now, CHART_DAYS) }),
    [now],
  );

  // An organization's staff have 机构订单 / 机构专家 instead: the same searches, in their scope.
  const orderList = firstHeld(held, '/oto/order', '/oto/org-order');
  const expertList = firstHeld(held, '/oto/expert', '/oto/org-expert');
  const consultList = firstHeld(held, '/oto/consultation');
  const studentList = firstHeld(held, '/oto/potential-students');

  const today = useOrdersIn(orderList ? ranges.today : null);
  const month = useOrdersIn(orderList ? ranges.month : null);
  const chart = useOrdersIn(orderList ? ranges.chart : null);
  const consults = useTotal(consultList && otoApi.consultation.search, { status: '0' });
  const experts = useTotal(
    expertList && (expertList === '/oto/expert' ? otoApi.expert.search : otoApi.orgExpert.search),
    {
      auditStatus: '1',
    },
  );
  const students = useTotal(studentList && otoApi.students.search, { followStatus: '0' });

  const orderLink = (range: typeof ranges.today) => orderList && listLink(orderList, createdIn(range));
  const figures: Figure[] = [
    {
      key: 'today',
      link: orderLink(ranges.today),
      query: today,
      title: 'otoHome.todayOrders',
      money: 'otoHome.todayRevenue',
    },
    {
      key: 'month',
      link: orderLink(ranges.month),
      query: month,
      title: 'otoHome.monthOrders',
      money: 'otoHome.monthRevenue',
    },
    {
      key: 'consults',
      link: consultList && listLink(consultList, { status: '0' }),
      query: consults,
      title: 'otoHome.pendingConsults',
    },
    {
      key: 'experts',
      link: expertList && listLink(expertList, { auditStatus: '1' }),
      query: experts,
      title: 'otoHome.pendingExperts',
    },
    {
      key: 'students',
      link: studentList && listLink(studentList, { followStatus: '0' }),
      query: students,
      title: 'otoHome.followStudents',
    },
  ];
  // Not in the menu, or refused (403) or failed: no card rather than a broken one.
  const shown = figures.filter((figure) => figure.link && !figure.query.isError);
  const days = useMemo(() => (chart.data ? perDay(chart.data.orders, now, CHART_DAYS) : null), [chart.data, now]);
  if (shown.length === 0) return null;
  return (
    <>
      <div className="wel-figures">
        {shown.map((figure) => (
          <FigureCard key={figure.key} figure={figure} />
        ))}
      </div>
      {orderList && !chart.isError && (
        <Card variant="borderless" title={t('otoHome.chartTitle')} className="wel-chart-card" loading={!days}>
          {days && <OrdersChart days={days} />}
        </Card>
      )}
    </>
  );
}
