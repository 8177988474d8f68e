import type { Caller } from './auth-guard';
import type { StandinDb } from './standin-db';

// An organization's staff see only their organization's business (orgs, experts, orders,
// consults), as a real backend's data scope would: `otoOrgMembers` (the organization module's,
// entities/organization.ts) ties a user to an org. Callers without a membership (the platform's
// own staff) see the whole tenant.

/** The org the caller works for, or null when the caller sees every org of its tenant. */
export function callerOrgId(db: StandinDb, caller: Caller): string | null {
  const member = db.tables.otoOrgMembers.find(
    (row) => row.userId === caller.userId && row.tenantId === caller.tenantId,
  );
  return member ? member.orgId : null;
}

/** Rows of the caller's tenant, and of its org when it has one (`orgField` names the row's org). */
export function inCallerScope<T extends { tenantId: string }>(
  db: StandinDb,
  caller: Caller,
  rows: readonly T[],
  orgField: keyof T & string = 'orgId' as keyof T & string,
): T[] {
  const orgId = callerOrgId(db, caller);
  return rows.filter((row) => row.tenantId === caller.tenantId && (orgId === null || String(row[orgField]) === orgId));
}

/** Whether the caller may name `orgId` in a write: an org of its tenant, its own for an org's staff. */
export function orgWithinReach(db: StandinDb, caller: Caller, orgId: string): boolean {
  const own = callerOrgId(db, caller);
  return (
    db.tables.otoOrgs.some((org) => org.id === orgId && org.tenantId === caller.tenantId) &&
    (own === null || own === orgId)
  );
}
