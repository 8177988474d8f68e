import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ErrorLogEntry } from './error-log-store';

const pre = { margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 } as const;

/** The expanded row: everything a developer needs to find the error. */
export function ErrorLogDetail({ entry }: { entry: ErrorLogEntry }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      className="error-log-detail"
      items={[
        { key: 'message', label: t('errorLog.columns.message'), children: <pre style={pre}>{entry.message}</pre> },
        { key: 'url', label: t('errorLog.columns.url'), children: entry.url },
        { key: 'stack', label: t('errorLog.columns.stack'), children: <pre style={pre}>{entry.stack || '-'}</pre> },
        { key: 'info', label: t('errorLog.columns.info'), children: <pre style={pre}>{entry.info || '-'}</pre> },
      ]}
    />
  );
}
