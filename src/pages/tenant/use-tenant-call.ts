import { useTranslation } from 'react-i18next';
import { useActionPost, withQuery } from '../../crud/use-action-post';

/**
 * POST `<url>?<query>` (a `systemApi.tenant` call) as Blade's tenant calls take their arguments
 * (query params, no body), with Saber's 配置成功! on success; resolves true when it went through (the
 * request layer has shown the server's message otherwise).
 */
export function useTenantCall() {
  const { t } = useTranslation();
  const { post, pending } = useActionPost();
  const send = (url: string, query: Record<string, string>) =>
    post(withQuery(url, query), undefined, t('tenant.configured'));
  return { send, pending };
}
