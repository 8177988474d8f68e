import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  error: Error;
  /** The page's code could not be downloaded: only a reload helps. */
  chunkFailure: boolean;
  onHome: () => void;
  onReload: () => void;
};

/** What a crashed page shows instead of a white screen. */
export function ErrorFallback({ error, chunkFailure, onHome, onReload }: Props) {
  const { t } = useTranslation();
  const reload = (
    <Button key="reload" type={chunkFailure ? 'primary' : 'default'} onClick={onReload}>
      {t('errorLog.boundary.reload')}
    </Button>
  );
  const home = (
    <Button key="home" type={chunkFailure ? 'default' : 'primary'} onClick={onHome}>
      {t('errorLog.boundary.home')}
    </Button>
  );
  return (
    <Result
      className="page-error-boundary"
      status={chunkFailure ? 'warning' : 'error'}
      title={t(chunkFailure ? 'errorLog.boundary.chunkTitle' : 'errorLog.boundary.title')}
      subTitle={t(chunkFailure ? 'errorLog.boundary.chunkSubTitle' : 'errorLog.boundary.subTitle')}
      extra={chunkFailure ? [reload, home] : [home, reload]}
    >
      {!chunkFailure && error.message && (
        <Typography.Paragraph type="secondary" className="page-error-message">
          {t('errorLog.boundary.detail')}: {error.message}
        </Typography.Paragraph>
      )}
    </Result>
  );
}
