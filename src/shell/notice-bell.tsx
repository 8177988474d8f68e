import { useCustom, type BaseRecord } from '@refinedev/core';
import { Badge, Popover, Spin, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionServices } from '../providers/session-context';
import { noticeApi } from '../resources/notice/api';
import { useFirstScreenDrawn } from './first-screen';
import { usePopupTooltip } from './use-popup-tooltip';
import { NoticeButton } from './notice-popover';

// The list and a notice's detail load the first time they are wanted, never with the page.
const NoticeList = lazy(() => import('./notice-list'));
const NoticeDetailDialog = lazy(() => import('../pages/notice/notice-detail-dialog'));

const FORMAT = 'YYYY-MM-DD HH:mm:ss';
const RECENT_DAYS = 7;

/**
 * When the signed-in user last opened the popover, in this browser (per tenant and user, so
 * another account on the same machine has its own).
 */
function useSeenAt() {
  const { storage } = useSessionServices();
  const user = storage.getUser();
  const key = `saber-notice-seen:${user?.tenantId ?? ''}:${user?.userId ?? ''}`;
  const [seenAt, setSeenAt] = useState(() => localStorage.getItem(key));
  const markSeen = () => {
    const now = dayjs().format(FORMAT);
    localStorage.setItem(key, now);
    setSeenAt(now);
  };
  return { seenAt, markSeen };
}

/**
 * The badge: notices that are new to the user, i.e. released in the last 7 days (a week-old
 * notice is no news) and after the user last opened the popover (opening it reads them). One
 * light call (one row, its total) once the console's first screen is drawn; none once they have
 * been seen.
 */
function useNewCount(seenAt: string | null): number {
  const [until] = useState(() => dayjs().format(FORMAT));
  const weekAgo = dayjs(until).subtract(RECENT_DAYS, 'day').format(FORMAT);
  const since = seenAt && seenAt > weekAgo ? seenAt : weekAgo;
  const asking = since < until;
  // Asked for once the first screen is drawn: a count can come a moment after the rows.
  const drawn = useFirstScreenDrawn();
  const { result } = useCustom<{ total?: number }>({
    url: noticeApi.list,
    method: 'get',
    config: { query: { current: 1, size: 1, releaseTime_datege: since, releaseTime_datelt: until } },
    errorNotification: false,
    queryOptions: { enabled: asking && drawn, staleTime: 5 * 60_000 },
  });
  return asking ? Number(result.data?.total) || 0 : 0;
}

/** The top bar's notices (spec §2: 350 wide, the list 300 high): the latest ones, each opening its detail. */
export default function NoticeBell() {
  const { t } = useTranslation();
  const { popupOpen: open, onPopupOpenChange, tooltipOpen } = usePopupTooltip();
  const [reading, setReading] = useState<BaseRecord | null>(null);
  const { seenAt, markSeen } = useSeenAt();
  const count = useNewCount(seenAt);
  const onOpenChange = (next: boolean) => {
    onPopupOpenChange(next);
    if (next) markSeen();
  };
  const read = (notice: BaseRecord) => {
    onOpenChange(false);
    setReading(notice);
  };
  const content = (
    <div style={{ width: 350 }}>
      <Suspense fallback={<Spin style={{ display: 'block', padding: '48px 0' }} />}>
        <NoticeList listUrl={noticeApi.list} onRead={read} onLeave={() => onOpenChange(false)} />
      </Suspense>
    </div>
  );
  return (
    <>
      <Popover
        content={content}
        trigger="click"
        placement="bottomRight"
        arrow={false}
        open={open}
        onOpenChange={onOpenChange}
        destroyOnHidden
      >
        <Tooltip title={t('notice.title')} open={tooltipOpen}>
          <Badge count={count} size="small" offset={[-4, 4]}>
            <NoticeButton />
          </Badge>
        </Tooltip>
      </Popover>
      {reading && (
        <Suspense fallback={null}>
          <NoticeDetailDialog notice={reading} onClosed={() => setReading(null)} />
        </Suspense>
      )}
    </>
  );
}
