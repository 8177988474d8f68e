import { fail, ok, say } from '../blade';
import { overlongField, unboundField } from '../crud-checks';
import { isBlank, pickFields } from '../crud-values';
import type { StandinDb } from '../standin-db';
import type { OrderMessageKey } from '../messages-oto-order';
import { isDeletable, toFen, toYuan } from '../order-status';
import { callerOrgId } from '../oto-scope';
import { readJson } from '../request';
import type { RouteContext } from '../router';
import { nowText } from '../time';
import type { OtoOrderRow } from '../types-oto';
import { approvedExpert, findOrder, mayAct, ordersInScope, refuse, rejected, statusWord } from './oto-order-shared';

// student-order save (add), update (edit) and del/{ids}. Status and money have calls of their own
// (change-ord-status, refund): save starts every order unpaid, and update never binds orderStatus,
// paidAmount, refundedAmount, payTime, refundReason, orderNo or orgId (an order stays with its
// organization); they are ignored, as fields missing from an update DTO are.

type Editable = Pick<
  OtoOrderRow,
  | 'studentName'
  | 'studentPhone'
  | 'province'
  | 'subjectType'
  | 'electives'
  | 'examYear'
  | 'orgId'
  | 'expertId'
  | 'serveId'
  | 'amount'
  | 'remark'
>;

/** What a client may write, with the defaults a new order starts from. */
const EDITABLE: Editable = {
  studentName: '',
  studentPhone: '',
  province: '',
  subjectType: '',
  electives: '',
  examYear: 0,
  orgId: '',
  expertId: '',
  serveId: '',
  amount: 0,
  remark: '',
};

const MAX_LENGTH = { studentName: 32, province: 12, subjectType: 12, electives: 32, remark: 500 };

type Refusal = readonly [OrderMessageKey, ...(string | number)[]];

/** The spec's three phone checks, in order: given, 11 long, a mainland mobile number. */
function studentRefusal(order: Editable): Refusal | null {
  if (isBlank(order.studentName)) return ['studentNameRequired'];
  const phone = order.studentPhone.trim();
  if (!phone) return ['studentPhoneRequired'];
  if (phone.length !== 11) return ['studentPhoneLength'];
  if (!/^1[3-9]\d{9}$/.test(phone)) return ['studentPhoneFormat'];
  return null;
}

/** The org, service and expert an order points to; only what changed from `before` is checked. */
function placementRefusal(db: StandinDb, tenantId: string, order: Editable, before?: Editable): Refusal | null {
  if (isBlank(order.orgId)) return ['orgRequired'];
  if (isBlank(order.serveId)) return ['serveRequired'];
  if (!db.tables.otoOrgs.some((org) => org.id === order.orgId && org.tenantId === tenantId)) return ['orgNotFound'];
  const service = db.tables.otoServices.find((row) => row.id === order.serveId && row.tenantId === tenantId);
  if (!service) return ['serveNotFound'];
  if (service.saleStatus !== 1 && order.serveId !== before?.serveId) return ['serveOffSale', service.serveName];
  const expertChanged = order.expertId !== before?.expertId;
  if (order.expertId && expertChanged && !approvedExpert(db, tenantId, order.orgId, order.expertId))
    return ['expertNotApproved'];
  return null;
}

const servicePrice = (db: StandinDb, tenantId: string, serveId: string): number =>
  db.tables.otoServices.find((row) => row.id === serveId && row.tenantId === tenantId)?.price ?? 0;

/** `OD` + today's yyyyMMdd + the next 4-digit number of the day in the tenant. */
function nextOrderNo(orders: readonly OtoOrderRow[], now: string): string {
  const prefix = `OD${now.slice(0, 10).replaceAll('-', '')}`;
  const used = orders
    .filter((order) => order.orderNo.startsWith(prefix))
    .map((order) => Number(order.orderNo.slice(prefix.length)) || 0);
  return `${prefix}${String(Math.max(0, ...used) + 1).padStart(4, '0')}`;
}

/** The body's known fields, or the 400 a Spring controller answers before storing anything. */
async function readEditable(
  request: Request,
): Promise<{ body: Record<string, unknown>; values: Partial<Editable> } | Response> {
  const body = readJson(await request.text());
  if (!body) return fail(400, say(request, 'badRequest'));
  if (unboundField({ ...EDITABLE }, body) !== null) return fail(400, say(request, 'paramInvalid'));
  const values = pickFields({ ...EDITABLE }, body) as Partial<Editable>;
  const overlong = overlongField(values, MAX_LENGTH);
  if (overlong) return fail(400, say(request, 'fieldTooLong', ...overlong));
  return { body, values };
}

