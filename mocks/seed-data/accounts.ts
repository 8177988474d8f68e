import { OTO_ROOT } from './oto-screens';

// Tenants, departments, roles and users. Passwords are plain here; the seed stores their md5.
// Roles and packages name menus by code or by a subtree; '*' means every menu and button.

export const PLATFORM_TENANT = '000000';
export const BRANCH_TENANT = '100001';

export type TenantSeed = {
  tenantId: string;
  tenantName: string;
  linkman: string;
  contactNumber: string;
  address: string;
  accountNumber: number;
  expireTime: string;
  /** packageName of the assigned tenant package, '' for none (no restriction). */
  packageName: string;
  /** The address the console is served from for this tenant (the login page fixes the tenant). */
  domain?: string;
};

export type DeptSeed = { key: string; tenantId: string; parent?: string; deptName: string; fullName: string };
/**
 * Every menu under `subtree` (itself first) with, by `buttons`, their buttons (all, all but the
 * deletes, the view buttons, none): in menu order, so a screen added under it is granted with it.
 */
export type SubtreeGrant = { subtree: string; buttons: 'all' | 'no-delete' | 'view' | 'none' };
/** Codes and subtrees, or '*' for all. `topMenus`: the top menus of its tenant the role sees. */
type Grant = '*' | (string | SubtreeGrant)[];
/** `parent`: the key of the role above it (its parentId: entities/role.ts). */
export type RoleSeed = {
  key: string;
  tenantId: string;
  roleName: string;
  roleAlias: string;
  menus: Grant;
  topMenus: '*' | string[];
  parent?: string;
};
export type UserSeed = {
  tenantId: string;
  account: string;
  password: string;
  name: string;
  realName: string;
  email: string;
  phone: string;
  sex: number;
  /** `yyyy-MM-dd`; omitted = unknown. */
  birthday?: string;
  roles: string[];
  depts: string[];
};
export type PackageSeed = { packageName: string; menus: (string | SubtreeGrant)[]; remark: string };

export const tenantSeeds: TenantSeed[] = [
  {
    tenantId: PLATFORM_TENANT,
    tenantName: '管理组',
    linkman: 'admin',
    contactNumber: '666666',
    address: '管理组',
    accountNumber: -1,
    expireTime: '',
    packageName: '',
  },
  {
    tenantId: BRANCH_TENANT,
    tenantName: '智远教育·华东分部',
    linkman: '陈晓峰',
    contactNumber: '13816662288',
    address: '上海市徐汇区漕溪北路 88 号',
    accountNumber: 50,
    expireTime: '2027-12-31 23:59:59',
    packageName: '基础版',
    domain: 'https://east.zhiyuan-edu.cn',
  },
];

// A branch runs its own organisation, people and parameters; the platform's screens (tenants,
// packages, clients, datasources, menus) are never in a package. Parents are listed with their
// children (a menu whose parent is not granted is not shown).
// Every branch runs the one-to-one business too: its menu and screens (buttons follow).
const branchBusiness: SubtreeGrant = { subtree: OTO_ROOT, buttons: 'none' };
const branchBasics = ['system', 'param', 'dept', 'post', 'user', 'authority', 'role', branchBusiness];
const branchStandard = [...branchBasics, 'dictbiz', 'region', 'datascope', 'apiscope'];

export const packageSeeds: PackageSeed[] = [
  { packageName: '基础版', menus: branchBasics, remark: '分部默认:组织机构、人员、角色、系统参数与一对一业务' },
  { packageName: '标准版', menus: branchStandard, remark: '基础版 + 业务字典、行政区划、数据与接口权限' },
  {
    packageName: '旗舰版',
    menus: [...branchStandard, 'topmenu', 'report', 'report_list', 'help', 'guide'],
    remark: '标准版 + 顶部菜单、报表与帮助中心',
  },
];

