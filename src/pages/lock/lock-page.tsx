import { LockOutlined, LogoutOutlined, UnlockOutlined } from '@ant-design/icons';
import { Avatar, Button, Form } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_AVATAR } from '../../config';
import { useSessionServices } from '../../providers/session-context';
import { LanguageSwitch } from '../../shell/language-switch';
import { lockStore } from '../../shell/lock/lock-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PasswordInput } from '../../lib/password-input';

const clock = () => dayjs().format('HH:mm');

/**
 * /lock: every navigation lands here until the lock password is typed, in this tab or any other
 * of the login; the route guard then takes each tab back to its page. Logout is offered.
 */
export default function LockPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { storage, auth } = useSessionServices();
  const user = storage.getUser();
  // `notice` names what /login says about it (too many wrong passwords).
  const logout = (notice?: 'lockTries') =>
    void auth
      .logout({})
      .then((answer) => navigate(answer.redirectTo ?? '/login', { replace: true, state: notice && { notice } }));
  const [form] = Form.useForm<{ password: string }>();
  useDocumentTitle(t('lock.title'));
  const [time, setTime] = useState(clock);
  useEffect(() => {
    const timer = setInterval(() => setTime(clock()), 10_000);
    return () => clearInterval(timer);
  }, []);
  // Tries spent before a reload (or in another tab) still count: none left, the session ends now.
  useEffect(() => {
    if (lockStore.triesLeft() === 0) logout('lockTries');
    // Once, on arrival: the tries of this page are counted by `unlock`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const unlock = ({ password }: { password: string }) => {
    const result = lockStore.tryUnlock(password);
    if (result.unlocked) return;
    // The fifth wrong password ends the session: server logout, local state cleared, /login.
    if (result.triesLeft === 0) return logout('lockTries');
    form.setFields([{ name: 'password', errors: [t('lock.wrongLeft', { count: result.triesLeft })], value: '' }]);
  };
  return (
    <div className="lock-page">
      <div className="login-lang">
        <LanguageSwitch />
      </div>
      <div className="lock-time">{time}</div>
      <div className="lock-card">
        <Avatar size={72} src={user?.avatar || DEFAULT_AVATAR} alt="" />
        <h1 className="lock-name">{user?.realName || user?.nickName || user?.account}</h1>
        <span className="lock-state">
          <LockOutlined aria-hidden /> {t('lock.locked')}
        </span>
        <Form form={form} onFinish={unlock} className="lock-form">
          <Form.Item name="password" rules={[{ required: true, message: t('lock.required') }]}>
            <PasswordInput size="large" placeholder={t('lock.unlockPlaceholder')} autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" icon={<UnlockOutlined aria-hidden />}>
            {t('lock.unlock')}
          </Button>
        </Form>
        <Button type="link" icon={<LogoutOutlined aria-hidden />} onClick={() => logout()}>
          {t('shell.logout')}
        </Button>
      </div>
    </div>
  );
}
