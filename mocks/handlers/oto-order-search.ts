import { fail, filterRows, invalidSortColumn, ok, paginate, say, sortRows } from '../blade';
import { compareValues } from '../blade-query';
import type { RouteContext } from '../router';
import type { OtoOrderRow } from '../types-oto';
import { byJoinedCode } from './oto-kit';
import { findOrder, ordersInScope, presentOrder, refuse } from './oto-order-shared';

// student-order/search and ord-programme: the reads of the order pages.

/** Every column of an order: what ascs / descs may name. */
const ORDER_COLUMNS: readonly (keyof OtoOrderRow)[] = [
  'id',
  'tenantId',
  'orderNo',
  'studentName',
  'studentPhone',
  'province',
  'subjectType',
  'electives',
  'examYear',
  'orgId',
  'expertId',
  'serveId',
  'amount',
  'paidAmount',
  'refundedAmount',
  'orderStatus',
  'payTime',
  'refundReason',
  'remark',
  'createTime',
  'updateTime',
];

// The student's subject type by equality; electives (one code among the order's) by byJoinedCode.
const FILTERS = { fields: ['orderStatus', 'orgId', 'expertId', 'serveId', 'subjectType', 'createTime'] };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The console sends a date range as `createTime_dategt` / `createTime_datelt` (spec §9), meaning
 * "from" and "to" as a user picked them: both ends count, as Blade's ge / le would, and a bare
 * date as the end takes in that whole day.
 */
function inclusiveRange(query: URLSearchParams): URLSearchParams {
  const widened = new URLSearchParams();
  query.forEach((value, key) => {
    if (key === 'createTime_dategt') widened.append('createTime_datege', value);
    else if (key === 'createTime_datelt')
      widened.append('createTime_datele', DATE_ONLY.test(value.trim()) ? `${value.trim()} 23:59:59` : value);
    else widened.append(key, value);
  });
  return widened;
}

/** One text box over the order number, the student's name and phone. */
const matchesKeyword =
  (keyword: string) =>
  (order: OtoOrderRow): boolean =>
    !keyword ||
    [order.orderNo, order.studentName, order.studentPhone].some((text) => text.toLowerCase().includes(keyword));

/** Newest first (createTime, then id), the order a list without ascs / descs keeps. */
const newestFirst = (rows: readonly OtoOrderRow[]): OtoOrderRow[] =>
  [...rows].sort((a, b) => compareValues(b.createTime, a.createTime) || compareValues(b.id, a.id));

export function searchOrders({ request, url, db, caller }: RouteContext): Response {
  const badColumn = invalidSortColumn(url.searchParams, ORDER_COLUMNS);
  if (badColumn !== null) return fail(400, say(request, 'sortFieldInvalid', badColumn));
  const [scoped, query] = byJoinedCode(ordersInScope(db, caller), url.searchParams, 'electives');
  const keyword = (query.get('keyword') ?? '').trim().toLowerCase();
  const rows = filterRows(scoped, inclusiveRange(query), FILTERS).filter(matchesKeyword(keyword));
  // Stable sorts: ascs / descs decide, ties stay newest first.
  const page = paginate(sortRows(newestFirst(rows), query), query);
  return ok({ ...page, records: page.records.map((order) => presentOrder(db, order)) });
}

/** An order's programme by `sort` (then as added); an order outside the caller's reach is not found. */
export function orderProgramme({ request, url, db, caller }: RouteContext): Response {
  const orderId = url.searchParams.get('orderId')?.trim() ?? '';
  if (!findOrder(db, caller, orderId)) return refuse(request, 'orderNotFound');
  const steps = db.tables.otoProgrammes
    .filter((step) => step.orderId === orderId)
    .sort((a, b) => a.sort - b.sort || compareValues(a.id, b.id));
  return ok(steps);
}
