import type { StandinDb } from './standin-db';
import type { UserRow } from './types';

// Blade's login lockout: after `account.failCount` (param, default 5) wrong passwords in a row the
// account refuses every login, even with the right password, until an administrator unlocks it
// (`user/unlock`). A good login resets the count.

const DEFAULT_FAIL_LIMIT = 5;

function failLimit(db: StandinDb, tenantId: string): number {
  const param = (key: string) =>
    db.tables.params.find((row) => row.paramKey === key && row.tenantId === tenantId) ??
    db.tables.params.find((row) => row.paramKey === key);
  const value = Number((param('account.failCount') ?? param('user.login.maxFail'))?.paramValue);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_FAIL_LIMIT;
}

export const isLocked = (db: StandinDb, user: UserRow): boolean =>
  (user.failCount ?? 0) >= failLimit(db, user.tenantId);

/** Records a login attempt's outcome on the user's row (written only when the count changes). */
export function noteLogin(db: StandinDb, user: UserRow, succeeded: boolean): void {
  const before = user.failCount ?? 0;
  const failCount = succeeded ? 0 : before + 1;
  if (failCount !== before) db.update('users', { ...user, failCount });
}
