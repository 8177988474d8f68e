import { config } from '../../config';
import { defineResource } from '../types';

// Tenant packages (spec §2, §5, §6): add, edit, delete, no view button; menus stored comma-joined.
export default defineResource({
  name: 'tenant-package',
  route: '/system/tenantpackage',
  label: 'tenantPackage.title',
  noun: 'tenantPackage.name',
  permission: 'tenantpackage',
  api: { base: `${config.services.management}/tenant-package`, family: 'blade' },
  actions: { add: true, edit: true, delete: true, view: false },
  fields: [
    {
      name: 'packageName',
      label: 'tenantPackage.packageName',
      table: true,
      search: true,
      form: { span: 24 },
      rules: [{ required: true, message: 'tenantPackage.packageNameRequired', trigger: 'blur' }],
    },
    {
      name: 'menuId',
      label: 'tenantPackage.menuId',
      type: 'tree-select',
      options: { url: `/${config.services.management}/menu/tree`, labelKey: 'title', valueKey: 'id' },
      multiple: true,
      joined: true,
      table: true,
      form: { span: 24 },
      rules: [{ required: true, message: 'tenantPackage.menuIdRequired', trigger: 'change' }],
    },
    { name: 'remark', label: 'tenantPackage.remark', type: 'textarea', table: { ellipsis: true }, form: { span: 24 } },
  ],
});