/** 我的事务: its menus and every button (seed-data/menus-flow.ts), for the approvers' roles. */
const WORK_CODES = [
  'work',
  'work_start',
  'work_start_flow',
  'work_start_image',
  'work_claim',
  'work_claim_sign',
  'work_claim_detail',
  'work_claim_follow',
  'work_todo',
  'work_todo_handle',
  'work_todo_detail',
  'work_todo_follow',
  'work_send',
  'work_send_detail',
  'work_send_follow',
  'work_done',
  'work_done_detail',
  'work_done_follow',
];

export const deptSeeds: DeptSeed[] = [
  { key: 'hq', tenantId: PLATFORM_TENANT, deptName: '智远教育', fullName: '智远教育科技有限公司' },
  { key: 'tech', tenantId: PLATFORM_TENANT, parent: 'hq', deptName: '技术部', fullName: '智远教育技术部' },
  { key: 'ops', tenantId: PLATFORM_TENANT, parent: 'hq', deptName: '运营部', fullName: '智远教育运营部' },
  { key: 'research', tenantId: PLATFORM_TENANT, parent: 'hq', deptName: '教研部', fullName: '智远教育教研部' },
  { key: 'service', tenantId: PLATFORM_TENANT, parent: 'hq', deptName: '客服部', fullName: '智远教育客服部' },
  { key: 'east', tenantId: BRANCH_TENANT, deptName: '华东分部', fullName: '智远教育华东分部' },
  {
    key: 'east-consult',
    tenantId: BRANCH_TENANT,
    parent: 'east',
    deptName: '咨询服务部',
    fullName: '华东分部咨询服务部',
  },
];

export const roleSeeds: RoleSeed[] = [
  {
    key: 'admin',
    tenantId: PLATFORM_TENANT,
    roleName: '超级管理员',
    roleAlias: 'administrator',
    menus: '*',
    topMenus: '*',
  },
  {
    key: 'operator',
    tenantId: PLATFORM_TENANT,
    roleName: '运营人员',
    roleAlias: 'operator',
    parent: 'ops-lead',
    // The business staff: every business screen and button but the deletes; 我的事务 to ask for
    // leave (the seeded leave requests are theirs).
    menus: [
      'system',
      'param',
      'param_add',
      'param_edit',
      'param_view',
      'help',
      'guide',
      'test',
      { subtree: OTO_ROOT, buttons: 'no-delete' },
      ...WORK_CODES,
    ],
    topMenus: ['platform', 'oto'],
  },
  {
    key: 'east-admin',
    tenantId: BRANCH_TENANT,
    roleName: '超级管理员',
    roleAlias: 'administrator',
    menus: '*',
    topMenus: '*',
  },
  // Appended, so the roles above keep their ids. No platform administration in any of them.
  {
    key: 'ops-lead',
    tenantId: PLATFORM_TENANT,
    roleName: '运营主管',
    roleAlias: 'ops_manager',
    menus: [
      'system',
      'param',
      'param_add',
      'param_edit',
      'param_delete',
      'param_view',
      'dept',
      'dept_view',
      'post',
      'post_view',
      'help',
      'guide',
      'test',
      { subtree: OTO_ROOT, buttons: 'view' },
    ],
    topMenus: ['platform', 'oto'],
  },
  {
    key: 'service',
    tenantId: PLATFORM_TENANT,
    roleName: '客服人员',
    roleAlias: 'service',
    parent: 'ops-lead',
    menus: ['system', 'param', 'param_view', 'help', 'guide', { subtree: OTO_ROOT, buttons: 'view' }],
    topMenus: ['platform', 'oto'],
  },
  {
    key: 'research',
    tenantId: PLATFORM_TENANT,
    roleName: '教研人员',
    roleAlias: 'research',
    menus: ['system', 'region', 'region_view', 'dict', 'help', 'guide', 'test', { subtree: OTO_ROOT, buttons: 'view' }],
    topMenus: ['platform', 'oto'],
  },
  // An organization's own staff (otoOrgMembers ties the user to its org; the stand-in narrows
  // every business list and write to that org): its experts, orders and consultations, without
  // deleting, auditing or refunding.
  {
    key: 'org-staff',
    tenantId: PLATFORM_TENANT,
    roleName: '机构人员',
    roleAlias: 'org_staff',
    menus: [
      'oto',
      'org_expert',
      'org_expert_add',
      'org_expert_edit',
      'org_expert_view',
      'org_expert_submit',
      'org_order',
      'org_order_add',
      'org_order_edit',
      'org_order_view',
      'org_order_expert',
      'org_order_status',
      'org_order_programme',
      'consultation',
      'consultation_add',
      'consultation_edit',
      'consultation_view',
    ],
    topMenus: ['oto'],
  },
  // The leave process's approvers: 我的事务 and its buttons, not the 流程管理 screens.
  // 人事 is the candidate group of the leave's second step (candidateGroups="hr" is this alias).
  {
    key: 'hr',
    tenantId: PLATFORM_TENANT,
    roleName: '人事',
    roleAlias: 'hr',
    menus: WORK_CODES,
    topMenus: ['platform'],
  },
  {
    key: 'manager',
    tenantId: PLATFORM_TENANT,
    roleName: '经理',
    roleAlias: 'manager',
    menus: WORK_CODES,
    topMenus: ['platform'],
  },
];

