import { config } from '../../config';
import { defineResource, type RowField } from '../types';
import type { MenuRow } from './menu';

/** A row of data-scope/list and detail (its menu's scopes, with the type's word). */
export type DataScopeRow = {
  id: string;
  menuId: string;
  resourceCode: string;
  scopeName: string;
  scopeField: string;
  scopeClass: string;
  scopeColumn: string;
  /** Dictionary data_scope_type. */
  scopeType: number;
  scopeValue: string;
  remark: string;
  /** The scope type's word. */
  scopeTypeName: string;
  createTime: string;
  updateTime: string;
};

// 数据权限 (Saber's datascope.vue): the menus as a lazy tree (`lazy-menu-list`, menus only), each
// with 权限配置 (data_scope_setting) opening its data scopes in a drawer. The scopes themselves
// (`dataScopeEntries`, Blade's blade_scope_data) are listed per menu there; like menus they are
// platform-wide, and Saber guards their writes with the menu buttons.

/** The menu columns the scope screens show (Saber: name, path, icon, code); names in the user's language. */
export const scopeMenuFields = (search: boolean): RowField<MenuRow>[] => [
  { name: 'name', label: 'menuAdmin.menuName', display: 'menu-name', table: { width: 220 }, search },
  { name: 'path', label: 'menuAdmin.path', table: { width: 220 } },
  { name: 'source', label: 'menuAdmin.source', type: 'icon', table: { width: 210 } },
  { name: 'code', label: 'menuAdmin.code', table: { width: 160 }, search },
];

export const dataScopeEntries = defineResource<DataScopeRow>({
  name: 'data-scope-entry',
  route: '/authority/datascope',
  label: 'dataScope.title',
  noun: 'dataScope.name',
  permission: 'menu',
  api: { base: `${config.services.management}/data-scope`, family: 'blade' },
  actions: { add: true, edit: true, delete: true },
  fields: [
    {
      name: 'scopeName',
      label: 'dataScope.scopeName',
      table: { width: 220 },
      search: true,
      form: true,
      maxLength: 255,
      rules: [{ required: true, message: 'dataScope.scopeNameRequired', trigger: 'blur' }],
    },
    {
      name: 'resourceCode',
      label: 'dataScope.resourceCode',
      table: { width: 130 },
      search: true,
      form: true,
      maxLength: 255,
      rules: [{ required: true, message: 'dataScope.resourceCodeRequired', trigger: 'blur' }],
    },
    {
      name: 'scopeColumn',
      label: 'dataScope.scopeColumn',
      table: { width: 130 },
      form: true,
      maxLength: 255,
      rules: [{ required: true, message: 'dataScope.scopeColumnRequired', trigger: 'blur' }],
    },
    {
      name: 'scopeType',
      label: 'dataScope.scopeType',
      type: 'select',
      options: { dict: 'data_scope_type' },
      display: 'tag',
      table: { width: 170 },
      form: true,
      rules: [{ required: true, message: 'dataScope.scopeTypeRequired', trigger: 'change' }],
    },
    {
      name: 'scopeField',
      label: 'dataScope.scopeField',
      form: { span: 24 },
      defaultValue: '*',
      maxLength: 255,
      rules: [{ required: true, message: 'dataScope.scopeFieldRequired', trigger: 'blur' }],
    },
    {
      name: 'scopeClass',
      label: 'dataScope.scopeClass',
      form: { span: 24 },
      maxLength: 255,
      rules: [{ required: true, message: 'dataScope.scopeClassRequired', trigger: 'blur' }],
    },
    { name: 'scopeValue', label: 'dataScope.scopeValue', type: 'textarea', form: { span: 24 }, maxLength: 255 },
    { name: 'remark', label: 'dataScope.remark', form: { span: 24 }, maxLength: 255 },
  ],
});

export default defineResource<MenuRow>({
  name: 'data-scope',
  route: '/authority/datascope',
  label: 'dataScope.title',
  noun: 'menuAdmin.name',
  permission: 'datascope',
  api: { base: `${config.services.management}/menu`, family: 'blade', endpoints: { list: 'lazy-menu-list' } },
  actions: {},
  tree: { parentField: 'parentId', root: '0' },
  newestFirst: false,
  rowActions: [
    {
      key: 'setting',
      label: 'dataScope.setting',
      permission: 'data_scope_setting',
      dialog: () => import('../../pages/scope/data-scope-drawer'),
    },
  ],
  fields: scopeMenuFields(true),
});
