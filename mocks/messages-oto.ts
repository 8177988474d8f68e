import { languageOf } from './messages';

// The stand-in's messages of the business screens other than orders (organizations, experts,
// services, customers, consultations), zh / en. `sayOto` localises them itself,
// so the catalogue in messages.ts needs no entry for them (orders: messages-oto-order.ts).

const otoMessages = {
  orgNameRequired: ['请输入机构名称', 'Please enter the organization name'],
  // The spec's three phone messages (§5), in the order they are checked.
  phoneRequired: ['手机号不能为空', 'phone number cannot be empty'],
  phoneLength: ['手机号长度不为11位', 'phone number length is not 11'],
  phoneFormat: ['手机号格式不正确', 'phone number format incorrect'],
  orgInUse: [
    '机构「{0}」下还有专家或订单,不能删除',
    'the organization "{0}" still has experts or orders and cannot be deleted',
  ],
  orgAdminUnset: ['机构「{0}」未设置管理员账号', 'the organization "{0}" has no admin account'],
  orgAdminMissing: ['管理员账号「{0}」不存在', 'the admin account "{0}" does not exist'],
  passwordReset: [
    '管理员账号「{0}」的密码已重置为初始密码',
    'the password of the admin account "{0}" was reset to the initial password',
  ],
  orgIdRequired: ['缺少必要的请求参数: orgId', 'missing required parameter: orgId'],
  orgRequired: ['请选择所属机构', 'Please select the organization'],
  orgNotFound: ['机构不存在', 'organization not found'],
  expertIdRequired: ['缺少必要的请求参数: expertId', 'missing required parameter: expertId'],
  expertNameRequired: ['请输入专家姓名', 'Please enter the expert name'],
  expertRequired: ['请选择专家', 'Please select the expert'],
  expertNotFound: ['专家不存在', 'expert not found'],
  expertHasOrders: ['专家「{0}」已有订单,不能删除', 'the expert "{0}" has orders and cannot be deleted'],
  auditResultInvalid: ['审核结果只能是通过或驳回', 'the audit result must be approve or reject'],
  auditPendingOnly: ['只能审核待审核的专家,「{0}」当前为{1}', 'only pending experts can be audited: "{0}" is {1}'],
  rejectReasonRequired: ['驳回原因不能为空', 'Rejection reason is required'],
  serveNameRequired: ['请输入服务名称', 'Please enter the service name'],
  categoryRequired: ['请选择服务类型', 'Please select the service type'],
  pricePositive: ['服务价格必须大于0', 'the price must be greater than 0'],
  serviceInUse: ['服务「{0}」已有订单使用,不能删除', 'orders use the service "{0}": it cannot be deleted'],
  nameRequired: ['请输入姓名', 'Please enter the name'],
  studentNameRequired: ['请输入学生姓名', 'Please enter the student name'],
  consultTimeRequired: ['请选择咨询时间', 'Please select the consultation time'],
  timeFormat: ['时间格式应为 yyyy-MM-dd HH:mm:ss', 'times must read yyyy-MM-dd HH:mm:ss'],
  orderNotFound: ['订单不存在', 'order not found'],
  // English words of dict-biz expert_audit for the audit message; the Chinese ones are the dictionary's.
  audit0: ['草稿', 'a draft'],
  audit1: ['待审核', 'pending'],
  audit2: ['已通过', 'approved'],
  audit3: ['已驳回', 'rejected'],
} as const satisfies Record<string, readonly [zh: string, en: string]>;

export type OtoMessageKey = keyof typeof otoMessages;

/** The message `key` in the request's language; `{0}`, `{1}`... take `values` in order. */
export function sayOto(request: Request, key: OtoMessageKey, ...values: (string | number)[]): string {
  const [zh, en] = otoMessages[key];
  const text: string = languageOf(request) === 'en' ? en : zh;
  return text.replace(/\{(\d+)\}/g, (slot, index: string) => String(values[Number(index)] ?? slot));
}
