import { Alert, Button } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { message: ReactNode; description?: ReactNode; onRetry: () => unknown; style?: CSSProperties };

/** What could not be loaded, with 重试 beside it: the call is made again. */
export function RetryAlert({ message, description, onRetry, style }: Props) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      message={message}
      description={description}
      style={style}
      action={
        <Button size="small" onClick={() => void onRetry()}>
          {t('crud.retry')}
        </Button>
      }
    />
  );
}
