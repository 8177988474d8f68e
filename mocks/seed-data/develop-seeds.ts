import type { DevelopCodeRow, DevelopModelRow, DevelopPrototypeRow } from '../types-develop';

// The code generator's seed: models over the catalogue's tables (develop-tables.ts), the fields
// saved for some of them, and generator configurations of each template type. Rows name their
// datasource and model by name and code; seed-develop.ts resolves them to ids.

export type ModelSeed = Omit<DevelopModelRow, 'id' | 'datasourceId' | 'createTime' | 'updateTime'> & {
  datasource: string;
  /** Its fields are saved (the grid opens on them, not on the table's columns), with these changes. */
  saved?: Readonly<Record<string, Partial<DevelopPrototypeRow>>>;
};

export const modelSeeds: readonly ModelSeed[] = [
  {
    datasource: 'mysql',
    modelTable: 'blade_notice',
    modelClass: 'Notice',
    modelName: '通知公告',
    modelCode: 'notice',
    modelRemark: '工作台的通知公告',
    saved: {
      title: { isQuery: 1, queryType: 'like', isRequired: 1 },
      category: { componentType: 'select', dictCode: 'notice', isQuery: 1, queryType: 'equal', isRequired: 1 },
      release_time: { componentType: 'date', isQuery: 1, queryType: 'between' },
      content: { componentType: 'textarea', isRow: 1, isList: 0 },
      tenant_id: { isList: 0, isForm: 0 },
    },
  },
  {
    datasource: 'mysql',
    modelTable: 'oto_order_info',
    modelClass: 'OrderInfo',
    modelName: '订单信息',
    modelCode: 'orderInfo',
    modelRemark: '一对一业务的订单(40 个字段)',
  },
  {
    datasource: 'mysql',
    modelTable: 'blade_dict',
    modelClass: 'Dict',
    modelName: '系统字典',
    modelCode: 'dict',
    modelRemark: '树形字典',
    saved: {
      code: { isQuery: 1, queryType: 'like', isRequired: 1 },
      dict_value: { isQuery: 1, queryType: 'like', isRequired: 1 },
      is_sealed: { componentType: 'radio', dictCode: 'yes_no' },
    },
  },
  {
    datasource: 'postgresql-report',
    modelTable: 'rpt_daily_order',
    modelClass: 'DailyOrder',
    modelName: '每日订单统计',
    modelCode: 'dailyOrder',
    modelRemark: '',
  },
];

export type CodeSeed = Omit<DevelopCodeRow, 'id' | 'modelId' | 'subModelId' | 'createTime' | 'updateTime'> & {
  model: string;
  subModel?: string;
};

const apiRoot = '/home/dev/zhiyuan/zhiyuan-boot';
const webRoot = '/home/dev/zhiyuan/zhiyuan-admin';
const common = {
  pkName: 'id',
  baseMode: 2,
  wrapMode: 2,
  feignMode: 1,
  apiPath: apiRoot,
  webPath: webRoot,
  author: 'zhiyuan',
  codeStyle: 'saber',
  subFkId: '',
  treeId: '',
  treePid: '',
  treeName: '',
};

export const codeSeeds: readonly CodeSeed[] = [
  {
    ...common,
    model: 'notice',
    codeName: '通知公告',
    serviceName: 'blade-desk',
    tableName: 'blade_notice',
    tablePrefix: 'blade_',
    packageName: 'org.springblade.desk',
    templateType: 'crud',
  },
  {
    ...common,
    model: 'orderInfo',
    codeName: '订单信息',
    serviceName: 'zhiyuan-management',
    tableName: 'oto_order_info',
    tablePrefix: 'oto_',
    packageName: 'org.springblade.oto.order',
    templateType: 'crud',
    wrapMode: 1,
  },
  {
    ...common,
    model: 'dict',
    codeName: '系统字典',
    serviceName: 'blade-system',
    tableName: 'blade_dict',
    tablePrefix: 'blade_',
    packageName: 'org.springblade.system',
    templateType: 'tree',
    treeId: 'id',
    treePid: 'parent_id',
    treeName: 'dict_value',
  },
  {
    ...common,
    model: 'notice',
    subModel: 'dict',
    codeName: '通知与类型',
    serviceName: 'blade-desk',
    tableName: 'blade_notice',
    tablePrefix: 'blade_',
    packageName: 'org.springblade.desk',
    templateType: 'sub',
    subFkId: 'notice_id',
    feignMode: 2,
  },
];
