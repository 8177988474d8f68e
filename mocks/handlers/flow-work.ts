import type { HttpHandler } from 'msw';
import type { Caller } from '../auth-guard';
import { ok, say } from '../blade';
import { compareValues } from '../blade-query';
import { claimTask, completeTask, dbStore, taskUserOf } from '../flow-engine';
import { doneFlow, flowProcess, sendFlow, taskFlow } from '../flow-present';
import { latestDefinitions } from '../flow-repository';
import { readJson, readParams } from '../request';
import type { RouteContext, Router } from '../router';
import type { FlowTaskRow, FlowVariables } from '../types-flow';
import { FLOW, callerGroups, pagedAnswer, param, refuse, refused, wholePage, workFilter } from './flow-kit';

// 我的事务 (BladeX WorkController / FlowBusinessServiceImpl), for any signed-in user, within the
// caller's tenant: what it may start, the tasks it may claim (a candidate group is a role alias
// of the session, as BladeX's taskCandidateGroupIn(role names)), its own open tasks, the
// instances it started and the tasks it completed; claiming and completing a task.

const base = `${FLOW}/work`;

const FLOW_FIELDS = [
  'taskId',
  'taskName',
  'taskDefinitionKey',
  'category',
  'processDefinitionName',
  'processDefinitionVersion',
  'createTime',
  'endTime',
  'historyTaskEndTime',
  'processIsFinished',
];
const PROCESS_FIELDS = ['id', 'name', 'key', 'category', 'version', 'tenantId', 'deploymentTime'];

/** PASS_COMMENT: the comment of an approval sent without one, and the one that passes without a flag. */
const PASS_COMMENT = '同意';

/** Newest first; in the same second, the later id (ids grow) first. */
const newest = <T extends { createTime: string; taskId: string; processInstanceId: string }>(a: T, b: T): number =>
  compareValues(b.createTime, a.createTime) ||
  compareValues(b.taskId, a.taskId) ||
  compareValues(b.processInstanceId, a.processInstanceId);

/** Variables a client may set: a flat object of plain values (Flowable would take any bean). */
function variablesOf(value: unknown): FlowVariables | null {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) return null;
  const entries = Object.entries(value as Record<string, unknown>);
  const plain = entries.every(
    ([, each]) => typeof each === 'string' || typeof each === 'number' || typeof each === 'boolean',
  );
  return plain ? (Object.fromEntries(entries) as FlowVariables) : null;
}

