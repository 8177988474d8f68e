import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { lockStore } from './lock-store';
import { PasswordInput } from '../../lib/password-input';

/**
 * Sets the lock password (required, 锁屏密码不能为空) and locks the session. The route guard then
 * sends this tab, and every other tab of the login, to /lock.
 */
export default function LockDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [form] = Form.useForm<{ password: string }>();
  const submit = ({ password }: { password: string }) => {
    onClose();
    lockStore.lock(password, pathname + search);
  };
  return (
    <Modal
      open
      title={t('lock.setTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('lock.submit')}
      cancelText={t('crud.cancel')}
      width={420}
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="password" label={t('lock.password')} rules={[{ required: true, message: t('lock.required') }]}>
          <PasswordInput
            placeholder={t('lock.placeholder')}
            autoComplete="new-password"
            autoFocus
            onPressEnter={() => form.submit()}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
