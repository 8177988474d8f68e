import { LockOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog (Modal, Form) is fetched by the click that opens it.
const LockDialog = lazy(() => import('./lock-dialog'));

/** Top-bar lock: asks for a lock password (required), locks the session and goes to /lock. */
export function LockButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('lock.title')}>
        <Button
          type="text"
          icon={<LockOutlined />}
          aria-label={t('lock.title')}
          data-testid="lock-button"
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <LockDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
