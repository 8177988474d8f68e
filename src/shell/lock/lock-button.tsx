import { LockOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TopBarButton } from '../top-bar-button';

// The dialog (Modal, Form) is fetched by the click that opens it.
const LockDialog = lazy(() => import('./lock-dialog'));

/** Top-bar lock: asks for a lock password (required), locks the session and goes to /lock. */
export function LockButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <TopBarButton
        label={t('lock.title')}
        icon={<LockOutlined />}
        testId="lock-button"
        onClick={() => setOpen(true)}
      />
      {open && (
        <Suspense fallback={null}>
          <LockDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
