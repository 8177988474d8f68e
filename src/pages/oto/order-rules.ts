import type { BaseRecord } from '@refinedev/core';

// What the console knows of an order's life (dict-biz order_status), to offer only the actions the
// server accepts: a button for a refund on an unpaid order would only earn a refusal. The server
// stays the judge (change-ord-status, refund and del answer 400 otherwise). Money is summed in fen
// so 0.1 + 0.2 stays 0.3.

export const ORDER_STATUS = {
  unpaid: '0',
  paid: '1',
  inService: '2',
  completed: '3',
  refunded: '4',
  cancelled: '5',
} as const;

/** Where change-ord-status may take an order from each state (a refund reaches '4' by itself). */
const NEXT: Readonly<Record<string, readonly string[]>> = { '0': ['1', '5'], '1': ['2'], '2': ['3'] };

const statusOf = (row: BaseRecord) => String(row.orderStatus ?? '');

export const nextStatuses = (row: BaseRecord): readonly string[] => NEXT[statusOf(row)] ?? [];

export const canChangeStatus = (row: BaseRecord) => nextStatuses(row).length > 0;

/** Not refunded or cancelled: an order whose details may still be edited. */
export const isOpen = (row: BaseRecord) => !['4', '5'].includes(statusOf(row));

/** Paid, in service or completed, with money left to return. */
export const isRefundable = (row: BaseRecord) => ['1', '2', '3'].includes(statusOf(row)) && refundableFen(row) > 0;

/** The expert can change until the service is over. */
export const isExpertChangeable = (row: BaseRecord) => ['0', '1', '2'].includes(statusOf(row));

/** A programme belongs to an order that was paid for. */
export const hasProgramme = (row: BaseRecord) => ['1', '2', '3'].includes(statusOf(row));

/** Service and amount are the order's price: they change only before it is paid. */
export const isPriceEditable = (row: BaseRecord | undefined) => !row || statusOf(row) === ORDER_STATUS.unpaid;

export const toFen = (yuan: unknown): number => Math.round((Number(yuan) || 0) * 100);
export const toYuan = (fen: number): number => fen / 100;

/** Paid minus already refunded, in fen, never below 0. */
export const refundableFen = (row: BaseRecord): number =>
  Math.max(toFen(row.paidAmount) - toFen(row.refundedAmount), 0);
