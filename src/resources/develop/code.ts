import { config } from '../../config';
import { defineResource, type FieldDef, type RowField } from '../types';

/**
 * A row of code/list and code/detail (BX34's Code; blade_code has no create or update time).
 * baseMode, wrapMode and feignMode are `yes_no` (1 no, 2 yes).
 */
export type CodeRow = {
  id: string;
  modelId: string;
  codeName: string;
  serviceName: string;
  tableName: string;
  tablePrefix: string;
  pkName: string;
  packageName: string;
  baseMode: number;
  wrapMode: number;
  feignMode: number;
  apiPath: string;
  webPath: string;
  templateType: string;
  author: string;
  codeStyle: string;
  subModelId: string;
  subFkId: string;
  treeId: string;
  treePid: string;
  treeName: string;
};

// 代码生成 (Saber's tool/code.vue, BX34's blade_code): a generator configuration over a data
// model. Picking the model fills in the table, prefix, names and package left blank; a sub
// template names its sub model and foreign key, a tree template its key, parent and name columns
// (picked among the model's saved fields). 复制 saves a copy (copy?id); 代码生成 generates the
// selected ones (gen-code?ids&system=saber) and shows what was written. blade_code has no create
// time: the newest are the highest ids.
const develop = config.services.develop;
const models = { url: `/${develop}/model/select`, labelKey: 'modelName', valueKey: 'id' };
const columnSelect = () => import('../../pages/develop/code-column-select');

type CodeField = keyof CodeRow & string;

const required = <N extends CodeField>(
  name: N,
  label: string,
  trigger: 'blur' | 'change' = 'blur',
): Pick<FieldDef, 'label' | 'rules'> & { name: N } => ({
  name,
  label: `develop.code.${label}`,
  rules: [{ required: true, message: `develop.code.${label}Required`, trigger }],
});
const yesNo = (name: CodeField, defaultValue: number): RowField<CodeRow> => ({
  ...required(name, name, 'change'),
  type: 'radio',
  options: { dict: 'yes_no' },
  form: true,
  defaultValue,
});
const treeColumn = (name: CodeField): RowField<CodeRow> => ({
  ...required(name, name, 'change'),
  form: true,
  view: true,
  shownWhen: { field: 'templateType', values: ['tree'] },
  control: columnSelect,
});

export default defineResource<CodeRow>({
  name: 'develop-code',
  route: '/tool/code',
  label: 'develop.code.title',
  noun: 'develop.code.name',
  permission: 'code',
  api: { base: `${develop}/code`, family: 'blade' },
  actions: { add: true, edit: true, delete: true, view: true },
  newestFirst: [{ field: 'id', order: 'desc' }],
  rowActions: [
    {
      key: 'copy',
      label: 'develop.code.copy',
      permission: 'code_copy',
      confirm: 'develop.code.copyConfirm',
      call: { endpoint: 'copy', param: 'id', success: 'develop.code.copySuccess' },
    },
  ],
  toolbarActions: [
    {
      key: 'gen',
      label: 'develop.code.gen',
      permission: 'code_gen',
      confirm: 'develop.code.genConfirm',
      dialog: () => import('../../pages/develop/gen-code-dialog'),
    },
  ],
  dialogWidth: 900,
  fields: [
    {
      ...required('modelId', 'modelId', 'change'),
      type: 'select',
      options: models,
      search: true,
      form: { span: 24 },
      control: () => import('../../pages/develop/code-model-select'),
    },
    { ...required('codeName', 'codeName'), table: { width: 160 }, search: true, form: true, maxLength: 64 },
    {
      ...required('templateType', 'templateType', 'change'),
      type: 'select',
      options: { items: ['crud', 'sub', 'tree'], labels: 'develop.code.template' },
      table: { width: 120 },
      form: true,
      defaultValue: 'crud',
    },
    { ...required('tableName', 'tableName'), table: { width: 170 }, search: true, form: true, maxLength: 64 },
    { ...required('serviceName', 'serviceName'), table: { width: 170 }, search: true, form: true, maxLength: 64 },
    { ...required('packageName', 'packageName'), table: { width: 240 }, form: true },
    { ...required('tablePrefix', 'tablePrefix'), form: true, maxLength: 64 },
    { ...required('pkName', 'pkName'), form: true, maxLength: 32, defaultValue: 'id' },
    { ...required('author', 'author'), form: true, defaultValue: 'BladeX' },
    {
      ...required('subModelId', 'subModelId', 'change'),
      type: 'select',
      options: models,
      form: true,
      shownWhen: { field: 'templateType', values: ['sub'] },
    },
    { ...required('subFkId', 'subFkId'), form: true, shownWhen: { field: 'templateType', values: ['sub'] } },
    treeColumn('treeId'),
    treeColumn('treePid'),
    treeColumn('treeName'),
    yesNo('baseMode', 2),
    yesNo('wrapMode', 2),
    yesNo('feignMode', 1),
    {
      ...required('codeStyle', 'codeStyle', 'change'),
      type: 'radio',
      options: { items: ['saber', 'element'] },
      form: true,
      defaultValue: 'saber',
    },
    { ...required('apiPath', 'apiPath'), form: { span: 24 }, maxLength: 2000 },
    { ...required('webPath', 'webPath'), form: { span: 24 }, maxLength: 2000 },
  ],
});
