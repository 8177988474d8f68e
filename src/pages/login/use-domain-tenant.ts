import { useEffect, useState } from 'react';
import { config } from '../../config';
import { useSessionServices } from '../../providers/session-context';
import { sessionApi } from '../../resources/session-api';
import { afterPaint } from '../../lib/when-idle';

type TenantInfo = { tenantId?: string; domain?: string; backgroundUrl?: string };

/**
 * The tenant bound to the address the console is served from (`tenant/info?domain=<origin>`, as
 * Saber asks it): when the server names one, the login form uses it and does not ask. Silent: a
 * gateway without the call, or a failure, leaves the form as it is. `settled` once the server
 * has answered (or failed): a login sent before would go to the form's tenant.
 */
export function useDomainTenant(onTenant: (tenantId: string) => void): { tenantId?: string; settled: boolean } {
  const { http } = useSessionServices();
  const [tenantId, setTenantId] = useState<string>();
  const [settled, setSettled] = useState(!config.tenantMode);
  useEffect(() => {
    if (!config.tenantMode) return;
    let live = true;
    const ask = () =>
      http
        .get<TenantInfo | null>(sessionApi.tenantInfo, { domain: window.location.origin }, { silent: true })
        .then((info) => {
          if (!live || !info?.tenantId) return;
          setTenantId(info.tenantId);
          onTenant(info.tenantId);
        })
        .catch(() => undefined)
        .finally(() => live && setSettled(true));
    // Once the form is painted: with the stand-in, the first call starts it (its code is 264 KB),
    // which is no part of the login form's first load.
    const cancel = afterPaint(() => void ask());
    return () => {
      live = false;
      cancel();
    };
    // Asked once per visit of the login page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [http]);
  return { tenantId, settled };
}
