import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { config } from '../../config';
import type { LoginParams } from '../../providers/auth-provider';
import { useLoginAction } from './use-login-action';

/**
 * A third-party login comes back to /login with `?source=&code=&state=` (social) or `?code=`
 * (authorization code). This logs in with it once; an unbound account yields its oauthId.
 */
export function useSocialCallback() {
  const [search] = useSearchParams();
  const { login, pending } = useLoginAction();
  const [oauthId, setOauthId] = useState('');
  const started = useRef(false);
  const code = search.get('code');
  const source = search.get('source');
  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    const tenantId = search.get('tenantId') ?? config.tenantId;
    const params: LoginParams = source
      ? { type: 'social', tenantId, source, code, state: search.get('state') ?? undefined }
      : { type: 'authorization_code', tenantId, code, redirectUri: `${window.location.origin}/login` };
    void login(params).then((answer) => typeof answer.oauthId === 'string' && setOauthId(answer.oauthId));
  }, [code, source, search, login]);
  return { active: !!code && pending, oauthId, clear: () => setOauthId('') };
}
