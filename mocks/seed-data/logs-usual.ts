import { adultName } from './oto-names';
import type { ParamContext } from './logs-endpoints';

// What the services write with BladeLogger (通用日志): a business log id, a level and a line of
// text, each logged while serving one of the calls of logs-endpoints.ts (named by its URI).

/** `sent`: the call's params (JSON body or query) by name, so a line tells what the call sent. */
type UsualContext = ParamContext & { remoteIp: string; day: string; sent: Record<string, string> };

export type UsualTemplate = {
  logId: string;
  level: 'INFO' | 'WARN' | 'ERROR' | 'DEBUG';
  uri: string;
  weight: number;
  data: (context: UsualContext) => string;
};

const orderNo = ({ random, day }: UsualContext) =>
  `ZY${day.replace(/-/g, '')}${String(random.int(0, 9999)).padStart(4, '0')}`;
const masked = (phone = '') => `${phone.slice(0, 3)}****${phone.slice(-4)}`;
const FOLLOW: Record<string, string> = { '0': '待跟进', '1': '跟进中', '2': '已成交', '3': '已放弃' };
// Dictionary order_status: the status a call moves an order to, and from what.
const STATUS_CHANGE: Record<string, string> = {
  '1': '待支付 → 已支付',
  '2': '已支付 → 服务中',
  '3': '服务中 → 已完成',
  '4': '已支付 → 已退款',
  '5': '待支付 → 已取消',
};

