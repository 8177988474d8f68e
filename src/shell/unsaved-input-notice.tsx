import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../lib/copy-text';
import { forgetUnsaved, keptUnsaved, type UnsavedForm } from '../lib/unsaved-input';
import { useSessionServices } from '../providers/session-context';

const asText = (forms: UnsavedForm[]) =>
  forms
    .map((form) => [form.title, ...form.fields.map((field) => `${field.label}: ${field.value}`)].join('\n'))
    .join('\n\n');

/**
 * After a login, what the user had typed into dialogs when the previous session of this tab ended
 * under them (lib/unsaved-input.ts): listed to copy back, until closed.
 */
export default function UnsavedInputNotice() {
  const { t } = useTranslation();
  const { storage } = useSessionServices();
  const [forms, setForms] = useState<UnsavedForm[]>(() => {
    const user = storage.getUser();
    return user ? keptUnsaved(user) : [];
  });
  const close = () => {
    forgetUnsaved();
    setForms([]);
  };
  const [copied, setCopied] = useState<boolean | null>(null);
  if (forms.length === 0) return null;
  return (
    <Modal
      open
      title={t('session.unsavedTitle')}
      width={560}
      onCancel={close}
      footer={[
        <Button key="copy" onClick={() => void copyText(asText(forms)).then(setCopied)}>
          {t('session.unsavedCopy')}
        </Button>,
        <Button key="close" type="primary" onClick={close}>
          {t('session.unsavedClose')}
        </Button>,
      ]}
    >
      <p>{t('session.unsavedHint')}</p>
      {forms.map((form, index) => (
        <section key={index} className="unsaved-input-form">
          <Typography.Title level={5}>{form.title}</Typography.Title>
          <dl>
            {form.fields.map((field, at) => (
              <div key={at}>
                <dt>{field.label}</dt>
                <dd style={{ whiteSpace: 'pre-wrap', marginInlineStart: 0 }}>
                  <Typography.Text copyable={{ text: field.value }}>{field.value}</Typography.Text>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {copied !== null && <p role="status">{t(copied ? 'session.unsavedCopied' : 'session.unsavedCopyFailed')}</p>}
    </Modal>
  );
}
