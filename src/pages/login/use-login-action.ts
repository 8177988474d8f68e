import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { LoginParams } from '../../providers/auth-provider';
import { isBladeHttpError } from '../../providers/http-error';
import { useSessionServices } from '../../providers/session-context';
import { toast } from '../../providers/toast';
import { navigateAtOnce } from '../../shell/app-router';

/** The console page a visitor was sent to /login from (the guard's `from`), if any. */
const pageAskedFor = (state: unknown): string | undefined => {
  const from = (state as { from?: unknown } | null)?.from;
  // Only a path of this console: not another origin (`//host`), not the login itself.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login')
    ? from
    : undefined;
};

/**
 * Logs in through the auth provider (Refine is not loaded on /login, to keep the first load
 * small): the server's error_description is shown, and success goes to the console: to the page
 * a link asked for before the login, as the link said it (a list's page and search), else home.
 */
export function useLoginAction() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const asked = pageAskedFor(useLocation().state);
  const { auth } = useSessionServices();
  const [pending, setPending] = useState(false);
  const login = async (params: LoginParams) => {
    setPending(true);
    try {
      const answer = await auth.login(params);
      // Home renders at once: the console's first frame, sooner than in a transition's slices.
      if (answer.success)
        navigateAtOnce(() => {
          navigate(asked ?? answer.redirectTo ?? '/', { replace: true });
        });
      // A failure the request layer already showed (a menu call's error) is not shown twice.
      else if (!(isBladeHttpError(answer.error) && answer.error.notified))
        toast.show('error', answer.error?.message || t('http.unknownError'), 'login-error');
      return answer;
    } finally {
      setPending(false);
    }
  };
  return { login, pending };
}
