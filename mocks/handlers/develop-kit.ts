import type { Caller } from '../auth-guard';
import { fail, say, type MessageKey } from '../blade';
import type { StandinDb } from '../standin-db';
import { holdsPermission } from '../permissions';
import type { RouteContext } from '../router';
import { PLATFORM_TENANT } from '../seed-data/accounts';

// What the code generator's handlers share. blade-develop is the platform's tool (like its
// datasources): a branch tenant gets 403 on every call; a write needs its button.

export const DEVELOP = '/api/blade-develop';

/** The 403 of a branch tenant, else null. */
export const notPlatform = ({ request, caller }: RouteContext): Response | null =>
  caller.tenantId === PLATFORM_TENANT ? null : fail(403, say(request, 'forbidden'));

/** The 403 of a caller without the button `code`, else null. */
export const withoutButton = (db: StandinDb, request: Request, caller: Caller, code: string): Response | null =>
  holdsPermission(db, caller, code) ? null : fail(403, say(request, 'requestRejected'));

/** A 400 with the message `key` (and its values). */
export const refuse = (request: Request, key: MessageKey, ...values: (string | number)[]): Response =>
  fail(400, say(request, key, ...values));

/** A query param, trimmed; '' when absent. */
export const param = (url: URL, name: string): string => url.searchParams.get(name)?.trim() ?? '';
