import { ApartmentOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { config } from '../../config';
import { LanguageSwitch } from '../../shell/language-switch';
import { useDocumentTitle } from '../../lib/use-document-title';
import { whenIdle } from '../../lib/when-idle';
import { CaptchaField } from './captcha-field';
import { LoginField } from './login-field';
import { useLoginAction } from './use-login-action';
import { useLoginForm, type LoginValues } from './use-login-form';
import { useSocialCallback } from './use-social-callback';
import { useDomainTenant } from './use-domain-tenant';
import { PasswordInput } from '../../lib/password-input';
import { takeOverPrerendered } from './prerendered-form';

// Only an unbound third-party login ever opens it.
const GuestRegisterDialog = lazy(() =>
  import('./guest-register-dialog').then((m) => ({ default: m.GuestRegisterDialog })),
);

// The stand-in's demo account is filled in for a first look; a real gateway starts empty.
const initialValues: Partial<LoginValues> = config.standinForTests
  ? { tenantId: config.tenantId, username: 'admin', password: 'admin' }
  : { tenantId: config.tenantId };

/** The form's typed fields, by their inputs' ids. */
const typedFields = [
  ['tenantId', 'login-tenantId'],
  ['username', 'login-username'],
  ['password', 'login-password'],
  ['captchaCode', 'login-captcha'],
] as const;

/** `preload` fetches the console while the user types, so the login click only waits for the server. */
export default function LoginPage({ preload }: { preload?: () => Promise<void> }) {
  const { t } = useTranslation();
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const { login, pending } = useLoginAction();
  // Why the session ended, when the console said (the lock screen after five wrong passwords).
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice === 'lockTries';
  useDocumentTitle(t('login.title'));
  const social = useSocialCallback();
  useEffect(() => preload && whenIdle(() => void preload().catch(() => undefined)), [preload]);
  const formElement = useRef<HTMLFormElement>(null);
  const form = useLoginForm(initialValues, {
    ...(config.tenantMode ? { tenantId: t('login.tenantRequired') } : {}),
    username: t('login.usernameRequired'),
    password: t('login.passwordRequired'),
    ...(config.captchaMode ? { captchaCode: t('login.captchaRequired') } : {}),
  });
  const { set } = form;
  // The screen comes drawn in index.html and is hydrated (main.tsx): what was typed before the code
  // ran is in the fields but not in the form's values, which take it over; a login asked for then
  // goes once they have, unless React delivered that submit itself.
  const submitted = useRef(false);
  useLayoutEffect(() => {
    const { prerendered, heldSubmit } = takeOverPrerendered();
    if (!prerendered) return;
    for (const [field, id] of typedFields) {
      const input = formElement.current?.querySelector<HTMLInputElement>(`#${id}`);
      if (!input) continue;
      const typed = input.value;
      if (typed !== (initialValues[field] ?? '')) set(field, typed);
      // A hydrated field still takes its value from the markup's attribute, which antd's password
      // input removes once mounted (so no password sits in the DOM): that would empty it.
      input.value = typed;
    }
    if (heldSubmit) setTimeout(() => submitted.current || formElement.current?.requestSubmit());
  }, [set]);
  // A tenant bound to this address is used without asking (the field is not shown).
  const domain = useDomainTenant(useCallback((tenantId: string) => set('tenantId', tenantId), [set]));
  const domainTenant = domain.tenantId;
  const onKey = useCallback((key: string) => set('captchaKey', key), [set]);
  const onCode = useCallback((code: string) => set('captchaCode', code), [set]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    if (!form.validate()) return;
    // A fast login waits for the address's tenant: the form's own would be the wrong one.
    void domain.ready
      .then((bound) => login(bound ? { ...form.values, tenantId: bound } : form.values))
      .then((answer) => {
        if (answer.success || !config.captchaMode) return;
        // A used captcha is never sent again: its code is cleared and a new image fetched.
        set('captchaCode', '');
        setCaptchaVersion((v) => v + 1);
      });
  };
  const input = (field: 'tenantId' | 'username', icon: ReactNode, autoComplete: string) => (
    <LoginField
      id={`login-${field}`}
      label={t(`login.${field === 'tenantId' ? 'tenantId' : 'username'}`)}
      error={form.errors[field]}
    >
      <Input
        id={`login-${field}`}
        size="large"
        prefix={icon}
        placeholder={t(`login.placeholders.${field}`)}
        autoComplete={autoComplete}
        value={form.values[field]}
        status={form.errors[field] ? 'error' : undefined}
        onChange={(e) => form.set(field, e.target.value)}
      />
    </LoginField>
  );
  return (
    <div className="login-page">
      <div className="login-lang">
        <LanguageSwitch />
      </div>
      <section className="login-brand">
        <img src="/img/logo.svg" alt="" className="login-brand-logo" />
        <h1>{t('app.platform')}</h1>
        <p>{t('app.slogan')}</p>
        <p className="login-brand-features">{t('login.features')}</p>
      </section>
      <section className="login-panel">
        <div className="login-card">
          <h2>{t('login.welcome')}</h2>
          <p className="login-subtitle">{t('app.platform')}</p>
          {notice && (
            <p className="login-notice" role="alert">
              {t('lock.loggedOut')}
            </p>
          )}
          <form className="login-form" onSubmit={submit} noValidate ref={formElement}>
            {config.tenantMode && !domainTenant && input('tenantId', <ApartmentOutlined aria-hidden />, 'organization')}
            {input('username', <UserOutlined aria-hidden />, 'username')}
            <LoginField id="login-password" label={t('login.password')} error={form.errors.password}>
              <PasswordInput
                id="login-password"
                size="large"
                prefix={<LockOutlined aria-hidden />}
                placeholder={t('login.placeholders.password')}
                autoComplete="current-password"
                value={form.values.password}
                status={form.errors.password ? 'error' : undefined}
                onChange={(e) => form.set('password', e.target.value)}
              />
            </LoginField>
            {config.captchaMode && (
              <CaptchaField
                version={captchaVersion}
                code={form.values.captchaCode}
                error={form.errors.captchaCode}
                onCode={onCode}
                onKey={onKey}
              />
            )}
            <Button type="primary" htmlType="submit" size="large" block loading={pending}>
              {t('login.submit')}
            </Button>
          </form>
          {config.standinForTests && !domainTenant && <p className="login-hint">{t('login.demoHint')}</p>}
          {social.active && (
            <p className="login-hint" role="status">
              {t('register.socialLoggingIn')}
            </p>
          )}
        </div>
        {social.oauthId && (
          <Suspense fallback={null}>
            <GuestRegisterDialog oauthId={social.oauthId} open onClose={social.clear} />
          </Suspense>
        )}
      </section>
    </div>
  );
}
