import type { StandinDb } from './standin-db';
import {
  isProblem,
  nodeOf,
  outgoing,
  readProcess,
  type BpmnProblem,
  type BpmnProcess,
  type FlowLine,
  type FlowNode,
} from './flow-bpmn';
import type { MessageKey } from './messages';
import { nowText } from './time';
import type { FlowActivityRow, FlowDefinitionRow, FlowInstanceRow, FlowTaskRow, FlowVariables } from './types-flow';

// The process engine: instances move through the definition's BPMN (flow-bpmn.ts) one call at a
// time. Starting or completing a task first plans the whole way to the next wait (a user task or
// an end event) and only then writes it, so a way that cannot be taken (no gateway branch for the
// approval, an assignee variable that is missing) refuses the call and changes nothing. Every
// element passed is written as a history activity, sequence flows and gateways included, so the
// work lists, history-flow-list and model-view read one record and agree at every step.

/** What the engine reads and writes: the db in handlers, the bare tables while seeding. */
export type FlowStore = Pick<StandinDb, 'tables' | 'insert' | 'update' | 'remove' | 'nextId'> & {
  /** The time written on what happens now. */
  now(): string;
};

export const dbStore = (db: StandinDb): FlowStore => ({
  get tables() {
    return db.tables;
  },
  insert: db.insert,
  update: db.update,
  remove: db.remove,
  nextId: db.nextId,
  now: nowText,
});

/** A refused step, with its message; nothing has been written. */
export type FlowRefusal = { refused: MessageKey; values: string[] };

export const isRefusal = (value: unknown): value is FlowRefusal =>
  typeof value === 'object' && value !== null && 'refused' in value;

const refusal = (from: BpmnProblem): FlowRefusal => ({ refused: from.problem, values: from.values });

/** BladeX's task user: the principal Flowable knows a user by (TaskUtil.getTaskUser). */
export const taskUserOf = (userId: string): string => `taskUser_${userId}`;
/** The user id in a task user ('' when it is none). */
export const userIdOf = (taskUser: string): string =>
  taskUser.startsWith('taskUser_') ? taskUser.slice('taskUser_'.length) : '';

// Deployed definitions never change, so their XML is read once (keyed by id, checked by XML).
const processes = new Map<string, { xml: string; process: BpmnProcess | BpmnProblem }>();

/** The process a definition runs (or why it cannot run). */
function processOf(definition: Pick<FlowDefinitionRow, 'id' | 'xml'>): BpmnProcess | BpmnProblem {
  const cached = processes.get(definition.id);
  if (cached?.xml === definition.xml) return cached.process;
  const process = readProcess(definition.xml);
  processes.set(definition.id, { xml: definition.xml, process });
  return process;
}

/** `${name}` is the variable's value; anything else is itself. */
const resolve = (expression: string, variables: FlowVariables): string => {
  const match = /^\$\{\s*([A-Za-z_]\w*)\s*\}$/.exec(expression);
  return match ? String(variables[match[1]] ?? '') : expression;
};

type Stop = { node: FlowNode; assignee: string; candidateGroups: string[]; candidateUsers: string[] };
/** The elements passed on the way, and where it waits (a user task) or ends (an end event). */
type Route = { passed: (FlowNode | FlowLine)[]; stop: Stop };

const isLine = (step: FlowNode | FlowLine): step is FlowLine => 'source' in step;

/** The way from `line` to the next wait, choosing at each gateway by the variable `pass`. */
function route(process: BpmnProcess, first: FlowLine, variables: FlowVariables): Route | FlowRefusal {
  const passed: (FlowNode | FlowLine)[] = [];
  const pass = variables.pass === true || variables.pass === 'true';
  let line = first;
  // A process whose gateways loop back without a user task would never wait.
  for (let steps = 0; steps < 100; steps += 1) {
    passed.push(line);
    const node = nodeOf(process, line.target) as FlowNode;
    if (node.type === 'userTask') {
      const stop = {
        node,
        assignee: resolve(node.assignee, variables),
        candidateGroups: node.candidateGroups.map((group) => resolve(group, variables)).filter(Boolean),
        candidateUsers: node.candidateUsers.map((user) => resolve(user, variables)).filter(Boolean),
      };
      if (!stop.assignee && stop.candidateGroups.length === 0 && stop.candidateUsers.length === 0) {
        return { refused: 'flowAssigneeUnresolved', values: [node.name || node.id, node.assignee] };
      }
      return { passed, stop };
    }
    if (node.type === 'endEvent')
      return { passed, stop: { node, assignee: '', candidateGroups: [], candidateUsers: [] } };
    passed.push(node);
    const ways = outgoing(process, node.id);
    const next =
      node.type === 'exclusiveGateway'
        ? (ways.find((way) => way.when === pass) ?? ways.find((way) => way.id === node.defaultFlow))
        : ways[0];
    if (!next) return { refused: 'flowNoWayOut', values: [node.name || node.id] };
    line = next;
  }
  return { refused: 'flowEndless', values: [process.id] };
}

