import { BellOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { forwardRef, lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

// The bell's badge, popover and their calls are a chunk of their own, fetched just after the
// page: the first load carries only the button.
const NoticeBell = lazy(() => import('./notice-bell'));

/** The bell button itself (the popover's trigger; the Tooltip and Popover around it pass their props). */
export const NoticeButton = forwardRef<HTMLButtonElement, ComponentProps<typeof Button>>(
  function NoticeButton(props, ref) {
    const { t } = useTranslation();
    return (
      <Button
        ref={ref}
        {...props}
        type="text"
        icon={<BellOutlined aria-hidden />}
        aria-label={t('notice.title')}
        data-testid="notice-button"
      />
    );
  },
);

/** The top bar's notices (spec §2); until its chunk is in, the same button, named, doing nothing yet. */
export function NoticePopover() {
  const { t } = useTranslation();
  const fallback = (
    <Tooltip title={t('notice.title')}>
      <NoticeButton />
    </Tooltip>
  );
  return (
    <Suspense fallback={fallback}>
      <NoticeBell />
    </Suspense>
  );
}
