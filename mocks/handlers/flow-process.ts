import type { HttpHandler } from 'msw';
import { ok } from '../blade';
import { historyFlows } from '../flow-present';
import type { Router } from '../router';
import { FLOW, param, reachesDefinition, refuse } from './flow-kit';

// The diagram and the history (BX34 FlowProcessController), for any signed-in user: model-view
// answers a definition's BPMN, and for an instance also every activity it went through (flows and
// gateways too, so the viewer can colour the way taken); history-flow-list the start, the user
// tasks and the end, with who acted and their comments. An instance of another tenant is none.

const base = `${FLOW}/process`;

export function flowProcessHandlers(router: Router): HttpHandler[] {
  const { db } = router;
  return [
    router.get(`${base}/model-view`, ({ request, url, caller }) => {
      const instanceId = param(url, 'processInstanceId');
      const definitionId = param(url, 'processDefinitionId');
      if (instanceId) {
        const instance = db.tables.flowInstances.find(
          (row) => row.id === instanceId && row.tenantId === caller.tenantId,
        );
        const definition = db.tables.flowDefinitions.find((row) => row.id === instance?.processDefinitionId);
        if (!instance || !definition) return refuse(request, 'flowInstanceNotFound');
        return ok({ xml: definition.xml, flow: historyFlows(db, request, instance, true) });
      }
      if (!definitionId) return refuse(request, 'flowViewParamRequired');
      const definition = db.tables.flowDefinitions.find((row) => row.id === definitionId);
      if (!definition || !reachesDefinition(db, caller, definition)) return refuse(request, 'flowDefinitionNotFound');
      return ok({ xml: definition.xml });
    }),
    router.get(`${base}/history-flow-list`, ({ request, url, caller }) => {
      const instanceId = param(url, 'processInstanceId');
      if (!instanceId) return refuse(request, 'flowInstanceIdRequired');
      const instance = db.tables.flowInstances.find((row) => row.id === instanceId && row.tenantId === caller.tenantId);
      // Flowable finds no activities for an instance it does not know: an empty list, as BladeX answers.
      return ok(instance ? historyFlows(db, request, instance, false) : []);
    }),
  ];
}