/** Writes a planned route onto `instance`: its activities, then the task it waits on or its end. */
function follow(store: FlowStore, instance: FlowInstanceRow, way: Route): void {
  const now = store.now();
  const activity = (element: FlowNode | FlowLine, more: Partial<FlowActivityRow> = {}): FlowActivityRow => ({
    id: store.nextId(),
    tenantId: instance.tenantId,
    processInstanceId: instance.id,
    processDefinitionId: instance.processDefinitionId,
    activityId: element.id,
    activityName: element.name,
    activityType: isLine(element) ? 'sequenceFlow' : element.type,
    createTime: now,
    endTime: now,
    assignee: '',
    taskId: '',
    deleteReason: '',
    ...more,
  });
  store.insert('flowActivities', ...way.passed.map((element) => activity(element)));
  const { stop } = way;
  if (stop.node.type === 'endEvent') {
    store.insert('flowActivities', activity(stop.node));
    store.update('flowInstances', { ...instance, endTime: now, endActivityId: stop.node.id });
    return;
  }
  const task: FlowTaskRow = {
    id: store.nextId(),
    tenantId: instance.tenantId,
    processInstanceId: instance.id,
    processDefinitionId: instance.processDefinitionId,
    executionId: instance.id,
    name: stop.node.name,
    taskDefinitionKey: stop.node.id,
    assignee: stop.assignee,
    candidateGroups: stop.candidateGroups.join(','),
    candidateUsers: stop.candidateUsers.join(','),
    createTime: now,
    claimTime: '',
    endTime: '',
    comment: '',
    deleteReason: '',
  };
  store.insert('flowTasks', task);
  store.insert('flowActivities', activity(stop.node, { endTime: '', assignee: stop.assignee, taskId: task.id }));
}

export type StartRequest = {
  definition: FlowDefinitionRow;
  tenantId: string;
  businessKey: string;
  /** The starter's user id. */
  userId: string;
  variables: FlowVariables;
};

/** Starts an instance of an active definition and runs it to its first wait; the instance, or why not. */
export function startInstance(store: FlowStore, request: StartRequest): FlowInstanceRow | FlowRefusal {
  const { definition } = request;
  if (definition.suspensionState !== 1)
    return { refused: 'flowDefinitionSuspended', values: [definition.name, definition.id] };
  const process = processOf(definition);
  if (isProblem(process)) return refusal(process);
  const start = process.nodes.find((node) => node.type === 'startEvent') as FlowNode;
  const way = route(process, outgoing(process, start.id)[0], request.variables);
  if (isRefusal(way)) return way;
  const instance: FlowInstanceRow = {
    id: store.nextId(),
    tenantId: request.tenantId,
    processDefinitionId: definition.id,
    processDefinitionKey: definition.key,
    name: definition.name,
    businessKey: request.businessKey,
    startUserId: taskUserOf(request.userId),
    startTime: store.now(),
    endTime: '',
    endActivityId: '',
    deleteReason: '',
    suspensionState: 1,
    variables: request.variables,
  };
  store.insert('flowInstances', instance);
  follow(store, instance, { passed: [start, ...way.passed], stop: way.stop });
  return store.tables.flowInstances.find((row) => row.id === instance.id) as FlowInstanceRow;
}

const instanceOf = (store: FlowStore, task: FlowTaskRow): FlowInstanceRow | undefined =>
  store.tables.flowInstances.find((row) => row.id === task.processInstanceId);

/** The open activity of a task (its userTask entry in the history). */
const activityOf = (store: FlowStore, task: FlowTaskRow): FlowActivityRow | undefined =>
  store.tables.flowActivities.find((row) => row.taskId === task.id);

/** Takes an unassigned task for `userId` (taskService.claim). The caller checks who may. */
export function claimTask(store: FlowStore, task: FlowTaskRow, userId: string): void {
  const assignee = taskUserOf(userId);
  store.update('flowTasks', { ...task, assignee, claimTime: store.now() });
  const activity = activityOf(store, task);
  if (activity) store.update('flowActivities', { ...activity, assignee });
}

/**
 * Completes an open task (taskService.addComment + complete): its comment, the variables (with
 * `pass`) on the instance, and the way on to the next wait. Nothing is written when that way
 * cannot be taken.
 */
export function completeTask(
  store: FlowStore,
  task: FlowTaskRow,
  comment: string,
  variables: FlowVariables,
): FlowRefusal | null {
  const instance = instanceOf(store, task);
  const definition = store.tables.flowDefinitions.find((row) => row.id === task.processDefinitionId);
  if (!instance || !definition) return { refused: 'flowInstanceNotFound', values: [task.processInstanceId] };
  const process = processOf(definition);
  if (isProblem(process)) return refusal(process);
  const merged = { ...instance.variables, ...variables };
  const way = route(process, outgoing(process, task.taskDefinitionKey)[0], merged);
  if (isRefusal(way)) return way;
  const now = store.now();
  store.update('flowTasks', { ...task, endTime: now, comment });
  const activity = activityOf(store, task);
  if (activity) store.update('flowActivities', { ...activity, endTime: now });
  const updated = { ...instance, variables: merged };
  store.update('flowInstances', updated);
  follow(store, updated, way);
  return null;
}

/**
 * Ends a running instance with a reason (runtimeService.deleteProcessInstance): its open tasks
 * leave every list, and the history keeps them, ended, with the reason.
 */
export function deleteInstance(store: FlowStore, instance: FlowInstanceRow, reason: string): void {
  const now = store.now();
  for (const task of store.tables.flowTasks.filter((row) => row.processInstanceId === instance.id && !row.endTime)) {
    store.update('flowTasks', { ...task, endTime: now, deleteReason: reason });
  }
  for (const activity of store.tables.flowActivities.filter(
    (row) => row.processInstanceId === instance.id && !row.endTime,
  )) {
    store.update('flowActivities', { ...activity, endTime: now, deleteReason: reason });
  }
  store.update('flowInstances', { ...instance, endTime: now, deleteReason: reason });
}
