import { config } from '../../config';
import { defineResource, type CustomAction, type ResourceDef, type RowField } from '../types';
import type { FlowProcessRow } from './manager';
import type { BladeFlowRow } from './work-row';
import { categoryField, stateField, tenantField, timeField, versionField } from './flow-fields';

// 我的事务 (Saber's work/*.vue): what the signed-in user may start, claim, handle, has sent and has
// done, each a list of blade-flow/work. A row's pages (发起, 办理, 详情) are the process's own
// routes (/work/process/<the flow dictionary's remark>/...), so the actions resolve the route from
// the row's category before they go.
const base = `${config.services.flow}/work`;

const diagram = (permission: string): CustomAction => ({
  key: 'follow',
  label: 'flow.work.follow',
  permission,
  dialog: () => import('../../pages/flow/diagram/instance-diagram-action'),
});
const detail = (permission: string): CustomAction => ({
  key: 'detail',
  label: 'flow.work.detail',
  permission,
  dialog: () => import('../../pages/flow/open-detail-action'),
});

/** The task lists' columns (Saber's): category, process, step, version, requested at (searched as beginDate/endDate). */
const taskFields = (more: RowField<BladeFlowRow>[] = []): RowField<BladeFlowRow>[] => [
  categoryField('flow.work.category'),
  { name: 'processDefinitionName', label: 'flow.work.processDefinitionName', table: { width: 150 }, search: true },
  { name: 'taskName', label: 'flow.work.taskName', table: { width: 130 } },
  versionField('processDefinitionVersion', 'flow.work.processDefinitionVersion'),
  timeField('createTime', 'flow.work.createTime', { search: true, rangeParams: ['beginDate', 'endDate'] }),
  ...more,
];

const progressField: RowField<BladeFlowRow> = {
  name: 'processIsFinished',
  label: 'flow.work.processIsFinished',
  type: 'select',
  options: { items: ['unfinished', 'finished'], labels: 'flow.progress' },
  display: 'tag',
  statuses: { unfinished: 'inProgress', finished: 'done' },
  table: { width: 100 },
};

/** What the five lists share: each is a list of blade-flow/work with its own route and buttons. */
const workList = (kind: string) => ({
  name: `work-${kind}`,
  route: `/work/${kind}`,
  label: `menu.work_${kind}`,
  noun: 'flow.work.name',
  permission: `work_${kind}`,
  api: { base, family: 'blade' as const, endpoints: { list: `${kind}-list`, detail: '' } },
  actions: {},
  newestFirst: false as const,
});

/** A task list (claim, todo, send, done): keyed by its task unless said otherwise. */
const taskList = (
  kind: string,
  more: { rowActions: CustomAction[]; rowKey?: 'processInstanceId'; fields?: RowField<BladeFlowRow>[] },
): ResourceDef => defineResource<BladeFlowRow>({ ...workList(kind), rowKey: 'taskId', fields: taskFields(), ...more });

export const workStart = defineResource<FlowProcessRow>({
  ...workList('start'),
  noun: 'flow.manager.name',
  rowKey: 'id',
  rowActions: [
    {
      key: 'start',
      label: 'flow.work.start',
      permission: 'work_start_flow',
      dialog: () => import('../../pages/flow/start-process-action'),
    },
    {
      key: 'diagram',
      label: 'flow.work.diagram',
      permission: 'work_start_image',
      dialog: () => import('../../pages/flow/diagram/definition-diagram-action'),
    },
  ],
  fields: [
    tenantField,
    { name: 'name', label: 'flow.manager.processName', table: { width: 160 }, search: true },
    { name: 'key', label: 'flow.manager.key', table: { width: 130 } },
    categoryField('flow.manager.category'),
    versionField('version', 'flow.manager.version'),
    stateField('flow.manager.suspensionState'),
    timeField('deploymentTime', 'flow.manager.deploymentTime'),
  ],
});

export const workClaim = taskList('claim', {
  rowActions: [
    {
      key: 'sign',
      label: 'flow.work.sign',
      permission: 'work_claim_sign',
      confirm: 'flow.work.signConfirm',
      call: { endpoint: 'claim-task', param: 'taskId', success: 'flow.work.signed' },
    },
    detail('work_claim_detail'),
    diagram('work_claim_follow'),
  ],
});

export const workTodo = taskList('todo', {
  rowActions: [
    {
      key: 'handle',
      label: 'flow.work.handle',
      permission: 'work_todo_handle',
      dialog: () => import('../../pages/flow/open-handle-action'),
    },
    detail('work_todo_detail'),
    diagram('work_todo_follow'),
  ],
});

export const workSend = taskList('send', {
  rowKey: 'processInstanceId',
  fields: taskFields([progressField]),
  rowActions: [detail('work_send_detail'), diagram('work_send_follow')],
});

export const workDone = taskList('done', {
  fields: taskFields([timeField('historyTaskEndTime', 'flow.work.historyTaskEndTime'), progressField]),
  rowActions: [detail('work_done_detail'), diagram('work_done_follow')],
});
