import { config } from '../../config';
import { defineResource } from '../types';

/** A row of region/lazy-list and detail: blade_region as RegionVO: keyed by `code` (no id); the top level's parentCode is '00'. */
export type RegionRow = {
  code: string;
  parentCode: string;
  /** '00,11,1101': the codes above it. */
  ancestors: string;
  name: string;
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  districtCode: string;
  districtName: string;
  /** Dictionary region: 1 province, 2 city, 3 district, 4 town, 5 village. */
  regionLevel: number;
  sort: number;
  remark: string;
  /** RegionVO: its code and parent code again as id / parentId, the parent's name (顶级 at the top). */
  id: string;
  parentId: string;
  parentName: string;
  hasChildren?: boolean;
};

// Regions (Saber's region.vue): keyed by `code`, a lazy tree by `parentCode` from the top '00',
// a child added from its parent's row (the code starts with the parent's). Blade reads one by
// `detail?code=` and removes one by `remove?id=<code>`: endpoint data, not a branch in the provider.
// `{id}` (not `{ids}`): Blade's region/remove takes a single code, so removing the selected rows
// is one call per code, in turn.
export default defineResource<RegionRow>({
  name: 'region',
  route: '/system/region',
  label: 'region.title',
  noun: 'region.name',
  permission: 'region',
  api: {
    base: `${config.services.management}/region`,
    family: 'blade',
    endpoints: { list: 'lazy-list', detail: 'detail?code={id}', remove: 'remove?id={id}' },
  },
  actions: { add: true, edit: true, delete: true, view: true },
  rowKey: 'code',
  tree: { parentField: 'parentCode', root: '00', addChild: true },
  newestFirst: false,
  fields: [
    {
      name: 'name',
      label: 'region.regionName',
      table: { width: 220 },
      search: true,
      form: true,
      maxLength: 32,
      rules: [{ required: true, message: 'region.nameRequired', trigger: 'blur' }],
    },
    {
      name: 'code',
      label: 'region.code',
      table: { width: 160 },
      search: true,
      form: { disabledOnEdit: true },
      maxLength: 12,
      rules: [{ required: true, message: 'region.codeRequired', trigger: 'blur' }],
    },
    {
      name: 'parentCode',
      label: 'region.parentCode',
      table: { width: 140 },
      form: { disabledOnEdit: true },
      defaultValue: '00',
      maxLength: 12,
      rules: [{ required: true, message: 'region.parentCodeRequired', trigger: 'blur' }],
    },
    {
      name: 'regionLevel',
      label: 'region.regionLevel',
      type: 'radio',
      options: { dict: 'region' },
      display: 'tag',
      table: { width: 130 },
      form: { span: 24 },
      rules: [{ required: true, message: 'region.regionLevelRequired', trigger: 'change' }],
    },
    {
      name: 'sort',
      label: 'region.sort',
      type: 'number',
      table: { width: 90 },
      form: true,
      rules: [{ required: true, message: 'region.sortRequired', trigger: 'blur' }],
    },
    { name: 'remark', label: 'region.remark', type: 'textarea', form: { span: 24 }, maxLength: 255 },
  ],
});
