import { config } from '../../config';
import { defineResource } from '../types';

/** A row of model/list (BX34's list select; the detail adds the BPMN XML, modelEditorXml). */
export type FlowModelRow = {
  id: string;
  modelKey: string;
  name: string;
  description: string;
  /** 1 when created, +1 on every save. */
  version: number;
  created: string;
  lastUpdated: string;
};

// 模型管理 (Saber's flow/model.vue, BX34 FlowModel): the models are drawn in the console's own BPMN
// editor (创建 / 编辑, saved with model/submit); 部署 makes a process definition of one; 下载 saves
// its XML. No add/edit form of fields: a model is its diagram.
const flow = config.services.flow;
const editor = () => import('../../pages/flow/editor/model-editor-dialog');
// 创建 always starts a new model, whatever rows are selected (a toolbar dialog gets the selection).
const creator = () => import('../../pages/flow/editor/model-create-dialog');

export default defineResource<FlowModelRow>({
  name: 'flow-model',
  route: '/flow/model',
  label: 'menu.flow_model',
  noun: 'flow.model.name',
  permission: 'flow_model',
  api: { base: `${flow}/model`, family: 'blade' },
  actions: { delete: true },
  toolbarActions: [
    {
      key: 'create',
      label: 'flow.model.create',
      permission: 'flow_model_create',
      wholeList: true,
      adds: true,
      creates: true,
      dialog: creator,
    },
  ],
  rowActions: [
    { key: 'update', label: 'flow.model.update', permission: 'flow_model_update', dialog: editor },
    {
      key: 'deploy',
      label: 'flow.model.deploy',
      permission: 'flow_model_deploy',
      dialog: () => import('../../pages/flow/model-deploy-dialog'),
    },
    {
      key: 'download',
      label: 'flow.model.download',
      permission: 'flow_model_download',
      dialog: () => import('../../pages/flow/model-download-action'),
    },
  ],
  newestFirst: [{ field: 'lastUpdated', order: 'desc' }],
  fields: [
    { name: 'modelKey', label: 'flow.model.modelKey', table: { width: 160 }, search: true },
    { name: 'name', label: 'flow.model.modelName', table: { width: 180 }, search: true },
    { name: 'version', label: 'flow.model.version', display: 'version', table: { width: 90 } },
    { name: 'description', label: 'flow.model.description', table: { width: 220 } },
    { name: 'created', label: 'flow.model.created', type: 'date', table: { width: 160 } },
    { name: 'lastUpdated', label: 'flow.model.lastUpdated', type: 'date', table: { width: 160 } },
  ],
});
