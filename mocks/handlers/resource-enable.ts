import type { HttpHandler } from 'msw';
import { fail, ok, say } from '../blade';
import { holdsPermission } from '../permissions';
import type { Router } from '../router';
import type { TableAccess } from '../table-access';

// `enable?id=` of the object storage and SMS configs (OssServiceImpl.enable): every config of the
// caller's tenant is set to 1 (disabled), then this one to 2, so exactly one is enabled. Guarded by
// its button (`oss_enable`, `sms_enable`), like the stand-in's other writes.

type Switchable = { id: string; tenantId: string; status: number };

const ENABLED = 2;
export const DISABLED = 1;

export function enableHandler<T extends Switchable>(
  router: Router,
  base: string,
  rows: TableAccess<T>,
  button: string,
): HttpHandler {
  const { db } = router;
  return router.post(`${base}/enable`, ({ request, url, caller }) => {
    if (!holdsPermission(db, caller, button)) return fail(403, say(request, 'requestRejected'));
    const id = url.searchParams.get('id')?.trim();
    if (!id) return fail(400, say(request, 'idRequired'));
    const own = rows.rows().filter((row) => row.tenantId === caller.tenantId);
    if (!own.some((row) => row.id === id)) return fail(400, say(request, 'notFound'));
    // Only the rows whose status changes are written (one journal entry each).
    for (const row of own) {
      const status = row.id === id ? ENABLED : DISABLED;
      if (row.status !== status) rows.update({ ...row, status });
    }
    return ok(true, say(request, 'success'));
  });
}
