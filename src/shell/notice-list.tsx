import { RightOutlined } from '@ant-design/icons';
import { useCustom, type BaseRecord } from '@refinedev/core';
import { Button, Empty, List, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FieldValue } from '../crud/field-value';
import { RetryAlert } from '../crud/retry-alert';
import { menuPaths } from '../providers/menu-types';
import { useSessionState } from '../providers/session-context';
import notice from '../resources/notice/notice';
import './notice-list.css';

const LATEST = 10;
const category = notice.fields.find((field) => field.name === 'category');

type Props = { listUrl: string; onRead: (notice: BaseRecord) => void; onLeave: () => void };

/**
 * The popover's body, fetched when it opens: the latest released notices (newest release first;
 * one scheduled for later is not out yet), each with its type and time, a click opening its
 * detail; the whole list a click away for a user whose menu has it.
 */
export default function NoticeList({ listUrl, onRead, onLeave }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { menus } = useSessionState();
  const hasList = useMemo(() => menuPaths(menus ?? []).has(notice.route), [menus]);
  // Released by the end of this minute: opening it again within the minute reads the cache.
  const [until] = useState(() => dayjs().endOf('minute').format('YYYY-MM-DD HH:mm:ss'));
  const { query, result } = useCustom<{ records?: BaseRecord[] }>({
    url: listUrl,
    method: 'get',
    config: { query: { current: 1, size: LATEST, descs: 'release_time', releaseTime_datelt: until } },
    errorNotification: false,
    queryOptions: { staleTime: 30_000 },
  });
  const notices = result.data?.records ?? [];

  let body;
  if (query.isError) {
    body = <RetryAlert message={t('notice.failed')} onRetry={query.refetch} />;
  } else if (!query.isLoading && notices.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.empty')} />;
  } else {
    body = (
      <Spin spinning={query.isLoading}>
        <List
          size="small"
          dataSource={notices}
          renderItem={(item) => (
            <List.Item
              className="notice-item"
              role="button"
              tabIndex={0}
              onClick={() => onRead(item)}
              onKeyDown={(event) => event.key === 'Enter' && onRead(item)}
            >
              <div className="notice-item-title" title={String(item.title)}>
                {String(item.title)}
              </div>
              <div className="notice-item-meta">
                {category && <FieldValue field={category} value={item.category} />}
                <Typography.Text type="secondary">{String(item.releaseTime ?? '').slice(0, 16)}</Typography.Text>
              </div>
            </List.Item>
          )}
        />
      </Spin>
    );
  }
  return (
    <div className="notice-list">
      <div className="notice-list-head">
        <span>{t(notice.label)}</span>
        {hasList && (
          <Button
            type="link"
            size="small"
            onClick={() => {
              onLeave();
              navigate(notice.route);
            }}
          >
            {t('notice.all')} <RightOutlined aria-hidden />
          </Button>
        )}
      </div>
      <div className="notice-list-body">{body}</div>
    </div>
  );
}
