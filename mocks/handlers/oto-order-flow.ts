import { fail, ok, say } from '../blade';
import {
  canChangeStatus,
  formatMoney,
  isExpertChangeable,
  isRefundable,
  refundableAmount,
  toFen,
  toYuan,
} from '../order-status';
import { readParamsOrJson } from '../request';
import type { RouteContext } from '../router';
import { nowText } from '../time';
import { approvedExpert, findOrder, mayAct, refuse, rejected, statusWord, type OrderAction } from './oto-order-shared';
import type { OtoOrderRow } from '../types-oto';

// What happens to an order after it is placed: another expert, the next status, a refund. Each is
// its own call with its own button, so a role can be allowed one and not the others.

type Acted = { order: OtoOrderRow; params: URLSearchParams } | Response;

/** The button, the body (JSON, form or query) and the order it names, in the caller's reach. */
async function actOn({ request, db, caller }: RouteContext, action: OrderAction): Promise<Acted> {
  if (!mayAct(db, caller, action)) return rejected(request);
  const params = await readParamsOrJson(request);
  const id = params.get('id')?.trim() ?? '';
  if (!id) return fail(400, say(request, 'idRequired'));
  const order = findOrder(db, caller, id);
  return order ? { order, params } : refuse(request, 'orderNotFound');
}

export async function changeExpert(context: RouteContext): Promise<Response> {
  const { request, db } = context;
  const acted = await actOn(context, 'expert');
  if (acted instanceof Response) return acted;
  const { order, params } = acted;
  const expertId = params.get('expertId')?.trim() ?? '';
  if (!expertId) return refuse(request, 'expertRequired');
  if (!isExpertChangeable(order))
    return refuse(request, 'expertLocked', statusWord(db, request, order.tenantId, order.orderStatus));
  if (!approvedExpert(db, order.tenantId, order.orgId, expertId)) return refuse(request, 'expertNotApproved');
  db.update('otoOrders', { ...order, expertId, updateTime: nowText() });
  return ok(true, say(request, 'success'));
}

/** 0→1 (paid in full now), 0→5, 1→2, 2→3; anything else names both states in the caller's language. */
export async function changeStatus(context: RouteContext): Promise<Response> {
  const { request, db } = context;
  const acted = await actOn(context, 'status');
  if (acted instanceof Response) return acted;
  const { order, params } = acted;
  const next = params.get('orderStatus')?.trim() ?? '';
  if (!next) return refuse(request, 'statusRequired');
  if (!canChangeStatus(order.orderStatus, next)) {
    const word = (status: string) => statusWord(db, request, order.tenantId, status);
    return refuse(request, 'statusChangeRefused', word(order.orderStatus), word(next));
  }
  const now = nowText();
  const payment = next === '1' ? { paidAmount: order.amount, payTime: now } : {};
  db.update('otoOrders', { ...order, ...payment, orderStatus: next, updateTime: now });
  return ok(true, say(request, 'success'));
}

/** Part or all of what is left of the payment; all of it makes the order 已退款 ('4'). */
export async function refundOrder(context: RouteContext): Promise<Response> {
  const { request, db } = context;
  const acted = await actOn(context, 'refund');
  if (acted instanceof Response) return acted;
  const { order, params } = acted;
  if (!isRefundable(order))
    return refuse(request, 'refundStatusRefused', statusWord(db, request, order.tenantId, order.orderStatus));
  const reason = params.get('refundReason')?.trim() ?? '';
  if (!reason) return refuse(request, 'refundReasonRequired');
  const asked = Number(params.get('refundAmount') ?? '');
  if (!Number.isFinite(asked) || toFen(asked) <= 0) return refuse(request, 'refundAmountPositive');
  const left = refundableAmount(order);
  if (toFen(asked) > toFen(left)) return refuse(request, 'refundAmountExceeds', formatMoney(left));
  const refunded = toYuan(toFen(order.refundedAmount) + toFen(asked));
  const full = toFen(refunded) >= toFen(order.paidAmount);
  db.update('otoOrders', {
    ...order,
    refundedAmount: refunded,
    refundReason: reason,
    orderStatus: full ? '4' : order.orderStatus,
    updateTime: nowText(),
  });
  return ok(true, say(request, 'success'));
}
