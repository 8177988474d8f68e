import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../shell/page-title';

export type ErrorStatus = 403 | 404 | 500;

/** /403, /404 and /500, and the 403 shown in place of a page outside the user's menu. */
export default function ErrorPage({ status }: { status: ErrorStatus }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    // Centred in whatever holds it: the whole window on its own route, the tab's pane in the console.
    <div className="error-page-frame">
      <Result
        className="error-page"
        status={status}
        title={<PageTitle>{status}</PageTitle>}
        subTitle={t(`errors.${status}`)}
        extra={
          <>
            <Button onClick={() => navigate(-1)}>{t('errors.back')}</Button>
            <Button type="primary" onClick={() => navigate('/', { replace: true })}>
              {t('errors.backHome')}
            </Button>
          </>
        }
      />
    </div>
  );
}
