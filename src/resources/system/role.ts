import { config } from '../../config';
import { defineResource, type CustomAction } from '../types';

/** A row of role/list and role/detail (blade_role as RoleVO). */
export type RoleRow = {
  id: string;
  tenantId: string;
  parentId: string;
  roleName: string;
  roleAlias: string;
  sort: number;
  /** RoleVO: the parent's name (顶级 at the top). */
  parentName: string;
};

// Roles (Saber's role.vue): the whole tree from `role/list` (not paged), the parent from the
// tenant's role tree, and the grant of menus, data scopes and API scopes (role_grant 权限设置)
// from a row or for the selected roles. Blade's blade_role: role_name, role_alias varchar(255).
const grant: CustomAction = {
  key: 'grant',
  label: 'role.grant',
  permission: 'role_grant',
  dialog: () => import('../../pages/role/role-grant-dialog'),
  preload: () => import('../../pages/role/grant-trees-preload'),
};

export default defineResource<RoleRow>({
  name: 'role',
  route: '/authority/role',
  label: 'role.title',
  noun: 'role.name',
  permission: 'role',
  api: { base: `${config.services.management}/role`, family: 'blade' },
  actions: { add: true, edit: true, delete: true, view: true },
  newestFirst: false,
  rowActions: [grant],
  toolbarActions: [grant],
  tree: { whole: true },
  fields: [
    {
      name: 'roleName',
      label: 'role.roleName',
      table: { width: 220 },
      search: true,
      form: { span: 24 },
      maxLength: 255,
      rules: [{ required: true, message: 'role.roleNameRequired', trigger: 'blur' }],
    },
    { name: 'tenantId', label: 'role.tenantId', table: { width: 110 }, view: true },
    {
      name: 'roleAlias',
      label: 'role.roleAlias',
      table: { width: 180 },
      search: true,
      form: { span: 24 },
      maxLength: 255,
      rules: [{ required: true, message: 'role.roleAliasRequired', trigger: 'blur' }],
    },
    {
      name: 'parentId',
      label: 'role.parentId',
      type: 'tree-select',
      options: { url: `/${config.services.management}/role/tree`, labelKey: 'title', valueKey: 'id' },
      form: { span: 24 },
      view: true,
    },
    {
      name: 'sort',
      label: 'role.sort',
      type: 'number',
      table: { width: 110 },
      form: { span: 24 },
      rules: [{ required: true, message: 'role.sortRequired', trigger: 'blur' }],
    },
  ],
});
