import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Tooltip } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeSamples, noticeTabs } from './notice-samples';
import { usePopupTooltip } from './use-popup-tooltip';

const NoticeList = lazy(() => import('./notice-list'));

/** The notice popover of spec §2: demo tabs of sample data, 350 wide, 300 high. */
export function NoticePopover() {
  const { t } = useTranslation();
  const { onPopupOpenChange, tooltipOpen } = usePopupTooltip();
  const total = noticeTabs.reduce((sum, key) => sum + noticeSamples(t, key).length, 0);
  const content = (
    <div style={{ width: 350, minHeight: 340 }}>
      <Suspense fallback={null}>
        <NoticeList />
      </Suspense>
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight" arrow={false} onOpenChange={onPopupOpenChange}>
      <Tooltip title={t('notice.title')} open={tooltipOpen}>
        <Badge count={total} size="small" offset={[-4, 4]}>
          <Button type="text" icon={<BellOutlined />} aria-label={t('notice.title')} data-testid="notice-button" />
        </Badge>
      </Tooltip>
    </Popover>
  );
}
