import { LockOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { TopBarButton } from '../top-bar-button';

// The dialog (Modal, Form) is fetched by the click that opens it.
const LockDialog = lazy(() => import('./lock-dialog'));

/** Top-bar lock: asks for a lock password (required), locks the session and goes to /lock. */
export function LockButton() {
  const { t } = useTranslation();
  return (
    <TopBarButton
      label={t('lock.title')}
      icon={<LockOutlined aria-hidden />}
      testId="lock-button"
      dialog={(close) => <LockDialog onClose={close} />}
    />
  );
}
