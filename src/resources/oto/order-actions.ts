import { canChangeStatus, hasProgramme, isExpertChangeable, isOpen, isRefundable } from '../../pages/oto/order-rules';
import type { CustomAction } from '../types';

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

/** Row actions, each offered only where the server would take it. */
export const rowActions = (prefix: string): CustomAction[] => [
  // A refunded or cancelled order is closed: nothing left to edit.
  {
    key: 'edit',
    label: 'crud.edit',
    permission: `${prefix}_edit`,
    when: isOpen,
    dialog: () => import('../../pages/oto/order-edit-dialog'),
  },
  {
    key: 'expert',
    label: 'otoOrder.changeExpert',
    permission: `${prefix}_expert`,
    when: isExpertChangeable,
    dialog: () => import('../../pages/oto/order-expert-dialog'),
  },
  {
    key: 'status',
    label: 'otoOrder.changeStatus',
    permission: `${prefix}_status`,
    when: canChangeStatus,
    dialog: () => import('../../pages/oto/order-status-dialog'),
  },
  {
    key: 'refund',
    label: 'otoOrder.refund',
    permission: `${prefix}_refund`,
    when: isRefundable,
    dialog: () => import('../../pages/oto/order-refund-dialog'),
  },
  {
    key: 'programme',
    label: 'otoOrder.programme',
    permission: `${prefix}_programme`,
    when: hasProgramme,
    dialog: () => import('../../pages/oto/order-programme-dialog'),
  },
];