export const userSeeds: UserSeed[] = [
  {
    tenantId: PLATFORM_TENANT,
    account: 'admin',
    password: 'admin',
    name: '管理员',
    realName: '管理员',
    email: 'admin@zhiyuan.com',
    phone: '13888888888',
    sex: 1,
    birthday: '1986-05-12',
    // Two of each so that switching dept / role (Role-Id, Dept-Id) has something to switch to.
    roles: ['admin', 'operator'],
    depts: ['hq', 'research'],
  },
  {
    tenantId: PLATFORM_TENANT,
    account: 'operator',
    password: 'operator',
    name: '王晓雯',
    realName: '王晓雯',
    email: 'wangxw@zhiyuan.com',
    phone: '13912345678',
    sex: 2,
    birthday: '1995-10-03',
    roles: ['operator'],
    depts: ['ops', 'service'],
  },
  {
    tenantId: BRANCH_TENANT,
    account: 'admin',
    password: 'admin',
    name: '华东管理员',
    realName: '陈晓峰',
    email: 'east@zhiyuan.com',
    phone: '13816662288',
    sex: 1,
    roles: ['east-admin'],
    depts: ['east'],
  },
  // Appended, so the users above keep their places. The staff of the first organization of
  // 000000 (entities/organization.ts makes the membership; the org's adminAccount is this account).
  {
    tenantId: PLATFORM_TENANT,
    account: 'orgstaff',
    password: '123456',
    name: '张敏',
    realName: '张敏',
    email: 'zhangmin@zhiyuan.com',
    phone: '13757162208',
    sex: 2,
    birthday: '1992-04-18',
    roles: ['org-staff'],
    depts: ['service'],
  },
  // The leave process's approvers: a leave names `manager` as its approver, then 人事
  // (`hr`) claims and approves it.
  {
    tenantId: PLATFORM_TENANT,
    account: 'hr',
    password: '123456',
    name: '李娜',
    realName: '李娜',
    email: 'lina@zhiyuan.com',
    phone: '13761502837',
    sex: 2,
    birthday: '1990-07-21',
    roles: ['hr'],
    depts: ['ops'],
  },
  {
    tenantId: PLATFORM_TENANT,
    account: 'manager',
    password: '123456',
    name: '赵强',
    realName: '赵强',
    email: 'zhaoqiang@zhiyuan.com',
    phone: '13681937420',
    sex: 1,
    birthday: '1984-02-09',
    roles: ['manager'],
    depts: ['ops'],
  },
];
