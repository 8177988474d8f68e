// Row shapes of the one-to-one consulting business (spec §2 /oto, §7 onetoone/). The spec gives
// paths, not fields: these are designed for the planning service's staff. Statuses and categories
// are business dictionary keys (dict-biz), stored as strings so a real backend's values render.
// Every row is tenant-owned. Money is in yuan as a number with two decimals.

/** 机构 (organization-info). */
export type OtoOrgRow = {
  id: string;
  tenantId: string;
  orgName: string;
  /** Image link (file endpoint), '' when none. */
  logo: string;
  contact: string;
  phone: string;
  /** Region codes (blade_region): province and city. */
  provinceCode: string;
  cityCode: string;
  address: string;
  introduction: string;
  /** The organization's own admin account (reset/{id} resets its password). */
  adminAccount: string;
  /** dict-biz org_status: '1' 合作中, '0' 已停用. */
  status: string;
  createTime: string;
  updateTime: string;
};

/** Which organization a user works for: an organization's staff see only its data. */
type OtoOrgMemberRow = { id: string; tenantId: string; userId: string; orgId: string };

/** 专家 (operate-expert-info, org-expert-info share it). */
export type OtoExpertRow = {
  id: string;
  tenantId: string;
  orgId: string;
  expertName: string;
  avatar: string;
  /** System dict sex: 1 男, 2 女. */
  gender: number;
  /** dict-biz expert_title. */
  title: string;
  phone: string;
  /** Comma-joined province region codes served ('11,13'). */
  provinces: string;
  /** Comma-joined subject codes served (spec §9: WEN, LI, ZONG, L, W). */
  subjectTypes: string;
  years: number;
  introduction: string;
  /** dict-biz expert_audit: '0' 草稿, '1' 待审核, '2' 已通过, '3' 已驳回. */
  auditStatus: string;
  auditReason: string;
  auditTime: string;
  createTime: string;
  updateTime: string;
};

/** An expert's introduction videos (expert-info/videos). */
export type OtoExpertVideoRow = {
  id: string;
  tenantId: string;
  expertId: string;
  title: string;
  /** A playable video served by the console's own host. */
  url: string;
  cover: string;
  /** Seconds. */
  duration: number;
  createTime: string;
};

/** 服务 (serve-info). */
export type OtoServiceRow = {
  id: string;
  tenantId: string;
  serveName: string;
  /** dict-biz service_type. */
  category: string;
  price: number;
  /** Minutes per session. */
  duration: number;
  /** Sessions included. */
  sessions: number;
  description: string;
  /** 1 on sale (上架), 0 off sale (下架): a switch. */
  saleStatus: number;
  createTime: string;
  updateTime: string;
};

/** 学生订单 (student-order). */
export type OtoOrderRow = {
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
  createTime: string;
  updateTime: string;
};

/** One step of an order's service programme (ord-programme, student-ord-programme). */
export type OtoProgrammeRow = {
  id: string;
  tenantId: string;
  orderId: string;
  title: string;
  content: string;
  planTime: string;
  /** 0 planned, 1 done. */
  finished: number;
  sort: number;
  createTime: string;
};

/** 意向客户 (intended-customers). */
export type OtoCustomerRow = {
  id: string;
  tenantId: string;
  name: string;
  phone: string;
  province: string;
  examYear: number;
  subjectType: string;
  electives: string;
  estimatedScore: number;
  estimatedRank: number;
  /** dict-biz customer_source. */
  source: string;
  /** dict-biz follow_status: '0' 待跟进, '1' 跟进中, '2' 已成交, '3' 已放弃. */
  followStatus: string;
  nextFollowTime: string;
  notes: string;
  createTime: string;
  updateTime: string;
};

/** 咨询记录 (info/consult-info). */
export type OtoConsultRow = {
  id: string;
  tenantId: string;
  studentName: string;
  orderId: string;
  orgId: string;
  expertId: string;
  consultTime: string;
  /** dict-biz consult_mode: '1' 视频, '2' 电话, '3' 面谈. */
  mode: string;
  /** dict-biz consult_status: '0' 待咨询, '1' 已完成, '2' 已取消. */
  status: string;
  summary: string;
  advice: string;
  createTime: string;
  updateTime: string;
};

/** H5 报名 (h5-registration-info): read-only, written by the H5 page. */
export type OtoH5RegistrationRow = {
  id: string;
  tenantId: string;
  name: string;
  phone: string;
  province: string;
  examYear: number;
  subjectType: string;
  electives: string;
  score: number;
  school: string;
  /** dict-biz h5_channel. */
  channel: string;
  createTime: string;
};

export type OtoTables = {
  otoOrgs: OtoOrgRow[];
  otoOrgMembers: OtoOrgMemberRow[];
  otoExperts: OtoExpertRow[];
  otoExpertVideos: OtoExpertVideoRow[];
  otoServices: OtoServiceRow[];
  otoOrders: OtoOrderRow[];
  otoProgrammes: OtoProgrammeRow[];
  otoCustomers: OtoCustomerRow[];
  otoConsults: OtoConsultRow[];
  otoH5Registrations: OtoH5RegistrationRow[];
};
