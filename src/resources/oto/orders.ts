import type { BaseRecord } from '@refinedev/core';
import { config } from '../../config';
import { defineResource, type ResourceDef } from '../types';
import { addAction, orderRemoveBlockedBy, rowActions } from './order-actions';
import { ORGS_BY_USER, orderFields, type OrderRow } from './order-fields';

// 订单管理 /oto/order and 机构订单 /oto/org-order (spec §2, §7 student-order): the same calls and
// dialogs, two button prefixes. The organization's view filters by the organizations beside the
// table (an organization's staff have only theirs: the server answers its own scope). No detail
// call: the list row is the order. Search: a keyword over order no., student and phone, the
// status, the organization and the created-at range (createTime_dategt / _datelt, spec §9).
const api = {
  base: `${config.services.management}/onetoone/student-order`,
  family: 'onetoone',
  endpoints: { detail: '' },
} as const;

// 查看 shows the order and, once paid for, its programme.
const viewDialog = () => import('../../pages/oto/order-view-dialog');
// Found again by its number (the keyword searches it): an edit's check that nobody changed it.
const rowSearch = (row: BaseRecord) => ({ keyword: String(row.orderNo ?? '') });

const order = defineResource<OrderRow>({
  name: 'oto-order',
  route: '/oto/order',
  label: 'otoOrder.title',
  noun: 'otoOrder.name',
  permission: 'order',
  api,
  actions: { view: true, delete: true },
  // The server removes only unpaid or cancelled orders: 删除 is disabled on the others (saying
  // why), and a selection's 删除 sends only those.
  removeBlockedBy: orderRemoveBlockedBy,
  viewDialog,
  rowSearch,
  toolbarActions: [addAction('order')],
  rowActions: rowActions('order'),
  fields: orderFields({ orgSearch: true }),
  dialogWidth: 860,
});

const orgOrder = defineResource<OrderRow>({
  name: 'oto-org-order',
  route: '/oto/org-order',
  label: 'otoOrder.orgTitle',
  noun: 'otoOrder.name',
  permission: 'org_order',
  api,
  actions: { view: true, delete: true },
  removeBlockedBy: orderRemoveBlockedBy,
  viewDialog,
  rowSearch,
  sideTree: { url: ORGS_BY_USER, param: 'orgId', title: 'otoOrder.orgTree', labelKey: 'orgName', valueKey: 'id' },
  toolbarActions: [addAction('org_order')],
  rowActions: rowActions('org_order'),
  fields: orderFields({ orgSearch: false }),
  dialogWidth: 860,
});

/** Orders and organization orders. */
export const orderResources: ResourceDef[] = [order, orgOrder];