export async function saveOrder({ request, db, caller }: RouteContext): Promise<Response> {
  if (!mayAct(db, caller, 'add')) return rejected(request);
  const read = await readEditable(request);
  if (read instanceof Response) return read;
  // An organization's staff order for their own organization, whatever the form sent.
  const ownOrg = callerOrgId(db, caller);
  const draft: Editable = { ...EDITABLE, ...read.values, ...(ownOrg ? { orgId: ownOrg } : {}) };
  const refusal = studentRefusal(draft) ?? placementRefusal(db, caller.tenantId, draft);
  if (refusal) return refuse(request, ...refusal);
  const amount = isBlank(read.body.amount)
    ? servicePrice(db, caller.tenantId, draft.serveId)
    : toYuan(toFen(draft.amount));
  if (!(amount > 0)) return refuse(request, 'amountPositive');
  const now = nowText();
  const tenantOrders = db.tables.otoOrders.filter((order) => order.tenantId === caller.tenantId);
  db.insert('otoOrders', {
    ...draft,
    studentName: draft.studentName.trim(),
    studentPhone: draft.studentPhone.trim(),
    amount,
    id: db.nextId(),
    tenantId: caller.tenantId,
    orderNo: nextOrderNo(tenantOrders, now),
    paidAmount: 0,
    refundedAmount: 0,
    orderStatus: '0',
    payTime: '',
    refundReason: '',
    createTime: now,
    updateTime: now,
  });
  return ok(true, say(request, 'success'));
}

export async function updateOrder({ request, db, caller }: RouteContext): Promise<Response> {
  if (!mayAct(db, caller, 'edit')) return rejected(request);
  const read = await readEditable(request);
  if (read instanceof Response) return read;
  const id = isBlank(read.body.id) ? '' : String(read.body.id).trim();
  if (!id) return fail(400, say(request, 'idRequired'));
  const order = findOrder(db, caller, id);
  if (!order) return refuse(request, 'orderNotFound');
  const merged: OtoOrderRow = { ...order, ...read.values, orgId: order.orgId };
  const serviceChanged = merged.serveId !== order.serveId;
  // A new service on an unpaid order brings its price unless the form says otherwise.
  if (serviceChanged && isBlank(read.body.amount)) merged.amount = servicePrice(db, caller.tenantId, merged.serveId);
  merged.amount = toYuan(toFen(merged.amount));
  const refusal = studentRefusal(merged) ?? placementRefusal(db, caller.tenantId, merged, order);
  if (refusal) return refuse(request, ...refusal);
  if (order.orderStatus !== '0' && (serviceChanged || toFen(merged.amount) !== toFen(order.amount)))
    return refuse(request, 'paidOrderLocked');
  if (!(merged.amount > 0)) return refuse(request, 'amountPositive');
  db.update('otoOrders', {
    ...merged,
    studentName: merged.studentName.trim(),
    studentPhone: merged.studentPhone.trim(),
    updateTime: nowText(),
  });
  return ok(true, say(request, 'success'));
}

/** del/{ids}: all or nothing; only orders no money was taken for (unpaid, cancelled), with their programmes. */
export function deleteOrders({ request, params, db, caller }: RouteContext): Response {
  if (!mayAct(db, caller, 'delete')) return rejected(request);
  const ids = [
    ...new Set(
      String(params.ids ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0) return fail(400, say(request, 'idsRequired'));
  const reachable = new Map(ordersInScope(db, caller).map((order) => [order.id, order]));
  const doomed = ids.map((id) => reachable.get(id));
  if (doomed.some((order) => !order)) return refuse(request, 'orderNotFound');
  const kept = doomed.find((order) => order && !isDeletable(order));
  if (kept)
    return refuse(request, 'deleteRefused', kept.orderNo, statusWord(db, request, kept.tenantId, kept.orderStatus));
  const gone = new Set(ids);
  db.remove('otoOrders', (order) => gone.has(order.id));
  db.remove('otoProgrammes', (step) => gone.has(step.orderId));
  return ok(true, say(request, 'success'));
}