export function flowWorkHandlers(router: Router): HttpHandler[] {
  const { db } = router;
  const me = (caller: Caller) => taskUserOf(caller.userId);
  const instanceOf = (task: FlowTaskRow) => db.tables.flowInstances.find((row) => row.id === task.processInstanceId);
  /** Open tasks of the caller's tenant whose instance is active (TaskQuery.active()). */
  const openTasks = (caller: Caller) =>
    db.tables.flowTasks.filter(
      (task) => task.tenantId === caller.tenantId && !task.endTime && instanceOf(task)?.suspensionState === 1,
    );
  const isCandidate = (caller: Caller, task: FlowTaskRow) => {
    const groups = new Set(callerGroups(db, caller));
    return (
      task.candidateUsers.split(',').includes(me(caller)) ||
      task.candidateGroups.split(',').some((group) => groups.has(group))
    );
  };

  const startList = ({ request, url, caller }: RouteContext): Response => {
    const category = param(url, 'category');
    const name = param(url, 'name').toLowerCase();
    // Without a mode both kinds it may start; mode 1 the 通用 ones, mode 2 its tenant's own.
    const mode = param(url, 'mode');
    const tenants = mode === '1' ? [''] : mode === '2' ? [caller.tenantId] : ['', caller.tenantId];
    const rows = latestDefinitions(db.tables.flowDefinitions)
      .filter((row) => tenants.includes(row.tenantId) && row.suspensionState === 1)
      .filter((row) => (!category || row.category === category) && (!name || row.name.toLowerCase().includes(name)))
      .sort((a, b) => compareValues(a.key, b.key) || compareValues(a.tenantId, b.tenantId))
      .map((row) => flowProcess(db, row));
    return pagedAnswer(request, url, rows, PROCESS_FIELDS);
  };

  const claimList = ({ url, caller }: RouteContext): Response =>
    ok(
      wholePage(
        openTasks(caller)
          .filter((task) => !task.assignee && isCandidate(caller, task))
          .map((task) => taskFlow(db, task, 'claim'))
          .filter(workFilter(url))
          .sort(newest),
      ),
    );

  const todoList = ({ url, caller }: RouteContext): Response =>
    ok(
      wholePage(
        openTasks(caller)
          .filter((task) => task.assignee === me(caller))
          .map((task) => taskFlow(db, task, 'todo'))
          .filter(workFilter(url))
          .sort(newest),
      ),
    );

  const sendList = ({ request, url, caller }: RouteContext): Response => {
    const rows = db.tables.flowInstances
      .filter((row) => row.tenantId === caller.tenantId && row.startUserId === me(caller))
      .map((row) => sendFlow(db, row))
      .filter(workFilter(url))
      .sort(newest);
    return pagedAnswer(request, url, rows, FLOW_FIELDS);
  };

  const doneList = ({ request, url, caller }: RouteContext): Response => {
    // Completed by the caller: a task ended because its instance was deleted was never done.
    const rows = db.tables.flowTasks
      .filter(
        (task) =>
          task.tenantId === caller.tenantId && task.assignee === me(caller) && task.endTime && !task.deleteReason,
      )
      .map((task) => doneFlow(db, task))
      .filter(workFilter(url))
      .sort((a, b) => compareValues(b.historyTaskEndTime, a.historyTaskEndTime) || compareValues(b.taskId, a.taskId));
    return pagedAnswer(request, url, rows, FLOW_FIELDS);
  };

  /** The open task `taskId` of the caller's tenant, or the 400 to answer. */
  const openTask = (request: Request, caller: Caller, taskId: string): FlowTaskRow | Response => {
    if (!taskId) return refuse(request, 'flowTaskIdRequired');
    const task = db.tables.flowTasks.find(
      (row) => row.id === taskId && row.tenantId === caller.tenantId && !row.endTime,
    );
    if (!task) return refuse(request, 'flowTaskNotFound');
    return instanceOf(task)?.suspensionState === 1 ? task : refuse(request, 'flowTaskSuspended');
  };

  const claim = async ({ request, caller }: RouteContext): Promise<Response> => {
    const task = openTask(request, caller, (await readParams(request)).get('taskId')?.trim() ?? '');
    if (task instanceof Response) return task;
    if (task.assignee && task.assignee !== me(caller)) return refuse(request, 'flowAlreadyClaimed');
    if (!task.assignee && !isCandidate(caller, task)) return refuse(request, 'flowNotCandidate');
    if (!task.assignee) claimTask(dbStore(db), task, caller.userId);
    return ok(null, say(request, 'flowClaimed'));
  };

  const complete = async ({ request, caller }: RouteContext): Promise<Response> => {
    const body = readJson(await request.text());
    if (!body) return refuse(request, 'badRequest');
    const task = openTask(
      request,
      caller,
      body.taskId === undefined || body.taskId === null ? '' : String(body.taskId).trim(),
    );
    if (task instanceof Response) return task;
    const instanceId =
      body.processInstanceId === undefined || body.processInstanceId === null
        ? ''
        : String(body.processInstanceId).trim();
    if (instanceId && instanceId !== task.processInstanceId) return refuse(request, 'flowTaskNotFound');
    if (task.assignee !== me(caller)) return refuse(request, 'flowNotAssignee');
    const variables = variablesOf(body.variables);
    if (!variables) return refuse(request, 'flowVariablesInvalid');
    // Func.toStr(comment, 同意): only a missing comment becomes 同意; an empty one stays empty.
    const comment = body.comment === undefined || body.comment === null ? PASS_COMMENT : String(body.comment);
    const pass = body.flag === 'ok' || comment === PASS_COMMENT;
    const refusal = completeTask(dbStore(db), task, comment, { ...variables, pass });
    return refusal ? refused(request, refusal) : ok(true, say(request, 'success'));
  };

  return [
    router.get(`${base}/start-list`, startList),
    router.get(`${base}/claim-list`, claimList),
    router.get(`${base}/todo-list`, todoList),
    router.get(`${base}/send-list`, sendList),
    router.get(`${base}/done-list`, doneList),
    router.post(`${base}/claim-task`, claim),
    router.post(`${base}/complete-task`, complete),
  ];
}
