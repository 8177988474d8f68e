import { ApartmentOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { useLogin } from '@refinedev/core';
import { Button, Form, Input, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '../../config';
import { LanguageSwitch } from '../../shell/language-switch';
import { CaptchaField } from './captcha-field';
import { GuestRegisterDialog } from './guest-register-dialog';
import { useSocialCallback } from './use-social-callback';

type LoginForm = { tenantId: string; username: string; password: string; captchaKey?: string; captchaCode?: string };

// The stand-in's demo account is filled in for a first look; a real gateway starts empty.
const initialValues: Partial<LoginForm> = config.useStandin
  ? { tenantId: config.tenantId, username: 'admin', password: 'admin' }
  : { tenantId: config.tenantId };

export default function LoginPage() {
  const { t } = useTranslation();
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const { mutate: login, isPending } = useLogin<LoginForm>();
  const social = useSocialCallback();
  const submit = (values: LoginForm) =>
    login(values, {
      onSuccess: (answer) => {
        if (!answer.success) setCaptchaVersion((v) => v + 1);
      },
    });
  return (
    <div className="login-page">
      <div className="login-lang"><LanguageSwitch /></div>
      <section className="login-brand">
        <img src="/img/logo.svg" alt="" className="login-brand-logo" />
        <Typography.Title level={1}>{t('app.platform')}</Typography.Title>
        <Typography.Paragraph>{t('app.slogan')}</Typography.Paragraph>
        <Typography.Paragraph className="login-brand-features">{t('login.features')}</Typography.Paragraph>
      </section>
      <section className="login-panel">
        <div className="login-card">
          <Typography.Title level={2}>{t('login.welcome')}</Typography.Title>
          <Typography.Text type="secondary">{t('app.platform')}</Typography.Text>
          <Form<LoginForm> layout="vertical" size="large" initialValues={initialValues} onFinish={submit} className="login-form" requiredMark={false}>
            {config.tenantMode && (
              <Form.Item name="tenantId" label={t('login.tenantId')} rules={[{ required: true, message: t('login.tenantRequired') }]}>
                <Input prefix={<ApartmentOutlined />} placeholder={t('login.tenantId')} autoComplete="organization" />
              </Form.Item>
            )}
            <Form.Item name="username" label={t('login.username')} rules={[{ required: true, message: t('login.usernameRequired') }]}>
              <Input prefix={<UserOutlined />} placeholder={t('login.username')} autoComplete="username" />
            </Form.Item>
            <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
              <Input.Password prefix={<LockOutlined />} placeholder={t('login.password')} autoComplete="current-password" />
            </Form.Item>
            {config.captchaMode && <CaptchaField version={captchaVersion} />}
            <Button type="primary" htmlType="submit" block loading={isPending}>
              {t('login.submit')}
            </Button>
          </Form>
          {config.useStandin && <Typography.Text type="secondary" className="login-hint">{t('login.demoHint')}</Typography.Text>}
          {social.active && <Spin className="login-social" tip={t('register.socialLoggingIn')}><span /></Spin>}
        </div>
        <GuestRegisterDialog oauthId={social.oauthId} open={!!social.oauthId} onClose={social.clear} />
      </section>
    </div>
  );
}
