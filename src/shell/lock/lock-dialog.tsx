import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { lockStore } from './lock-store';

/** Sets the lock password (required, 锁屏密码不能为空) and locks the session. */
export default function LockDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ password: string }>();
  const submit = ({ password }: { password: string }) => {
    lockStore.lock(password);
    onClose();
    navigate('/lock', { replace: true });
  };
  return (
    <Modal open title={t('lock.setTitle')} onCancel={onClose} onOk={() => form.submit()} okText={t('lock.submit')} cancelText={t('crud.cancel')} width={420}>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="password" label={t('lock.password')} rules={[{ required: true, message: t('lock.required') }]}>
          <Input.Password placeholder={t('lock.placeholder')} autoComplete="new-password" autoFocus onPressEnter={() => form.submit()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
