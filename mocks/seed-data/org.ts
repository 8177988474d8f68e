// The organisation screens' seed: the dept tree below the depts of accounts.ts (several levels
// deep in each tenant) and posts per tenant. Their dictionaries (org_category, post_category,
// region) are Blade's, seeded with the others in dicts.ts.

import { BRANCH_TENANT, PLATFORM_TENANT } from './accounts';

/** `parent` names a dept of accounts.ts or one above in this list; category is org_category. */
export type OrgDeptSeed = {
  key: string;
  tenantId: string;
  parent: string;
  deptName: string;
  fullName: string;
  category: 1 | 2 | 3;
};

const P = PLATFORM_TENANT;
const B = BRANCH_TENANT;

export const orgDeptSeeds: OrgDeptSeed[] = [
  { key: 'tech-fe', tenantId: P, parent: 'tech', deptName: '前端组', fullName: '技术部前端组', category: 3 },
  { key: 'tech-be', tenantId: P, parent: 'tech', deptName: '后端组', fullName: '技术部后端组', category: 3 },
  { key: 'tech-data', tenantId: P, parent: 'tech', deptName: '数据组', fullName: '技术部数据组', category: 3 },
  { key: 'ops-content', tenantId: P, parent: 'ops', deptName: '内容运营组', fullName: '运营部内容运营组', category: 3 },
  { key: 'ops-channel', tenantId: P, parent: 'ops', deptName: '渠道运营组', fullName: '运营部渠道运营组', category: 3 },
  {
    key: 'research-plan',
    tenantId: P,
    parent: 'research',
    deptName: '志愿规划研究室',
    fullName: '教研部志愿规划研究室',
    category: 2,
  },
  {
    key: 'research-plan-new',
    tenantId: P,
    parent: 'research-plan',
    deptName: '新高考研究组',
    fullName: '志愿规划研究室新高考研究组',
    category: 3,
  },
  {
    key: 'research-plan-elite',
    tenantId: P,
    parent: 'research-plan',
    deptName: '强基计划研究组',
    fullName: '志愿规划研究室强基计划研究组',
    category: 3,
  },
  {
    key: 'research-data',
    tenantId: P,
    parent: 'research',
    deptName: '招生数据组',
    fullName: '教研部招生数据组',
    category: 3,
  },
  {
    key: 'service-pre',
    tenantId: P,
    parent: 'service',
    deptName: '售前咨询组',
    fullName: '客服部售前咨询组',
    category: 3,
  },
  {
    key: 'service-after',
    tenantId: P,
    parent: 'service',
    deptName: '售后服务组',
    fullName: '客服部售后服务组',
    category: 3,
  },
  { key: 'bj', tenantId: P, parent: 'hq', deptName: '北京分公司', fullName: '智远教育北京分公司', category: 1 },
  { key: 'bj-consult', tenantId: P, parent: 'bj', deptName: '咨询部', fullName: '北京分公司咨询部', category: 2 },
  {
    key: 'bj-consult-1',
    tenantId: P,
    parent: 'bj-consult',
    deptName: '咨询一组',
    fullName: '北京分公司咨询部一组',
    category: 3,
  },
  {
    key: 'bj-consult-2',
    tenantId: P,
    parent: 'bj-consult',
    deptName: '咨询二组',
    fullName: '北京分公司咨询部二组',
    category: 3,
  },
  {
    key: 'east-consult-sh',
    tenantId: B,
    parent: 'east-consult',
    deptName: '上海咨询组',
    fullName: '咨询服务部上海咨询组',
    category: 3,
  },
  {
    key: 'east-consult-hz',
    tenantId: B,
    parent: 'east-consult',
    deptName: '杭州咨询组',
    fullName: '咨询服务部杭州咨询组',
    category: 3,
  },
  { key: 'east-market', tenantId: B, parent: 'east', deptName: '市场部', fullName: '华东分部市场部', category: 2 },
  {
    key: 'east-market-online',
    tenantId: B,
    parent: 'east-market',
    deptName: '线上推广组',
    fullName: '市场部线上推广组',
    category: 3,
  },
];

/** [postCode, postName, category (post_category), remark] */
type PostSeed = readonly [string, string, 1 | 2 | 3 | 4, string];

export const orgPostSeeds: Record<string, readonly PostSeed[]> = {
  [P]: [
    ['ceo', '首席执行官', 1, ''],
    ['coo', '首席运营官', 1, ''],
    ['cto', '首席技术官', 1, ''],
    ['cfo', '首席财务官', 1, ''],
    ['pm', '项目经理', 2, ''],
    ['hrm', '人事经理', 2, ''],
    ['planner-lead', '规划师主管', 2, '带领志愿规划师团队'],
    ['planner', '志愿规划师', 3, '一对一志愿填报咨询'],
    ['consultant', '课程顾问', 3, ''],
    ['cs', '客服专员', 3, ''],
    ['staff', '普通员工', 3, ''],
    ['intern', '实习生', 4, ''],
  ],
  [B]: [
    ['gm', '分部总经理', 1, ''],
    ['consult-lead', '咨询主管', 2, ''],
    ['planner', '志愿规划师', 3, ''],
    ['cs', '客服专员', 3, ''],
    ['staff', '普通员工', 3, ''],
  ],
};
