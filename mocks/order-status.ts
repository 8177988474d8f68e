import type { OtoOrderRow } from './types-oto';

// The life of a one-to-one order (dict-biz order_status) and the money rules that go with it.
// Money is yuan with two decimals; sums are done in whole fen so 0.1 + 0.2 stays 0.3.

const ORDER_STATUS = {
  unpaid: '0',
  paid: '1',
  inService: '2',
  completed: '3',
  refunded: '4',
  cancelled: '5',
} as const;

const ORDER_STATUSES = ['0', '1', '2', '3', '4', '5'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

/** Where change-ord-status may take an order from each state; refunds reach '4' only by `refund`. */
const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  '0': ['1', '5'],
  '1': ['2'],
  '2': ['3'],
  '3': [],
  '4': [],
  '5': [],
};

export const canChangeStatus = (from: string, to: string): boolean =>
  isOrderStatus(from) && isOrderStatus(to) && TRANSITIONS[from].includes(to);

/** Only orders no money was taken for may be deleted. */
export const isDeletable = (order: Pick<OtoOrderRow, 'orderStatus'>): boolean =>
  order.orderStatus === ORDER_STATUS.unpaid || order.orderStatus === ORDER_STATUS.cancelled;

/** Paid, in service or completed: money was taken and not all of it returned. */
export const isRefundable = (order: Pick<OtoOrderRow, 'orderStatus'>): boolean =>
  ['1', '2', '3'].includes(order.orderStatus);

/** The expert can change until the service is over. */
export const isExpertChangeable = (order: Pick<OtoOrderRow, 'orderStatus'>): boolean =>
  ['0', '1', '2'].includes(order.orderStatus);

export const toFen = (yuan: number): number => Math.round(yuan * 100);
export const toYuan = (fen: number): number => fen / 100;

/** What may still be refunded: paid minus already refunded, never below 0. */
export const refundableAmount = (order: Pick<OtoOrderRow, 'paidAmount' | 'refundedAmount'>): number =>
  toYuan(Math.max(toFen(order.paidAmount) - toFen(order.refundedAmount), 0));

/** `1999` → `1999.00`, as the ¥ amounts in messages read. */
export const formatMoney = (yuan: number): string => (toFen(yuan) / 100).toFixed(2);
