import { UserOutlined } from '@ant-design/icons';
import { useGetIdentity } from '@refinedev/core';
import { Avatar, Card, Empty, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { menuTarget, type MenuItem } from '../../providers/menu-types';
import { useSessionState } from '../../providers/session-context';
import { MenuIcon } from '../../shell/menu-icon';
import { menuLabel } from '../../shell/menu-label';
import { useRoleNames } from '../../shell/use-role-names';
import { useMarkFirstScreenDrawn } from '../../shell/first-screen';
import { lazy, Suspense } from 'react';

// The business overview (its figures and the SVG chart) is its own chunk, asked for as soon as
// this page's code runs: it arrives alongside the page instead of weighing on the first load of
// every tab (the home page is part of every first list page too).
const overview = import('./business-overview');
const BusinessOverview = lazy(() => overview.then((module) => ({ default: module.BusinessOverview })));

type Identity = { name: string; avatar: string; tenantId: string; account: string };

const leaves = (tree: MenuItem[]): MenuItem[] =>
  tree.flatMap((item) => (item.children?.length ? leaves(item.children) : [item]));

// A tenant id such as 000000 is a code, not a number to group with commas.
const asText = (value: unknown) => String(value);

/** The part of the day people say in Chinese, by the hour it starts (凌晨 0, 早上 5, ... 晚上 18). */
const DAY_PARTS = [
  [18, 'wel.greetingEvening'],
  [13, 'wel.greetingAfternoon'],
  [11, 'wel.greetingNoon'],
  [8, 'wel.greetingForenoon'],
  [5, 'wel.greetingMorning'],
  [0, 'wel.greetingSmallHours'],
] as const;

export const greetingKey = (hour: number) => DAY_PARTS.find(([from]) => hour >= from)![1];

/**
 * The home tab: who you are, the business at a glance (for a user with its lists), where you can
 * go, and what this session may do.
 */
export default function WelPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useGetIdentity<Identity>();
  const roleNames = useRoleNames();
  // Home is the first screen after a login: once painted, the frame's later parts may come.
  useMarkFirstScreenDrawn(true);
  const { menus, permissions } = useSessionState();
  const entries = leaves(menus ?? []);
  return (
    <div className="wel-page">
      <Card variant="borderless" className="wel-hero">
        <div className="wel-hero-body">
          <Avatar size={64} src={user?.avatar} icon={<UserOutlined aria-hidden />} alt="" />
          <div>
            <h1 className="wel-greeting" tabIndex={-1}>
              {t(greetingKey(new Date().getHours()), { name: user?.name ?? '' })}
            </h1>
            <span className="wel-intro">{t('wel.intro')}</span>
          </div>
        </div>
        {/* Laid out by CSS, not antd's Row/Col: the grid's style (24 spans at five breakpoints) took
            about 13 ms to generate in the first frame after a login. */}
        <div className="wel-facts">
          <Statistic title={t('wel.tenant')} value={user?.tenantId || '-'} formatter={asText} />
          <Statistic title={t('wel.role')} value={roleNames || '-'} formatter={asText} />
          <Statistic title={t('wel.account')} value={user?.account || '-'} formatter={asText} />
          <Statistic title={t('wel.menus')} value={entries.length} />
          <Statistic title={t('wel.permissions')} value={Object.keys(permissions).length} />
        </div>
      </Card>
      <Suspense fallback={null}>
        <BusinessOverview />
      </Suspense>
      <Card variant="borderless" title={t('wel.quickEntry')} className="wel-entries">
        {entries.length === 0 ? (
          <Empty description={t('wel.noQuickEntry')} />
        ) : (
          <div className="wel-entry-grid">
            {entries.map((item) => (
              <Card
                key={item.id}
                hoverable
                size="small"
                className="wel-entry"
                onClick={() => navigate(menuTarget(item))}
              >
                <MenuIcon source={item.source} />
                <span>{menuLabel(item, t, i18n.language)}</span>
              </Card>
            ))}
          </div>
        )}
      </Card>
    </div>
  );
}
