import type { BaseRecord } from '@refinedev/core';
import {
  canChangeStatus,
  hasProgramme,
  isExpertChangeable,
  isOpen,
  isRefundable,
  ORDER_STATUS,
} from '../../pages/oto/order-rules';
import type { CustomAction, RowRule } from '../types';

// The order screens' own actions. 订单管理 and 机构订单 share the calls and the dialogs; each has
// its button codes (`order_refund`, `org_order_refund`, ...). Add and edit are actions with a
// dialog of their own (the service sets the amount, the organization limits the experts).

/** 新增, on the toolbar: needs no selection; first and primary, as the generic 新增 is. */
export const addAction = (prefix: string): CustomAction => ({
  key: 'add',
  label: 'crud.add',
  permission: `${prefix}_add`,
  wholeList: true,
  creates: true,
  dialog: () => import('../../pages/oto/order-add-dialog'),
});

/** The row allowed, or `reason` (a locale key): every order shows every button, in its place. */
const unless =
  (allowed: (row: BaseRecord) => boolean, reason: string): RowRule =>
  (row) =>
    allowed(row) ? undefined : `otoOrder.blocked.${reason}`;

const status = (row: BaseRecord) => String(row.orderStatus ?? '');

const REMOVABLE: readonly string[] = [ORDER_STATUS.unpaid, ORDER_STATUS.cancelled];

/** The server removes only unpaid or cancelled orders. */
export const orderRemoveBlockedBy: RowRule = (row) => {
  if (REMOVABLE.includes(status(row))) return undefined;
  return status(row) === ORDER_STATUS.refunded ? 'otoOrder.blocked.deleteRefunded' : 'otoOrder.blocked.deletePaid';
};

/** Nothing to refund before a payment; after one, nothing once it is all returned. */
const refundBlockedBy: RowRule = (row) => {
  if (isRefundable(row)) return undefined;
  return hasProgramme(row) || status(row) === ORDER_STATUS.refunded
    ? 'otoOrder.blocked.refundNone'
    : 'otoOrder.blocked.refundUnpaid';
};

/** Row actions, each allowed where the server would take it and disabled with the reason elsewhere. */
export const rowActions = (prefix: string): CustomAction[] => [
  // A refunded or cancelled order is closed: nothing left to edit.
  {
    key: 'edit',
    label: 'crud.edit',
    permission: `${prefix}_edit`,
    blockedBy: unless(isOpen, 'editClosed'),
    dialog: () => import('../../pages/oto/order-edit-dialog'),
  },
  {
    key: 'expert',
    label: 'otoOrder.changeExpert',
    permission: `${prefix}_expert`,
    blockedBy: unless(isExpertChangeable, 'expertOver'),
    dialog: () => import('../../pages/oto/order-expert-dialog'),
  },
  {
    key: 'status',
    label: 'otoOrder.changeStatus',
    permission: `${prefix}_status`,
    blockedBy: unless(canChangeStatus, 'statusFinal'),
    dialog: () => import('../../pages/oto/order-status-dialog'),
  },
  {
    key: 'refund',
    label: 'otoOrder.refund',
    permission: `${prefix}_refund`,
    blockedBy: refundBlockedBy,
    dialog: () => import('../../pages/oto/order-refund-dialog'),
  },
  {
    key: 'programme',
    label: 'otoOrder.programme',
    permission: `${prefix}_programme`,
    blockedBy: unless(hasProgramme, 'programmeUnpaid'),
    dialog: () => import('../../pages/oto/order-programme-dialog'),
  },
];
