import { config } from '../../config';
import { defineResource } from '../types';

/** A row of model/list and model/detail: a data model, a physical table of a datasource named for the generator. */
export type ModelRow = {
  id: string;
  datasourceId: string;
  modelTable: string;
  modelClass: string;
  modelName: string;
  modelCode: string;
  modelRemark: string;
  createTime: string;
  updateTime: string;
};

// 数据模型 (Saber's tool/model.vue, BX34's blade_model): a physical table of a datasource named for
// the generator. The table is picked among the chosen datasource's (table-list, reloaded when the
// datasource changes), and picking it fills in the class, name and code left blank (table-info).
// 模型配置 opens the model's field grid (model-prototype, saved with submit-list).
const develop = config.services.develop;

export default defineResource<ModelRow>({
  name: 'develop-model',
  route: '/tool/model',
  label: 'develop.model.title',
  noun: 'develop.model.name',
  permission: 'model',
  api: { base: `${develop}/model`, family: 'blade' },
  actions: { add: true, edit: true, delete: true, view: true },
  rowActions: [
    {
      key: 'prototype',
      label: 'develop.model.prototype',
      permission: 'model_prototype',
      dialog: () => import('../../pages/develop/prototype-dialog'),
    },
  ],
  dialogWidth: 820,
  fields: [
    {
      name: 'datasourceId',
      label: 'develop.model.datasourceId',
      type: 'select',
      options: { url: `/${develop}/datasource/select`, labelKey: 'name', valueKey: 'id' },
      table: { width: 160 },
      search: true,
      form: { span: 24 },
      rules: [{ required: true, message: 'develop.model.datasourceRequired', trigger: 'change' }],
    },
    {
      name: 'modelTable',
      label: 'develop.model.modelTable',
      table: { width: 200 },
      form: { span: 24 },
      control: () => import('../../pages/develop/model-table-select'),
      rules: [{ required: true, message: 'develop.model.modelTableRequired', trigger: 'change' }],
    },
    {
      name: 'modelClass',
      label: 'develop.model.modelClass',
      table: { width: 160 },
      form: true,
      maxLength: 100,
      rules: [{ required: true, message: 'develop.model.modelClassRequired', trigger: 'blur' }],
    },
    {
      name: 'modelName',
      label: 'develop.model.modelName',
      table: { width: 160 },
      search: true,
      form: true,
      maxLength: 100,
      rules: [{ required: true, message: 'develop.model.modelNameRequired', trigger: 'blur' }],
    },
    {
      name: 'modelCode',
      label: 'develop.model.modelCode',
      table: { width: 140 },
      search: true,
      form: true,
      maxLength: 100,
      rules: [{ required: true, message: 'develop.model.modelCodeRequired', trigger: 'blur' }],
    },
    { name: 'modelRemark', label: 'develop.model.modelRemark', type: 'textarea', form: { span: 24 }, maxLength: 500 },
  ],
});
