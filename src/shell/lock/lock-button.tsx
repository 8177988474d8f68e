import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { lockStore } from './lock-store';

/** Top-bar lock: asks for a lock password (required), locks the session and goes to /lock. */
export function LockButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ password: string }>();
  const submit = ({ password }: { password: string }) => {
    lockStore.lock(password);
    setOpen(false);
    form.resetFields();
    navigate('/lock', { replace: true });
  };
  return (
    <>
      <Tooltip title={t('lock.title')}>
        <Button type="text" icon={<LockOutlined />} aria-label={t('lock.title')} data-testid="lock-button" onClick={() => setOpen(true)} />
      </Tooltip>
      <Modal open={open} title={t('lock.setTitle')} onCancel={() => setOpen(false)} onOk={() => form.submit()} okText={t('lock.submit')} cancelText={t('crud.cancel')} width={420} forceRender>
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item name="password" label={t('lock.password')} rules={[{ required: true, message: t('lock.required') }]}>
            <Input.Password placeholder={t('lock.placeholder')} autoComplete="new-password" onPressEnter={() => form.submit()} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
