import { SafetyOutlined } from '@ant-design/icons';
import Input from 'antd/es/input/Input';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '../../config';
import { useSessionServices } from '../../providers/session-context';
import { LoginField } from './login-field';

type Captcha = { key: string; image: string };
type Props = {
  version: number;
  code: string;
  error?: string;
  onCode: (code: string) => void;
  onKey: (key: string) => void;
};

/**
 * The captcha row of the login form (captcha mode only). `version` changes after a failed login,
 * so a used code is never resubmitted: a new image and key are fetched and the code is cleared.
 */
export function CaptchaField({ version, code, error, onCode, onKey }: Props) {
  const { t } = useTranslation();
  const { http } = useSessionServices();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    // The captcha answer is bare JSON, not an R envelope.
    http
      .get<Captcha>(`/${config.services.auth}/captcha`, undefined, { raw: true, silent: true })
      .then((next) => {
        setCaptcha(next);
        onKey(next.key);
      })
      .catch(() => setFailed(true));
  }, [http, onKey]);
  useEffect(() => {
    load();
    if (version > 0) onCode('');
  }, [load, version, onCode]);
  return (
    <LoginField id="login-captcha" label={t('login.captcha')} error={error}>
      <div className="login-captcha">
        <Input
          id="login-captcha"
          size="large"
          prefix={<SafetyOutlined />}
          placeholder={t('login.placeholders.captcha')}
          maxLength={6}
          autoComplete="off"
          value={code}
          status={error ? 'error' : undefined}
          onChange={(e) => onCode(e.target.value)}
        />
        <button type="button" className="login-captcha-image" title={t('login.captchaRefresh')} onClick={load}>
          {captcha?.image ? (
            <img src={captcha.image} alt={t('login.captcha')} />
          ) : (
            <span>{failed ? t('login.captchaFailed') : '…'}</span>
          )}
        </button>
      </div>
    </LoginField>
  );
}
