import { SafetyOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionServices } from '../../providers/session-context';
import { sessionApi } from '../../resources/session-api';
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
 * The captcha row of the login form (captcha mode only). `version` changes after a failed login
 * (whose handler clears the used code), so a used code is never resubmitted: a new image and key
 * are fetched.
 */
export function CaptchaField({ version, code, error, onCode, onKey }: Props) {
  const { t } = useTranslation();
  const { http } = useSessionServices();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [failed, setFailed] = useState(false);
  // A new version asks again: a failure shown for the old one goes while the new one loads.
  const [versionSeen, setVersionSeen] = useState(version);
  if (version !== versionSeen) {
    setVersionSeen(version);
    setFailed(false);
  }
  const load = useCallback(() => {
    // The captcha answer is bare JSON, not an R envelope.
    http
      .get<Captcha>(sessionApi.captcha, undefined, { raw: true, silent: true })
      .then((next) => {
        setCaptcha(next);
        onKey(next.key);
      })
      .catch(() => setFailed(true));
  }, [http, onKey]);
  // On arrival and for each new version.
  useEffect(() => load(), [load, version]);
  const refresh = () => {
    setFailed(false);
    load();
  };
  return (
    <LoginField id="login-captcha" label={t('login.captcha')} error={error}>
      <div className="login-captcha">
        <Input
          id="login-captcha"
          size="large"
          prefix={<SafetyOutlined aria-hidden />}
          placeholder={t('login.placeholders.captcha')}
          maxLength={6}
          autoComplete="off"
          value={code}
          status={error ? 'error' : undefined}
          onChange={(e) => onCode(e.target.value)}
        />
        <button type="button" className="login-captcha-image" title={t('login.captchaRefresh')} onClick={refresh}>
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
