import { BRANCH_TENANT } from './accounts';

// The seeded leave requests, one at each stage of 请假流程, as the engine runs them (seed-flow.ts):
// who applied, whom they named as approver, and what happened since. Days count back from the
// seed day; a leave starts `from` days after it was asked for and lasts `days` days.

type LeaveStep = {
  daysAgo: number;
  hour: number;
  minute: number;
  /** The account that acts. */
  by: string;
  /** Claims the waiting task instead of completing it. */
  claim?: boolean;
  /** Completing: the approval (default true) and its comment (default 同意). */
  pass?: boolean;
  comment?: string;
};

export type LeaveSeed = {
  /** 000000 when omitted. */
  tenantId?: string;
  starter: string;
  approver: string;
  reason: string;
  daysAgo: number;
  hour: number;
  minute: number;
  from: number;
  days: number;
  steps: LeaveStep[];
};

export const leaveSeeds: LeaveSeed[] = [
  // Done: approved by 赵强, claimed and approved by 人事 (李娜).
  {
    starter: 'operator',
    approver: 'manager',
    reason: '家中老人住院,需回老家陪护',
    daysAgo: 12,
    hour: 9,
    minute: 12,
    from: 2,
    days: 3,
    steps: [
      { daysAgo: 12, hour: 11, minute: 40, by: 'manager', comment: '同意,注意交接好工作' },
      { daysAgo: 11, hour: 9, minute: 5, by: 'hr', claim: true },
      { daysAgo: 11, hour: 9, minute: 18, by: 'hr', comment: '同意' },
    ],
  },
  // Rejected by the approver: ends at 驳回.
  {
    starter: 'operator',
    approver: 'manager',
    reason: '参加朋友婚礼',
    daysAgo: 7,
    hour: 15,
    minute: 26,
    from: 1,
    days: 2,
    steps: [
      { daysAgo: 6, hour: 10, minute: 2, by: 'manager', pass: false, comment: '本周项目上线,请调整时间后再申请' },
    ],
  },
  // Approved by 赵强, waiting for 人事 to claim it.
  {
    starter: 'operator',
    approver: 'manager',
    reason: '年假:外出旅行',
    daysAgo: 3,
    hour: 10,
    minute: 5,
    from: 7,
    days: 5,
    steps: [{ daysAgo: 2, hour: 14, minute: 30, by: 'manager', comment: '同意' }],
  },
  // Waiting for admin, whom operator named as approver.
  {
    starter: 'operator',
    approver: 'admin',
    reason: '身体不适,需到医院复诊',
    daysAgo: 1,
    hour: 16,
    minute: 48,
    from: 1,
    days: 1,
    steps: [],
  },
  // The branch's own: its admin asked, and approves it himself.
  {
    tenantId: BRANCH_TENANT,
    starter: 'admin',
    approver: 'admin',
    reason: '外出参加区域招生培训',
    daysAgo: 2,
    hour: 11,
    minute: 20,
    from: 3,
    days: 2,
    steps: [],
  },
];
