import dayjs from 'dayjs';

/** ProcessLeave as `leave/detail` answers it (blade-contract §9): the request and its starter. */
export type Leave = {
  id: string;
  processDefinitionId?: string;
  processInstanceId?: string;
  startTime?: string;
  endTime?: string;
  reason?: string;
  taskUser?: string;
  applyTime?: string;
  createTime?: string;
  flow?: { assigneeName?: string };
};

/** A history-flow-list entry (BladeFlow): one step of an instance. */
export type FlowStep = {
  historyActivityId?: string;
  historyActivityName?: string;
  historyActivityDurationTime?: string;
  createTime?: string;
  endTime?: string;
  assignee?: string;
  assigneeName?: string;
  comment?: string;
};

/**
 * The days a leave takes, as the stand-in counts them (its `days` variable): whole days, a started
 * day counting as one, at least one. Null until both ends are set and in order.
 */
export function leaveDays(start: dayjs.ConfigType, end: dayjs.ConfigType): number | null {
  if (!start || !end) return null;
  const hours = dayjs(end).diff(dayjs(start), 'hour', true);
  return hours > 0 ? Math.max(1, Math.ceil(hours / 24)) : null;
}
