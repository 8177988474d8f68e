import type { StandinDb } from './standin-db';
import { userIdOf } from './flow-engine';
import { dictWord } from './handlers/org-tree';
import { say } from './messages';
import type { FlowActivityRow, FlowDefinitionRow, FlowInstanceRow, FlowTaskRow } from './types-flow';
import type { FlowExecutionRow } from '../src/resources/flow/follow';
import type { FlowProcessRow } from '../src/resources/flow/manager';
import type { BladeFlowRow } from '../src/resources/flow/work-row';

// How blade-flow answers its rows: FlowProcess (definitions), FlowExecution (running instances),
// BladeFlow (the work lists and the history), with the names BladeX looks up (a task user's name,
// the flow dictionary's word for a category). Dates the engine has not reached are '' (BladeX's
// null-to-empty), as Saber's `endTime !== ''` expects.

/** The `flow` dictionary's word for `flow_<key>`. */
export const categoryName = (db: StandinDb, category: string): string =>
  dictWord(db, 'flow', category.replace(/^flow_/, ''));

/** The name of a task user (`taskUser_<id>`) or a user id: BladeX's UserCache.getUser(...).getName(). */
export function userName(db: StandinDb, user: string): string {
  const id = userIdOf(user) || user;
  return db.tables.users.find((row) => row.id === id)?.name ?? '';
}

/** FlowProcess: a definition as manager/list and work/start-list answer it (no XML). */
export const flowProcess = (db: StandinDb, row: FlowDefinitionRow): FlowProcessRow => ({
  id: row.id,
  tenantId: row.tenantId,
  name: row.name,
  key: row.key,
  category: row.category,
  categoryName: categoryName(db, row.category),
  version: row.version,
  deploymentId: row.deploymentId,
  resourceName: row.resourceName,
  diagramResourceName: row.diagramResourceName,
  suspensionState: row.suspensionState,
  deploymentTime: row.deploymentTime,
});

const definitionFields = (db: StandinDb, row: FlowDefinitionRow | undefined) => ({
  category: row?.category ?? '',
  categoryName: row ? categoryName(db, row.category) : '',
  processDefinitionId: row?.id ?? '',
  processDefinitionKey: row?.key ?? '',
  processDefinitionName: row?.name ?? '',
  processDefinitionVersion: row?.version ?? -1,
  processDefinitionDesc: row?.description ?? '',
  processDefinitionDiagramResName: row?.diagramResourceName ?? '',
  processDefinitionResName: row?.resourceName ?? '',
});

/** businessTable and businessId: the business key `table:id` split (FlowUtil). */
const businessFields = (instance: FlowInstanceRow | undefined) => {
  const [businessTable = '', businessId = ''] = (instance?.businessKey ?? '').split(':');
  return { businessTable, businessId };
};

const definitionOf = (db: StandinDb, id: string) => db.tables.flowDefinitions.find((row) => row.id === id);
const instanceOf = (db: StandinDb, id: string) => db.tables.flowInstances.find((row) => row.id === id);

/** finished once the instance has ended (reached an end event or was deleted). */
const progress = (instance: FlowInstanceRow | undefined): string => (instance?.endTime ? 'finished' : 'unfinished');

/** A claim-list or todo-list entry: an open task. */
export function taskFlow(db: StandinDb, task: FlowTaskRow, status: 'claim' | 'todo'): BladeFlowRow {
  const instance = instanceOf(db, task.processInstanceId);
  return {
    taskId: task.id,
    taskDefinitionKey: task.taskDefinitionKey,
    taskName: task.name,
    assignee: task.assignee,
    assigneeName: task.assignee ? userName(db, task.assignee) : '',
    createTime: task.createTime,
    claimTime: task.claimTime,
    executionId: task.executionId,
    variables: instance?.variables ?? {},
    ...businessFields(instance),
    ...definitionFields(db, definitionOf(db, task.processDefinitionId)),
    processInstanceId: task.processInstanceId,
    status,
  };
}

/** A send-list entry: an instance the caller started, with its current (else its last) task. */
export function sendFlow(db: StandinDb, instance: FlowInstanceRow): BladeFlowRow {
  const tasks = db.tables.flowTasks.filter((row) => row.processInstanceId === instance.id);
  // BladeX takes the task that ended last; the open one says better where a running one stands.
  const latest = tasks.find((row) => !row.endTime) ?? [...tasks].sort((a, b) => b.endTime.localeCompare(a.endTime))[0];
  return {
    createTime: instance.startTime,
    endTime: instance.endTime,
    variables: instance.variables,
    ...businessFields(instance),
    historyActivityName: instance.name,
    processInstanceId: instance.id,
    historyProcessInstanceId: instance.id,
    ...definitionFields(db, definitionOf(db, instance.processDefinitionId)),
    taskId: latest?.id ?? '',
    taskName: latest?.name ?? '',
    taskDefinitionKey: latest?.taskDefinitionKey ?? '',
    processIsFinished: progress(instance),
    status: 'finish',
  };
}

