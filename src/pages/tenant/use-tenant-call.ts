import { useTranslation } from 'react-i18next';
import { joinPath } from '../../providers/endpoints';
import type { ResourceDef } from '../../resources/types';
import { useActionPost, withQuery } from '../crud/use-action-post';

/**
 * POST `<tenant base>/<endpoint>?<query>` as Blade's tenant calls take their arguments (query
 * params, no body), with Saber's 配置成功! on success; resolves true when it went through (the
 * request layer has shown the server's message otherwise).
 */
export function useTenantCall(def: ResourceDef) {
  const { t } = useTranslation();
  const { post, pending } = useActionPost();
  const send = (endpoint: string, query: Record<string, string>) =>
    post(withQuery(joinPath(def.api.base, endpoint), query), {}, t('tenant.configured'));
  return { send, pending };
}
