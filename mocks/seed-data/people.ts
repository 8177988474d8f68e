// The people of the user screens: staff across the dept trees of both tenants (accounts.ts and
// org.ts keys), each with a post (org.ts post codes) and a role (accounts.ts role keys). Their
// password is the platform's initial one (param account.initPassword), as for an account an
// administrator has just created.

import { BRANCH_TENANT, PLATFORM_TENANT } from './accounts';

export type PersonSeed = {
  tenantId: string;
  account: string;
  realName: string;
  /** 1 男, 2 女 (dict sex). */
  sex: 1 | 2;
  dept: string;
  post: string;
  role: string;
  /** Dict user_type; WEB when omitted. */
  userType?: 1 | 2 | 3;
  /** Failed logins in a row: 5 is a locked account (param account.failCount). */
  failCount?: number;
};

export const PEOPLE_PASSWORD = '123456';

const P = PLATFORM_TENANT;
const B = BRANCH_TENANT;

// [account, realName, sex, dept, post, role]
type Row = readonly [string, string, 1 | 2, string, string, string];

const platform: Row[] = [
  ['zhangwei', '张伟', 1, 'hq', 'ceo', 'admin'],
  ['lina', '李娜', 2, 'hq', 'coo', 'admin'],
  ['wangqiang', '王强', 1, 'tech', 'cto', 'admin'],
  ['liuyang', '刘洋', 1, 'tech-fe', 'staff', 'operator'],
  ['chenjing', '陈静', 2, 'tech-fe', 'staff', 'operator'],
  ['yangfan', '杨帆', 1, 'tech-be', 'pm', 'operator'],
  ['zhaolei', '赵磊', 1, 'tech-be', 'staff', 'operator'],
  ['huangmin', '黄敏', 2, 'tech-data', 'staff', 'operator'],
  ['zhouting', '周婷', 2, 'ops', 'pm', 'operator'],
  ['wujun', '吴军', 1, 'ops-content', 'staff', 'operator'],
  ['xuli', '徐丽', 2, 'ops-content', 'intern', 'operator'],
  ['sunhao', '孙浩', 1, 'ops-channel', 'staff', 'operator'],
  ['mayan', '马燕', 2, 'ops-channel', 'consultant', 'operator'],
  ['zhuming', '朱明', 1, 'research', 'planner-lead', 'operator'],
  ['hujie', '胡杰', 1, 'research-plan', 'planner', 'operator'],
  ['guoxin', '郭欣', 2, 'research-plan-new', 'planner', 'operator'],
  ['linfeng', '林峰', 1, 'research-plan-new', 'planner', 'operator'],
  ['hejia', '何佳', 2, 'research-plan-elite', 'planner', 'operator'],
  ['gaoyuan', '高远', 1, 'research-plan-elite', 'planner', 'operator'],
  ['luoqian', '罗倩', 2, 'research-data', 'staff', 'operator'],
  ['zhengkai', '郑凯', 1, 'research-data', 'intern', 'operator'],
  ['liangxue', '梁雪', 2, 'service', 'hrm', 'operator'],
  ['songtao', '宋涛', 1, 'service-pre', 'cs', 'operator'],
  ['tangli', '唐莉', 2, 'service-pre', 'cs', 'operator'],
  ['hanbing', '韩冰', 2, 'service-after', 'cs', 'operator'],
  ['fengyu', '冯宇', 1, 'service-after', 'cs', 'operator'],
  ['dongmei', '董梅', 2, 'bj', 'pm', 'operator'],
  ['xiaochen', '萧晨', 1, 'bj-consult', 'planner-lead', 'operator'],
  ['chengang', '程刚', 1, 'bj-consult-1', 'planner', 'operator'],
  ['caoying', '曹颖', 2, 'bj-consult-1', 'consultant', 'operator'],
  ['yuanhui', '袁辉', 1, 'bj-consult-2', 'planner', 'operator'],
  ['denglan', '邓兰', 2, 'bj-consult-2', 'consultant', 'operator'],
];

const branch: Row[] = [
  ['zhoujie', '周洁', 2, 'east', 'gm', 'east-admin'],
  ['lubin', '陆斌', 1, 'east-consult', 'consult-lead', 'east-admin'],
  ['shenyi', '沈怡', 2, 'east-consult-sh', 'planner', 'east-admin'],
  ['jiangtao', '蒋涛', 1, 'east-consult-sh', 'planner', 'east-admin'],
  ['weiqing', '魏晴', 2, 'east-consult-hz', 'planner', 'east-admin'],
  ['qianlong', '钱龙', 1, 'east-consult-hz', 'cs', 'east-admin'],
  ['yaoli', '姚丽', 2, 'east-market', 'staff', 'east-admin'],
  ['fangzheng', '方正', 1, 'east-market-online', 'staff', 'east-admin'],
];

const person =
  (tenantId: string) =>
  ([account, realName, sex, dept, post, role]: Row): PersonSeed => ({
    tenantId,
    account,
    realName,
    sex,
    dept,
    post,
    role,
  });

export const personSeeds: PersonSeed[] = [
  ...platform.map(person(P)),
  ...branch.map(person(B)),
  // Apps and other platforms (dict user_type), and one account locked by failed logins.
  {
    tenantId: P,
    account: 'app_kefu',
    realName: '小程序客服',
    sex: 2,
    dept: 'service-pre',
    post: 'cs',
    role: 'operator',
    userType: 2,
  },
  {
    tenantId: P,
    account: 'open_api',
    realName: '开放平台',
    sex: 1,
    dept: 'tech-be',
    post: 'staff',
    role: 'operator',
    userType: 3,
  },
  {
    tenantId: P,
    account: 'locked_demo',
    realName: '锁定示例',
    sex: 1,
    dept: 'ops-content',
    post: 'staff',
    role: 'operator',
    failCount: 5,
  },
];
