import type { HttpHandler } from 'msw';
import { ok, say } from '../blade';
import { compareValues } from '../blade-query';
import { dbStore, deleteInstance } from '../flow-engine';
import { flowExecution } from '../flow-present';
import { readParams } from '../request';
import type { RouteContext, Router } from '../router';
import { FLOW, notAllowed, pagedAnswer, param, refuse } from './flow-kit';

// 流程跟踪 (BladeX FollowController): the caller's tenant's running instances, newest first, and
// ending one with a reason (runtimeService.deleteProcessInstance: R.success("删除成功")).

const base = `${FLOW}/follow`;

const EXECUTION_FIELDS = [
  'id',
  'name',
  'startUserId',
  'startUser',
  'startTime',
  'category',
  'processInstanceId',
  'processDefinitionId',
  'processDefinitionKey',
  'suspensionState',
  'executionId',
];

export function flowFollowHandlers(router: Router): HttpHandler[] {
  const { db } = router;

  const list = ({ request, url, caller }: RouteContext): Response => {
    const instanceId = param(url, 'processInstanceId');
    const key = param(url, 'processDefinitionKey');
    const rows = db.tables.flowInstances
      .filter(
        (row) =>
          row.tenantId === caller.tenantId &&
          !row.endTime &&
          (!instanceId || row.id === instanceId) &&
          (!key || row.processDefinitionKey === key),
      )
      .sort((a, b) => compareValues(b.startTime, a.startTime) || compareValues(b.id, a.id))
      .map((row) => flowExecution(db, row));
    return pagedAnswer(request, url, rows, EXECUTION_FIELDS);
  };

  const remove = async (context: RouteContext): Promise<Response> => {
    const { request, caller } = context;
    const rejection = notAllowed(context, 'flow_follow_delete');
    if (rejection) return rejection;
    const params = await readParams(request);
    const instanceId = params.get('processInstanceId')?.trim() ?? '';
    const reason = params.get('deleteReason')?.trim() ?? '';
    if (!instanceId) return refuse(request, 'flowInstanceIdRequired');
    if (!reason) return refuse(request, 'flowDeleteReasonRequired');
    const instance = db.tables.flowInstances.find((row) => row.id === instanceId && row.tenantId === caller.tenantId);
    if (!instance) return refuse(request, 'flowInstanceNotFound');
    if (instance.endTime) return refuse(request, 'flowInstanceEnded');
    deleteInstance(dbStore(db), instance, reason);
    return ok(null, say(request, 'flowDeleted'));
  };

  return [
    router.get(`${base}/list`, (context) => notAllowed(context) ?? list(context)),
    router.post(`${base}/delete-process-instance`, remove),
  ];
}
