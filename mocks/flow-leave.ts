import { startInstance, taskUserOf, type FlowRefusal, type FlowStore } from './flow-engine';
import type { UserRow } from './types';
import type { FlowDefinitionRow, ProcessLeaveRow } from './types-flow';

// A leave request as BladeX's LeaveServiceImpl.startProcess makes one: the blade_process_leave row
// (applyTime now), then the process started on it with the variables createUser (the starter's
// account), taskUser (`taskUser_<approver id>`, the first step's assignee) and days, under the
// business key `blade_process_leave:<id>`. The handler (handlers/leave.ts) checks the form first;
// the seed starts its leaves the same way.

const LEAVE_TABLE = 'blade_process_leave';

const DAY_MS = 24 * 60 * 60 * 1000;

const parse = (text: string): number => new Date(text.replace(' ', 'T')).getTime();

/** The days a leave takes: whole days, a started day counting as one, at least one. */
function leaveDays(startTime: string, endTime: string): number {
  return Math.max(1, Math.ceil((parse(endTime) - parse(startTime)) / DAY_MS));
}

export type LeaveRequest = {
  definition: FlowDefinitionRow;
  starter: UserRow;
  approver: UserRow;
  startTime: string;
  endTime: string;
  reason: string;
};

/** Saves the leave and starts its process; the saved leave, or why the process would not start (nothing saved). */
export function startLeave(store: FlowStore, request: LeaveRequest): ProcessLeaveRow | FlowRefusal {
  const { starter } = request;
  const now = store.now();
  const id = store.nextId();
  const started = startInstance(store, {
    definition: request.definition,
    tenantId: starter.tenantId,
    businessKey: `${LEAVE_TABLE}:${id}`,
    userId: starter.id,
    variables: {
      createUser: starter.account,
      taskUser: taskUserOf(request.approver.id),
      days: leaveDays(request.startTime, request.endTime),
    },
  });
  if ('refused' in started) return started;
  const leave: ProcessLeaveRow = {
    id,
    tenantId: starter.tenantId,
    processDefinitionId: request.definition.id,
    processInstanceId: started.id,
    startTime: request.startTime,
    endTime: request.endTime,
    reason: request.reason,
    taskUser: request.approver.id,
    applyTime: now,
    createUser: starter.id,
    createDept: starter.deptId.split(',')[0] ?? '',
    createTime: now,
    updateUser: starter.id,
    updateTime: now,
    status: 1,
    isDeleted: 0,
  };
  store.insert('flowLeaves', leave);
  return leave;
}
