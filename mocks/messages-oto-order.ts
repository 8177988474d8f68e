import { languageOf } from './messages';

// The stand-in's messages of the order screens (student-order, student-ord-programme), zh / en.
// `sayOrder` localises them itself, so the catalogue in messages.ts needs no entry for them.

const otoOrderMessages = {
  orderNotFound: ['订单不存在', 'order not found'],
  programmeNotFound: ['服务方案不存在', 'programme step not found'],
  studentNameRequired: ['请输入学生姓名', 'Please enter the student name'],
  // The spec's three phone messages (§5 personal info), in the order they are checked.
  studentPhoneRequired: ['手机号不能为空', 'phone number cannot be empty'],
  studentPhoneLength: ['手机号长度不为11位', 'phone number length is not 11'],
  studentPhoneFormat: ['手机号格式不正确', 'phone number format incorrect'],
  orgRequired: ['请选择机构', 'Please select the organization'],
  serveRequired: ['请选择服务', 'Please select the service'],
  orgNotFound: ['机构不存在', 'organization not found'],
  serveNotFound: ['服务不存在', 'service not found'],
  serveOffSale: ['服务「{0}」已下架', 'the service "{0}" is off sale'],
  expertRequired: ['请选择专家', 'Please select the expert'],
  expertNotApproved: [
    '专家须为该订单机构已通过审核的专家',
    "the expert must be an approved expert of the order's organization",
  ],
  amountPositive: ['订单金额必须大于0', 'the order amount must be greater than 0'],
  paidOrderLocked: ['已支付的订单不能修改服务或金额', 'the service and amount of a paid order cannot be changed'],
  expertLocked: ['「{0}」的订单不能更换专家', 'the expert of an order that is {0} cannot be changed'],
  deleteRefused: [
    '订单 {0} 为「{1}」,只能删除待支付或已取消的订单',
    'order {0} is {1}: only unpaid or cancelled orders can be deleted',
  ],
  statusRequired: ['请选择订单状态', 'Please select the order status'],
  statusChangeRefused: ['不允许从「{0}」变为「{1}」', 'cannot change from {0} to {1}'],
  refundStatusRefused: ['「{0}」的订单不能退款', 'an order that is {0} cannot be refunded'],
  refundReasonRequired: ['请输入退款原因', 'Please enter the refund reason'],
  refundAmountPositive: ['退款金额必须大于0', 'the refund amount must be greater than 0'],
  refundAmountExceeds: ['退款金额不能超过可退金额 ¥{0}', 'refund amount exceeds the refundable ¥{0}'],
  programmeTitleRequired: ['请输入方案标题', 'Please enter the step title'],
  // English words of dict-biz order_status; the Chinese ones are read from the tenant's dictionary.
  orderStatus0: ['待支付', 'Unpaid'],
  orderStatus1: ['已支付', 'Paid'],
  orderStatus2: ['服务中', 'In service'],
  orderStatus3: ['已完成', 'Completed'],
  orderStatus4: ['已退款', 'Refunded'],
  orderStatus5: ['已取消', 'Cancelled'],
} as const satisfies Record<string, readonly [zh: string, en: string]>;

export type OrderMessageKey = keyof typeof otoOrderMessages;

/** The message `key` in the request's language; `{0}`, `{1}`... take `values` in order. */
export function sayOrder(request: Request, key: OrderMessageKey, ...values: (string | number)[]): string {
  const [zh, en] = otoOrderMessages[key];
  const text: string = languageOf(request) === 'en' ? en : zh;
  return text.replace(/\{(\d+)\}/g, (slot, index: string) => String(values[Number(index)] ?? slot));
}
