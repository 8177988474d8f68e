import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

type Status = 403 | 404 | 500;

/** /403, /404 and /500, and the 403 shown in place of a page outside the user's menu. */
export default function ErrorPage({ status }: { status: Status }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      className="error-page"
      status={status}
      title={status}
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
  );
}
