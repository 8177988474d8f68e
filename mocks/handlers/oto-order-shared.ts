import type { Caller } from '../auth-guard';
import { fail, languageOf, say } from '../blade';
import type { StandinDb } from '../standin-db';
import { sayOrder, type OrderMessageKey } from '../messages-oto-order';
import { isOrderStatus } from '../order-status';
import { inCallerScope } from '../oto-scope';
import { holdsPermission } from '../permissions';
import type { OtoExpertRow, OtoOrderRow } from '../types-oto';

// What the order calls share (entities/order.ts serves them): the buttons that guard them, the caller's reach (its tenant, and its
// org for an organization's staff) and the order as a VO answers it (with the names it points to).

/** The two order pages (订单管理, 机构订单) share the calls: either page's button lets a write through. */
export type OrderAction = 'add' | 'edit' | 'delete' | 'expert' | 'status' | 'refund' | 'programme';

export const mayAct = (db: StandinDb, caller: Caller, action: OrderAction): boolean =>
  holdsPermission(db, caller, `order_${action}`) || holdsPermission(db, caller, `org_order_${action}`);

/** Blade's REQ_REJECT, as @PreAuth answers a call without its button. */
export const rejected = (request: Request): Response => fail(403, say(request, 'requestRejected'));

export const refuse = (request: Request, key: OrderMessageKey, ...values: (string | number)[]): Response =>
  fail(400, sayOrder(request, key, ...values));

/** The orders the caller may see: its tenant's, only its org's for an organization's staff. */
export const ordersInScope = (db: StandinDb, caller: Caller): OtoOrderRow[] =>
  inCallerScope(db, caller, db.tables.otoOrders);

export const findOrder = (db: StandinDb, caller: Caller, id: string): OtoOrderRow | undefined =>
  id ? ordersInScope(db, caller).find((order) => order.id === id) : undefined;

/** An approved ('2') expert of `orgId` in the tenant, else undefined. */
export const approvedExpert = (
  db: StandinDb,
  tenantId: string,
  orgId: string,
  expertId: string,
): OtoExpertRow | undefined =>
  db.tables.otoExperts.find(
    (expert) =>
      expert.id === expertId && expert.tenantId === tenantId && expert.orgId === orgId && expert.auditStatus === '2',
  );

/** OrderVO: the stored row plus the names of what it points to ('' when the row is gone). */
export function presentOrder(db: StandinDb, order: OtoOrderRow) {
  const named = <T extends { id: string; tenantId: string }>(rows: readonly T[], id: string) =>
    rows.find((row) => row.id === id && row.tenantId === order.tenantId);
  return {
    ...order,
    orgName: named(db.tables.otoOrgs, order.orgId)?.orgName ?? '',
    expertName: named(db.tables.otoExperts, order.expertId)?.expertName ?? '',
    serveName: named(db.tables.otoServices, order.serveId)?.serveName ?? '',
  };
}

/**
 * A status's word in the caller's language: Chinese from the tenant's dict-biz order_status (what
 * its screens show, edits included), English from the messages file (dictionaries hold one word).
 */
export function statusWord(db: StandinDb, request: Request, tenantId: string, status: string): string {
  const known = isOrderStatus(status);
  const fallback = known ? sayOrder(request, `orderStatus${status}`) : status;
  if (languageOf(request) === 'en' || !known) return fallback;
  const dict = db.tables.dictBiz;
  const parent = dict.find((row) => row.tenantId === tenantId && row.code === 'order_status' && row.parentId === '0');
  const word =
    parent &&
    dict.find((row) => row.tenantId === tenantId && row.parentId === parent.id && row.dictKey === status)?.dictValue;
  return word || fallback;
}
