import type { RowField } from '../types';
import { otoApi } from './api';
import { electiveSearchField, electivesField, orgField, phoneField, provinceField, subjectField } from './fields';

/** A row of student-order/search and detail (OrderVO: the names of its organization, expert and service). */
export type OrderRow = {
  id: string;
  tenantId: string;
  orderNo: string;
  studentName: string;
  studentPhone: string;
  /** Province region code of the student's exam. */
  province: string;
  /** Spec §9 subject code. */
  subjectType: string;
  /** Comma-joined elective letters (spec §9), shown 'a / b'. */
  electives: string;
  examYear: number;
  orgId: string;
  expertId: string;
  serveId: string;
  amount: number;
  paidAmount: number;
  refundedAmount: number;
  /** dict-biz order_status: '0' 待支付, '1' 已支付, '2' 服务中, '3' 已完成, '4' 已退款, '5' 已取消. */
  orderStatus: string;
  payTime: string;
  refundReason: string;
  remark: string;
  orgName: string;
  expertName: string;
  serveName: string;
  createTime: string;
  updateTime: string;
};

// The fields of an order (OtoOrderRow as student-order/search answers it, with orgName,
// expertName and serveName) as the two order lists show, search and view them. Add and edit
// have their own form (src/pages/oto/order-form-dialog.tsx): its service sets the amount and its
// organization limits the experts, which a declared form cannot say.

/** The organizations the caller may see (an organization's staff: only its own). */
export const ORGS_BY_USER = otoApi.organization.byUser;

// The shared builders, with this page's words; shown and searched here, edited in the order form.
const shown = { form: false, view: true } as const;
export const orderProvince = provinceField({ label: 'otoOrder.province', ...shown });
export const orderSubject = subjectField({ label: 'otoOrder.subjectType', table: { width: 80 }, ...shown });
export const orderElectives = electivesField({ label: 'otoOrder.electives', table: { width: 110 }, ...shown });
export const studentPhone = phoneField({ name: 'studentPhone', label: 'otoOrder.studentPhone', ...shown });

const orderStatusField: RowField<OrderRow> = {
  name: 'orderStatus',
  label: 'otoOrder.orderStatus',
  type: 'select',
  options: { dict: 'order_status', biz: true },
  display: 'tag',
  // Waiting for the payment; paid and in service under way; served; refunded or cancelled ended badly.
  statuses: { '0': 'pending', '1': 'inProgress', '2': 'inProgress', '3': 'done', '4': 'failed', '5': 'failed' },
  table: { width: 96 },
  search: true,
  view: true,
};

const money = (name: keyof OrderRow & string, label: string): RowField<OrderRow> => ({
  name,
  label,
  type: 'number',
  display: 'money',
  table: { width: 110, sorter: true },
  view: true,
});

/** The list, search and view of an order; `orgSearch`: the organization is a search field (not a tree beside). */
export function orderFields({ orgSearch }: { orgSearch: boolean }): RowField<OrderRow>[] {
  return [
    // Searched over the order number, the student's name and phone at once: no column of its own.
    { name: 'keyword', offRow: 'search', label: 'otoOrder.keyword', search: true, view: false },
    // Ranked: what staff look for first (order, student, amount, status, time) leads the table.
    { name: 'orderNo', label: 'otoOrder.orderNo', table: { width: 150, rank: 1 }, view: true },
    { name: 'studentName', label: 'otoOrder.studentName', table: { width: 90, rank: 2 }, view: true },
    studentPhone,
    orderProvince,
    // The student's subject type and one of the electives are searched too (spec §9 codes).
    { ...orderSubject, search: true },
    orderElectives,
    electiveSearchField({ label: 'otoOrder.electives' }),
    { name: 'examYear', label: 'otoOrder.examYear', view: true },
    { name: 'orgName', label: 'otoOrder.orgName', table: { width: 150 }, view: true },
    ...(orgSearch ? [orgField({ label: 'otoOrder.orgName', form: false, rules: undefined })] : []),
    { name: 'expertName', label: 'otoOrder.expertName', table: { width: 90 }, view: true },
    { name: 'serveName', label: 'otoOrder.serveName', table: { width: 130 }, view: true },
    { ...money('amount', 'otoOrder.amount'), table: { width: 110, sorter: true, rank: 3 } },
    money('paidAmount', 'otoOrder.paidAmount'),
    money('refundedAmount', 'otoOrder.refundedAmount'),
    { ...orderStatusField, table: { width: 96, rank: 4 } },
    {
      name: 'createTime',
      label: 'otoOrder.createTime',
      type: 'date',
      table: { width: 160, sorter: true, rank: 5 },
      search: true,
      view: true,
    },
    { name: 'payTime', label: 'otoOrder.payTime', view: true },
    { name: 'refundReason', label: 'otoOrder.refundReason', view: true },
    { name: 'remark', label: 'otoOrder.remark', view: true, form: { span: 24 } },
  ];
}