/** A done-list entry: a task the caller completed. */
export function doneFlow(db: StandinDb, task: FlowTaskRow): BladeFlowRow {
  const instance = instanceOf(db, task.processInstanceId);
  return {
    taskId: task.id,
    taskDefinitionKey: task.taskDefinitionKey,
    taskName: task.name,
    assignee: task.assignee,
    assigneeName: userName(db, task.assignee),
    createTime: task.createTime,
    executionId: task.executionId,
    historyTaskEndTime: task.endTime,
    comment: task.comment,
    variables: instance?.variables ?? {},
    ...definitionFields(db, definitionOf(db, task.processDefinitionId)),
    processInstanceId: task.processInstanceId,
    historyProcessInstanceId: task.processInstanceId,
    ...businessFields(instance),
    processIsFinished: progress(instance),
    status: 'finish',
  };
}

/** FlowExecution: a running instance as follow/list answers it. */
export function flowExecution(db: StandinDb, instance: FlowInstanceRow): FlowExecutionRow {
  const definition = definitionOf(db, instance.processDefinitionId);
  const open = db.tables.flowTasks.find((row) => row.processInstanceId === instance.id && !row.endTime);
  return {
    id: instance.id,
    name: instance.name,
    startUserId: instance.startUserId,
    startUser: userName(db, instance.startUserId),
    startTime: instance.startTime,
    taskDefinitionId: open?.taskDefinitionKey ?? '',
    taskDefinitionKey: open?.taskDefinitionKey ?? '',
    category: definition?.category ?? '',
    categoryName: definition ? categoryName(db, definition.category) : '',
    processInstanceId: instance.id,
    processDefinitionId: instance.processDefinitionId,
    processDefinitionKey: instance.processDefinitionKey,
    activityId: open?.taskDefinitionKey ?? '',
    suspensionState: instance.suspensionState,
    executionId: instance.id,
  };
}

const seconds = (from: string, to: string): number =>
  Math.max(
    0,
    Math.round((new Date(to.replace(' ', 'T')).getTime() - new Date(from.replace(' ', 'T')).getTime()) / 1000),
  );

/** BladeX's DateUtil.secondToTime of an activity's duration; '' while it is open. */
function durationText(request: Request, activity: FlowActivityRow): string {
  if (!activity.endTime) return '';
  const total = seconds(activity.createTime, activity.endTime);
  const [days, hours, minutes, rest] = [
    Math.floor(total / 86400),
    Math.floor((total % 86400) / 3600),
    Math.floor((total % 3600) / 60),
    total % 60,
  ];
  return days > 0
    ? say(request, 'flowDuration', days, hours, minutes, rest)
    : say(request, 'flowDurationShort', hours, minutes, rest);
}

const SHOWN_IN_HISTORY = new Set(['userTask', 'startEvent', 'endEvent']);

/**
 * An instance's history as BladeFlow entries, oldest first (BX34 historyFlowList): `every` gives
 * each activity, flows and gateways too (model-view's `flow`, which the diagram colours by),
 * else only user tasks, start and end events (history-flow-list). A start event names the
 * starter, a task its assignee and its comment.
 */
export function historyFlows(db: StandinDb, request: Request, instance: FlowInstanceRow, every: boolean) {
  const activities = db.tables.flowActivities
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => row.processInstanceId === instance.id && (every || SHOWN_IN_HISTORY.has(row.activityType)))
    .sort((a, b) => a.row.createTime.localeCompare(b.row.createTime) || a.index - b.index)
    .map(({ row }) => row);
  return activities.map((activity) => {
    const task = activity.taskId ? db.tables.flowTasks.find((row) => row.id === activity.taskId) : undefined;
    const starter = activity.activityType === 'startEvent';
    return {
      historyActivityId: activity.activityId,
      historyActivityName: activity.activityName,
      historyActivityType: activity.activityType,
      historyActivityDurationTime: durationText(request, activity),
      createTime: activity.createTime,
      endTime: activity.endTime,
      assignee: activity.assignee,
      assigneeName: starter
        ? userName(db, instance.startUserId)
        : activity.assignee
          ? userName(db, activity.assignee)
          : '',
      comment: task?.comment ?? '',
      taskId: activity.taskId,
      processInstanceId: instance.id,
    };
  });
}
