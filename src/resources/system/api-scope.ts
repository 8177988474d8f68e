import { config } from '../../config';
import { defineResource } from '../types';
import { scopeMenuFields } from './data-scope';
import type { MenuRow } from './menu';

/** A row of api-scope/list and detail (its menu's scopes, with the type's word). */
export type ApiScopeRow = {
  id: string;
  menuId: string;
  resourceCode: string;
  scopeName: string;
  scopePath: string;
  /** Dictionary api_scope_type. */
  scopeType: number;
  remark: string;
  /** The scope type's word. */
  scopeTypeName: string;
  createTime: string;
  updateTime: string;
};

// 接口权限 (Saber's apiscope.vue): the menus as a lazy tree, each with 权限配置 (api_scope_setting)
// opening its API scopes (`apiScopeEntries`, Blade's blade_scope_api) in a drawer.

export const apiScopeEntries = defineResource<ApiScopeRow>({
  name: 'api-scope-entry',
  route: '/authority/apiscope',
  label: 'apiScope.title',
  noun: 'apiScope.name',
  permission: 'menu',
  api: { base: `${config.services.management}/api-scope`, family: 'blade' },
  actions: { add: true, edit: true, delete: true },
  fields: [
    {
      name: 'scopeName',
      label: 'apiScope.scopeName',
      table: { width: 200 },
      search: true,
      form: true,
      maxLength: 255,
      rules: [{ required: true, message: 'apiScope.scopeNameRequired', trigger: 'blur' }],
    },
    {
      name: 'resourceCode',
      label: 'apiScope.resourceCode',
      table: { width: 140 },
      search: true,
      form: true,
      maxLength: 255,
      rules: [{ required: true, message: 'apiScope.resourceCodeRequired', trigger: 'blur' }],
    },
    {
      name: 'scopePath',
      label: 'apiScope.scopePath',
      table: { width: 280 },
      form: { span: 24 },
      maxLength: 255,
      rules: [{ required: true, message: 'apiScope.scopePathRequired', trigger: 'blur' }],
    },
    {
      name: 'scopeType',
      label: 'apiScope.scopeType',
      type: 'select',
      options: { dict: 'api_scope_type' },
      display: 'tag',
      table: { width: 130 },
      form: true,
      rules: [{ required: true, message: 'apiScope.scopeTypeRequired', trigger: 'change' }],
    },
    { name: 'remark', label: 'apiScope.remark', form: { span: 24 }, maxLength: 255 },
  ],
});

export default defineResource<MenuRow>({
  name: 'api-scope',
  route: '/authority/apiscope',
  label: 'apiScope.title',
  noun: 'menuAdmin.name',
  permission: 'apiscope',
  api: { base: `${config.services.management}/menu`, family: 'blade', endpoints: { list: 'lazy-menu-list' } },
  actions: {},
  tree: { parentField: 'parentId', root: '0' },
  newestFirst: false,
  rowActions: [
    {
      key: 'setting',
      label: 'apiScope.setting',
      permission: 'api_scope_setting',
      dialog: () => import('../../pages/scope/api-scope-drawer'),
    },
  ],
  fields: scopeMenuFields(true),
});