export const usualTemplates: readonly UsualTemplate[] = [
  {
    logId: 'login',
    level: 'INFO',
    uri: '/oauth/token',
    weight: 16,
    data: (c) => `用户 ${c.account} 登录成功,租户 ${c.tenantId},来源 IP ${c.remoteIp}`,
  },
  {
    logId: 'login',
    level: 'WARN',
    uri: '/oauth/token',
    weight: 4,
    data: (c) => `用户 ${c.account} 登录失败:用户名或密码错误(第 ${c.random.int(1, 4)} 次)`,
  },
  {
    logId: 'login',
    level: 'WARN',
    uri: '/oauth/token',
    weight: 1,
    data: (c) => `用户 ${c.account} 连续登录失败 5 次,账号已锁定`,
  },
  {
    logId: 'token',
    level: 'DEBUG',
    uri: '/oauth/token',
    weight: 6,
    data: (c) => `刷新令牌:用户 ${c.account},新令牌有效期 3600 秒`,
  },
  { logId: 'logout', level: 'INFO', uri: '/oauth/logout', weight: 5, data: (c) => `用户 ${c.account} 退出登录` },
  {
    logId: 'menu',
    level: 'DEBUG',
    uri: '/menu/routes',
    weight: 6,
    data: (c) =>
      `加载菜单:用户 ${c.account},角色 ${c.random.pick(['administrator', 'operator', 'kefu'])},共 ${c.random.int(18, 64)} 项,缓存${c.random.chance(0.8) ? '命中' : '未命中'}`,
  },
  {
    logId: 'dict',
    level: 'DEBUG',
    uri: '/dict-biz/dictionary',
    weight: 5,
    data: (c) =>
      `字典缓存未命中,从数据库加载 blade:dictBiz::${c.random.pick(['order_status', 'consult_status', 'service_type'])}`,
  },
  {
    logId: 'order',
    level: 'INFO',
    uri: '/onetoone/order-info/save',
    weight: 8,
    data: (c) => `订单 ${orderNo(c)} 创建成功,学生 ${c.sent.studentName},金额 ¥${c.sent.amount}`,
  },
  {
    logId: 'order',
    level: 'INFO',
    uri: '/onetoone/order-info/change-ord-status',
    weight: 8,
    data: (c) =>
      `订单 ${orderNo(c)}(id ${c.sent.id})状态变更:${STATUS_CHANGE[c.sent.orderStatus] ?? c.sent.orderStatus}`,
  },
  {
    logId: 'order',
    level: 'WARN',
    uri: '/onetoone/order-info/change-ord-status',
    weight: 2,
    data: (c) => `订单 ${orderNo(c)} 超过 30 分钟未支付,已自动取消`,
  },
  {
    logId: 'refund',
    level: 'WARN',
    uri: '/onetoone/order-info/refund',
    weight: 3,
    data: (c) => `订单 ${orderNo(c)} 申请退款 ¥${c.sent.refundAmount}(${c.sent.refundReason}),操作人 ${c.account}`,
  },
  {
    logId: 'refund',
    level: 'INFO',
    uri: '/onetoone/order-info/refund',
    weight: 2,
    data: (c) =>
      `订单 ${orderNo(c)} 退款成功,原路退回微信支付,流水号 4200${String(c.random.int(0, 999_999_999)).padStart(9, '0')}`,
  },
  {
    logId: 'expert',
    level: 'INFO',
    uri: '/onetoone/operate-expert-info/audit-org-expert',
    weight: 4,
    data: (c) =>
      `专家 ${adultName(c.random)}(id ${c.sent.id})审核${c.sent.auditStatus === '2' ? '通过' : `驳回:${c.sent.auditReason}`},审核人 ${c.account}`,
  },
  {
    logId: 'customer',
    level: 'INFO',
    uri: '/onetoone/intended-customers/save-or-update',
    weight: 4,
    data: (c) =>
      `意向客户 ${c.sent.name}(${masked(c.sent.phone)})跟进状态更新为「${FOLLOW[c.sent.followStatus] ?? c.sent.followStatus}」`,
  },
  {
    logId: 'oss',
    level: 'INFO',
    uri: '/oss/endpoint/put-file',
    weight: 6,
    data: (c) =>
      `文件上传成功:upload/${c.day.replace(/-/g, '')}/${c.id().slice(-12)}.${c.random.pick(['png', 'jpg', 'pdf'])}(${c.random.int(24, 1980)} KB)`,
  },
  {
    logId: 'oss',
    level: 'ERROR',
    uri: '/oss/endpoint/put-file',
    weight: 1,
    data: () => '文件上传失败:连接对象存储 minio 超时(10000 ms),已重试 3 次',
  },
  {
    logId: 'attach',
    level: 'INFO',
    uri: '/oss/endpoint/put-file-attach',
    weight: 3,
    data: (c) =>
      `附件入库:${c.random.pick(['志愿填报指南', '专业解读', '合同模板', '测评报告'])}.pdf,附件 id ${c.id()}`,
  },
  {
    logId: 'sms',
    level: 'INFO',
    uri: '/sms/endpoint/send-message',
    weight: 5,
    data: (c) =>
      `短信发送成功:${masked(c.sent.phones)},模板 SMS_${c.random.int(100_000_000, 999_999_999)},BizId ${c.random.int(100_000, 999_999)}^${c.random.int(1_000_000, 9_999_999)}`,
  },
  {
    logId: 'sms',
    level: 'WARN',
    uri: '/sms/endpoint/send-message',
    weight: 1,
    data: (c) => `短信发送失败:${masked(c.sent.phones)} 触发号码天级流控(isv.DAY_LIMIT_CONTROL)`,
  },
  {
    logId: 'notice',
    level: 'INFO',
    uri: '/notice/submit',
    weight: 2,
    data: (c) =>
      `通知公告《${c.random.pick(['志愿填报季客服排班通知', '系统升级维护公告', '专家培训安排'])}》已发布,操作人 ${c.account}`,
  },
  {
    logId: 'flow',
    level: 'INFO',
    uri: '/process/leave/start-process',
    weight: 2,
    data: (c) => `流程已启动:Leave:1:4,实例 ${c.random.int(100_001, 999_999)},发起人 ${c.account}`,
  },
  {
    logId: 'user',
    level: 'WARN',
    uri: '/user/reset-password',
    weight: 1,
    data: (c) => `用户密码已重置为初始密码,操作人 ${c.account}`,
  },
  {
    logId: 'role',
    level: 'INFO',
    uri: '/role/grant',
    weight: 2,
    data: (c) => `角色授权已更新:菜单 ${c.random.int(12, 80)} 项,操作人 ${c.account}`,
  },
  {
    logId: 'code',
    level: 'INFO',
    uri: '/code/gen-code',
    weight: 1,
    data: (c) =>
      `代码生成完成:${c.random.pick(['order_info', 'expert_info', 'consult_info'])},共 ${c.random.int(9, 16)} 个文件`,
  },
];
