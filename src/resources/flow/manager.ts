import { config } from '../../config';
import { defineResource } from '../types';
import { categoryField, stateField, tenantField, timeField, versionField } from './flow-fields';

/** FlowProcess: a deployed definition as manager/list and work/start-list answer it (no XML). */
export type FlowProcessRow = {
  id: string;
  /** '' for a 通用 definition (every tenant's). */
  tenantId: string;
  name: string;
  key: string;
  /** `flow_<key>` of the `flow` dictionary. */
  category: string;
  categoryName: string;
  version: number;
  deploymentId: string;
  resourceName: string;
  diagramResourceName: string;
  /** 1 active, 2 suspended. */
  suspensionState: number;
  deploymentTime: string;
};

// 部署管理 (Saber's flow/manager.vue and flow/deploy.vue in one): the latest version of each
// deployed process, filtered by category and mode (通用 = no tenant); 激活 / 挂起 (change-state),
// 流程图, 删除 (the deployment, delete-deployment), and 部署 (deploy-upload of BPMN files).
const flow = config.services.flow;

export default defineResource<FlowProcessRow>({
  name: 'flow-manager',
  route: '/flow/manager',
  label: 'menu.flow_manager',
  noun: 'flow.manager.name',
  permission: 'flow_manager',
  api: { base: `${flow}/manager`, family: 'blade' },
  actions: {},
  newestFirst: false,
  toolbarActions: [
    {
      key: 'upload',
      label: 'flow.manager.upload',
      permission: 'flow_manager_upload',
      wholeList: true,
      adds: true,
      dialog: () => import('../../pages/flow/deploy-upload-dialog'),
    },
  ],
  rowActions: [
    {
      key: 'activate',
      label: 'flow.manager.activate',
      permission: 'flow_manager_state',
      confirm: 'flow.manager.activateConfirm',
      call: { endpoint: 'change-state?state=active', param: 'processId', success: 'flow.manager.activated' },
      blockedBy: (row) => (String(row.suspensionState) === '1' ? 'flow.manager.activeAlready' : undefined),
    },
    {
      key: 'suspend',
      label: 'flow.manager.suspend',
      permission: 'flow_manager_state',
      confirm: 'flow.manager.suspendConfirm',
      call: { endpoint: 'change-state?state=suspend', param: 'processId', success: 'flow.manager.suspended' },
      blockedBy: (row) => (String(row.suspensionState) === '1' ? undefined : 'flow.manager.suspendedAlready'),
    },
    {
      key: 'diagram',
      label: 'flow.manager.diagram',
      permission: 'flow_manager_image',
      dialog: () => import('../../pages/flow/diagram/definition-diagram-action'),
    },
    {
      // Keyed as 删除 is, so it takes 删除's place in the row.
      key: 'delete',
      label: 'flow.manager.remove',
      permission: 'flow_manager_remove',
      confirm: 'flow.manager.removeConfirm',
      call: { endpoint: 'delete-deployment', param: 'deploymentIds', key: 'deploymentId' },
    },
  ],
  fields: [
    tenantField,
    { name: 'id', label: 'flow.manager.id', table: { width: 200 } },
    { name: 'key', label: 'flow.manager.key', table: { width: 130 } },
    { name: 'name', label: 'flow.manager.processName', table: { width: 150 } },
    categoryField('flow.manager.category'),
    // Searched only: 1 lists the processes every tenant shares, 2 those of a tenant.
    {
      name: 'mode',
      offRow: 'search',
      label: 'flow.manager.mode',
      type: 'select',
      options: { items: ['1', '2'], labels: 'flow.mode' },
      search: true,
    },
    versionField('version', 'flow.manager.version'),
    stateField('flow.manager.suspensionState'),
    timeField('deploymentTime', 'flow.manager.deploymentTime'),
  ],
});
