import { useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { joinPath } from '../../providers/endpoints';
import type { ResourceDef } from '../../resources/types';

/**
 * POST `<tenant base>/<endpoint>?<query>` as Blade's tenant calls take their arguments (query
 * params, no body), with Saber's 配置成功! on success; resolves true when it went through (the
 * request layer has shown the server's message otherwise).
 */
export function useTenantCall(def: ResourceDef) {
  const { t } = useTranslation();
  const { mutateAsync, mutation } = useCustomMutation();
  const send = (endpoint: string, query: Record<string, string>) =>
    mutateAsync({
      url: `${joinPath(def.api.base, endpoint)}?${new URLSearchParams(query)}`,
      method: 'post',
      values: {},
      successNotification: () => ({ message: t('tenant.configured'), type: 'success' }),
      errorNotification: false,
    }).then(
      () => true,
      () => false,
    );
  return { send, pending: mutation.isPending };
}
