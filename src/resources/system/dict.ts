import { config } from '../../config';
import { defineResource, type ResourceDef, type RowField } from '../types';

/**
 * A row of dict/parent-list, child-list and detail (blade_dict as DictVO). A parent entry has
 * parentId '0' and dictKey '-1'; its children carry the same code.
 */
export type DictRow = {
  id: string;
  parentId: string;
  code: string;
  dictKey: string;
  dictValue: string;
  sort: number;
  remark: string;
  isSealed: number;
  /** DictVO: the parent's name. */
  parentName: string;
};

// The fields of a dictionary row, shared by the system (dict) and business (dict-biz) screens:
// Saber's labels and the spec §5 rules. The parent table shows code, dictValue, sort, isSealed
// and remark; an entry adds parentId and dictKey (a parent's key is -1, its parent 0).
export const dictFields: RowField<DictRow>[] = [
  {
    name: 'code',
    label: 'dictionary.code',
    table: { width: 160 },
    search: true,
    form: true,
    maxLength: 255,
    rules: [{ required: true, message: 'dictionary.codeRequired', trigger: 'blur' }],
  },
  {
    name: 'dictValue',
    label: 'dictionary.dictValue',
    table: { width: 160 },
    search: true,
    form: true,
    maxLength: 255,
    rules: [{ required: true, message: 'dictionary.dictValueRequired', trigger: 'blur' }],
  },
  { name: 'parentId', label: 'dictionary.parentId', table: { width: 140 }, form: true },
  {
    name: 'dictKey',
    label: 'dictionary.dictKey',
    table: { width: 120 },
    form: true,
    maxLength: 255,
    rules: [{ required: true, message: 'dictionary.dictKeyRequired', trigger: 'blur' }],
  },
  {
    name: 'sort',
    label: 'dictionary.sort',
    type: 'number',
    table: { width: 100 },
    form: true,
    rules: [{ required: true, message: 'dictionary.sortRequired', trigger: 'blur' }],
  },
  {
    name: 'isSealed',
    label: 'dictionary.isSealed',
    table: { width: 90 },
    // A sealed (1) dictionary is switched off; an open one (0) is in use.
    statuses: { '1': 'inactive', '0': 'done' },
    form: true,
    defaultValue: 0,
    rules: [{ required: true, message: 'dictionary.isSealedRequired', trigger: 'change' }],
  },
  {
    name: 'remark',
    label: 'dictionary.remark',
    type: 'textarea',
    table: { width: 180 },
    form: { span: 24 },
    maxLength: 255,
  },
];

// The platform's system dictionary (spec §2, §5): dictionaries and, for one of them, its entries,
// on a page of its own. The list is Blade's parent-list (a page of the top-level rows).
const base: ResourceDef = defineResource<DictRow>({
  name: 'dict',
  route: '/system/dict',
  label: 'dictionary.title',
  noun: 'dictionary.name',
  permission: 'dict',
  api: { base: `${config.services.management}/dict`, family: 'blade', endpoints: { list: 'parent-list' } },
  actions: { add: true, edit: true, delete: true },
  fields: dictFields,
  dialogWidth: 880,
  newestFirst: false,
  page: () => import('../../pages/dict/dict-page'),
});
export default base;

/** Saber's demo routes of the same screen: parent and entries side by side, and stacked. */
export const dictLayouts: ResourceDef[] = [
  {
    ...base,
    name: 'dict-horizontal',
    route: '/dict-horizontal/index',
    label: 'dictionary.horizontalTitle',
    page: () => import('../../pages/dict/dict-horizontal-page'),
  },
  {
    ...base,
    name: 'dict-vertical',
    route: '/dict-vertical/index',
    label: 'dictionary.verticalTitle',
    page: () => import('../../pages/dict/dict-vertical-page'),
  },
];
