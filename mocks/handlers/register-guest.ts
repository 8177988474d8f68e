import type { HttpHandler } from 'msw';
import { fail, ok, say, type MessageKey } from '../blade';
import type { StandinDb } from '../standin-db';
import { md5Hex } from '../crypto';
import { readParams } from '../request';
import type { Router } from '../router';
import { nowText } from '../time';
import { findAccount } from '../users';

// Guest registration after an unbound third-party login: the visitor has an oauth_id but no
// account. Needs only the client (Basic): the visitor has no token. The sign-up waits in
// `guestRegistrations` for an administrator, so it does not log anybody in.

/** What BladeX binds into its `User` from the request params (query or form; a JSON body binds nothing). */
type Form = { tenantId: string; name: string; account: string; password: string; oauthId: string };

/** Still waiting to be bound, and not already used by another sign-up. */
const isPending = (db: StandinDb, oauthId: string): boolean =>
  db.tables.socialAccounts.some((row) => row.id === oauthId && !row.userId) &&
  !db.tables.guestRegistrations.some((row) => row.oauthId === oauthId);

/** The first failed rule, in the order the dialog checks them (spec §5), then the server's own. */
function firstProblem(db: StandinDb, form: Form): MessageKey | null {
  if (!form.tenantId) return 'tenantRequired';
  if (!db.tables.tenants.some((tenant) => tenant.tenantId === form.tenantId)) return 'tenantNotFound';
  if (!form.account) return 'accountRequired';
  const taken =
    findAccount(db, form.tenantId, form.account) !== null ||
    db.tables.guestRegistrations.some((row) => row.tenantId === form.tenantId && row.account === form.account);
  if (taken) return 'accountExists';
  if (!form.password) return 'passwordRequired';
  if (!isPending(db, form.oauthId)) return 'oauthExpired';
  return null;
}

export function registerGuestHandlers(router: Router, management: string): HttpHandler[] {
  const { db } = router;
  return [
    router.open('post', `/api/${management}/user/register-guest`, async ({ request }) => {
      const params = await readParams(request);
      const keys = ['tenantId', 'name', 'account', 'password', 'oauthId'] as const;
      const form = Object.fromEntries(keys.map((key) => [key, (params.get(key) ?? '').trim()])) as Form;
      const problem = firstProblem(db, form);
      if (problem) return fail(400, say(request, problem));
      db.insert('guestRegistrations', {
        id: db.nextId(),
        tenantId: form.tenantId,
        name: form.name || form.account,
        account: form.account,
        // The plain password arrives (BladeX hashes it itself); stored as what a login sends.
        password: md5Hex(form.password),
        oauthId: form.oauthId,
        status: 0,
        createTime: nowText(),
      });
      return ok(true, say(request, 'success'));
    }),
  ];
}
