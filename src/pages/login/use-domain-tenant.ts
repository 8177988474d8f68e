import { useEffect, useState } from 'react';
import { config } from '../../config';
import { useSessionServices } from '../../providers/session-context';
import { sessionApi } from '../../resources/session-api';
import { afterPaint } from '../../lib/when-idle';

type TenantInfo = { tenantId?: string; domain?: string; backgroundUrl?: string };

/**
 * The tenant bound to the address the console is served from (`tenant/info?domain=<origin>`, as
 * Saber asks it): when the server names one, the login form uses it and does not ask. Silent: a
 * gateway without the call, or a failure, leaves the form as it is. A login waits for `ready`:
 * sent before the answer, it would go to the tenant the form shows (the default one).
 */
export function useDomainTenant(onTenant: (tenantId: string) => void): {
  tenantId?: string;
  /** Settles with the bound tenant (undefined for none) once the server has answered or failed. */
  ready: Promise<string | undefined>;
} {
  const { http } = useSessionServices();
  const [tenantId, setTenantId] = useState<string>();
  const [answer] = useState(() => {
    let settle: (tenantId: string | undefined) => void = () => undefined;
    const ready = new Promise<string | undefined>((resolve) => {
      settle = resolve;
    });
    if (!config.tenantMode) settle(undefined);
    return { ready, settle };
  });
  useEffect(() => {
    if (!config.tenantMode) return;
    let live = true;
    const ask = () =>
      http
        .get<TenantInfo | null>(sessionApi.tenantInfo, { domain: window.location.origin }, { silent: true })
        .then((info) => {
          answer.settle(info?.tenantId);
          if (!live || !info?.tenantId) return;
          setTenantId(info.tenantId);
          onTenant(info.tenantId);
        })
        .catch(() => answer.settle(undefined));
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
  return { tenantId, ready: answer.ready };
}
