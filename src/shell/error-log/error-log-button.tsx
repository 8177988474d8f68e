import { BugOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '../../config';
import type { HttpClient } from '../../providers/http';
import { TopBarButton } from '../top-bar-button';
import { errorLog, useErrorLog, type ErrorLogStore } from './error-log-store';

// The dialog (a table) is fetched the first time it is opened, not with the top bar.
const ErrorLogDialog = lazy(() => import('./error-log-dialog').then((m) => ({ default: m.ErrorLogDialog })));

type Props = {
  http: Pick<HttpClient, 'post'>;
  store?: ErrorLogStore;
  /** Where 上传 sends the log, relative to /api; '' where the gateway takes none. */
  uploadTo?: string;
};

/** Top-bar bug icon with the number of recorded errors (99+ beyond the badge limit). */
export function ErrorLogButton({ http, store = errorLog, uploadTo = config.errorLogUpload }: Props) {
  const { t } = useTranslation();
  const entries = useErrorLog(store);
  return (
    <TopBarButton
      label={t('errorLog.button')}
      icon={<BugOutlined aria-hidden />}
      testId="error-log-button"
      badge={{ count: entries.length, overflowCount: config.logBadgeMax, size: 'small', className: 'error-log-badge' }}
      dialog={(close) => <ErrorLogDialog open onClose={close} http={http} store={store} uploadTo={uploadTo} />}
    />
  );
}
