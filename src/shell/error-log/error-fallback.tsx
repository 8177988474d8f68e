import { CloseCircleFilled, WarningFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  error: Error;
  /** The page's code could not be downloaded: only a reload helps. */
  chunkFailure: boolean;
  onHome: () => void;
  onReload: () => void;
};

/** What a crashed page shows instead of a white screen (light: it is part of the first bundle). */
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
    <div className="page-error-boundary" role="alert">
      {chunkFailure ? (
        <WarningFilled aria-hidden className="page-error-icon is-warning" />
      ) : (
        <CloseCircleFilled aria-hidden className="page-error-icon is-error" />
      )}
      <h3 className="page-error-title">
        {t(chunkFailure ? 'errorLog.boundary.chunkTitle' : 'errorLog.boundary.title')}
      </h3>
      <div className="page-error-subtitle">
        {t(chunkFailure ? 'errorLog.boundary.chunkSubTitle' : 'errorLog.boundary.subTitle')}
      </div>
      <div className="page-error-actions">{chunkFailure ? [reload, home] : [home, reload]}</div>
      {!chunkFailure && error.message && (
        <p className="page-error-message">
          {t('errorLog.boundary.detail')}: {error.message}
        </p>
      )}
    </div>
  );
}
