import type { OrganizationRow } from '../src/resources/oto/organization';
import type { ExpertRow } from '../src/resources/oto/expert-fields';
import type { ServiceRow } from '../src/resources/oto/service';
import type { PotentialStudentRow } from '../src/resources/oto/potential-students';
import type { ConsultationRow } from '../src/resources/oto/consultation';
import type { H5RegisterUserRow } from '../src/resources/oto/h5-register-user';
import type { OrderRow } from '../src/resources/oto/order-fields';

// Row shapes of the one-to-one consulting business (spec §2 /oto, §7 onetoone/). The spec gives
// paths, not fields: these are designed for the planning service's staff. Statuses and categories
// are business dictionary keys (dict-biz), stored as strings so a real backend's values render.
// Every row is tenant-owned. Money is in yuan as a number with two decimals. Each is the row of an
// entity module's table (entities/tables.ts), which the seed builders of seed-data/ make too.

/** 机构 (organization-info). */
export type OtoOrgRow = Omit<OrganizationRow, 'provinceName' | 'cityName' | 'expertCount'>;

/** Which organization a user works for: an organization's staff see only its data. */
export type OtoOrgMemberRow = { id: string; tenantId: string; userId: string; orgId: string };

/** 专家 (operate-expert-info, org-expert-info share it). */
export type OtoExpertRow = Omit<ExpertRow, 'orgName'>;

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
export type OtoServiceRow = ServiceRow;

/** 学生订单 (student-order). */
export type OtoOrderRow = Omit<OrderRow, 'orgName' | 'expertName' | 'serveName'>;

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
export type OtoCustomerRow = Omit<PotentialStudentRow, 'provinceName'>;

/** 咨询记录 (info/consult-info). */
export type OtoConsultRow = Omit<ConsultationRow, 'orgName' | 'expertName' | 'orderNo'>;

/** H5 报名 (h5-registration-info): read-only, written by the H5 page. */
export type OtoH5RegistrationRow = Omit<H5RegisterUserRow, 'provinceName'>;
