import { config } from '../../config';
import { defineResource } from '../types';
import { stateField, timeField } from './flow-fields';

/** FlowExecution: a running instance as follow/list answers it. */
export type FlowExecutionRow = {
  id: string;
  name: string;
  startUserId: string;
  startUser: string;
  startTime: string;
  taskDefinitionId: string;
  taskDefinitionKey: string;
  category: string;
  categoryName: string;
  processInstanceId: string;
  processDefinitionId: string;
  processDefinitionKey: string;
  activityId: string;
  /** 1 active, 2 suspended. */
  suspensionState: number;
  executionId: string;
};

// 流程跟踪 (Saber's flow/follow.vue): the running instances; 流程图 shows where each stands and
// 删除 ends one with a reason (delete-process-instance).
const flow = config.services.flow;

export default defineResource<FlowExecutionRow>({
  name: 'flow-follow',
  route: '/flow/follow',
  label: 'menu.flow_follow',
  noun: 'flow.follow.name',
  permission: 'flow_follow',
  api: { base: `${flow}/follow`, family: 'blade' },
  actions: {},
  newestFirst: false,
  rowKey: 'processInstanceId',
  rowActions: [
    {
      key: 'diagram',
      label: 'flow.follow.diagram',
      permission: 'flow_follow_image',
      dialog: () => import('../../pages/flow/diagram/instance-diagram-action'),
    },
    {
      key: 'delete',
      label: 'flow.follow.delete',
      permission: 'flow_follow_delete',
      dialog: () => import('../../pages/flow/delete-instance-dialog'),
    },
  ],
  fields: [
    { name: 'processDefinitionKey', label: 'flow.follow.processDefinitionKey', table: { width: 130 }, search: true },
    { name: 'processInstanceId', label: 'flow.follow.processInstanceId', table: { width: 190 }, search: true },
    { name: 'name', label: 'flow.follow.processName', table: { width: 140 } },
    { name: 'executionId', label: 'flow.follow.executionId', table: { width: 170 } },
    { name: 'startUser', label: 'flow.follow.startUser', table: { width: 110 } },
    timeField('startTime', 'flow.follow.startTime'),
    stateField('flow.follow.suspensionState'),
  ],
});
