import { LockOutlined, LogoutOutlined, UnlockOutlined } from '@ant-design/icons';
import { useGetIdentity, useLogout } from '@refinedev/core';
import { Avatar, Button, Form, Input, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { lockStore } from '../../shell/lock/lock-store';

type Identity = { name: string; avatar: string };

const clock = () => dayjs().format('HH:mm');

/** /lock: every navigation lands here until the lock password is typed; logout is offered. */
export default function LockPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useGetIdentity<Identity>();
  const { mutate: logout } = useLogout();
  const [form] = Form.useForm<{ password: string }>();
  const [time, setTime] = useState(clock);
  useEffect(() => {
    const timer = setInterval(() => setTime(clock()), 10_000);
    return () => clearInterval(timer);
  }, []);
  const unlock = ({ password }: { password: string }) => {
    if (lockStore.unlock(password)) navigate('/', { replace: true });
    else form.setFields([{ name: 'password', errors: [t('lock.wrong')], value: '' }]);
  };
  return (
    <div className="lock-page">
      <div className="lock-time">{time}</div>
      <div className="lock-card">
        <Avatar size={72} src={user?.avatar} alt="" />
        <Typography.Title level={4}>{user?.name}</Typography.Title>
        <Typography.Text type="secondary">
          <LockOutlined /> {t('lock.locked')}
        </Typography.Text>
        <Form form={form} onFinish={unlock} className="lock-form">
          <Form.Item name="password" rules={[{ required: true, message: t('lock.required') }]}>
            <Input.Password size="large" placeholder={t('lock.unlockPlaceholder')} autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" icon={<UnlockOutlined />}>
            {t('lock.unlock')}
          </Button>
        </Form>
        <Button type="link" icon={<LogoutOutlined />} onClick={() => logout()}>
          {t('shell.logout')}
        </Button>
      </div>
    </div>
  );
}
