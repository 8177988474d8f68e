import { config } from '../../config';
import { defineResource } from '../types';

/** A row of tenant-package/list and detail (blade_tenant_package: platform-wide, no tenantId). */
export type TenantPackageRow = {
  id: string;
  packageName: string;
  /** Comma-joined menu ids. */
  menuId: string;
  remark: string;
  createTime: string;
  updateTime: string;
};

// Tenant packages (spec §2, §5, §6): add, edit, delete, no view button; menus stored comma-joined.
// Blade's blade_tenant_package: package_name varchar(50), menu_id varchar(3000), remark varchar(255).
export default defineResource<TenantPackageRow>({
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
      table: { width: 200 },
      search: true,
      form: { span: 24 },
      maxLength: 50,
      rules: [{ required: true, message: 'tenantPackage.packageNameRequired', trigger: 'blur' }],
    },
    {
      name: 'menuId',
      label: 'tenantPackage.menuId',
      type: 'tree-select',
      options: { url: `/${config.services.management}/menu/tree`, labelKey: 'title', valueKey: 'id', menuNames: true },
      multiple: true,
      joined: true,
      withAncestors: true,
      table: { width: 360 },
      form: { span: 24 },
      rules: [{ required: true, message: 'tenantPackage.menuIdRequired', trigger: 'change' }],
    },
    {
      name: 'remark',
      label: 'tenantPackage.remark',
      type: 'textarea',
      table: { width: 240 },
      form: { span: 24 },
      maxLength: 255,
    },
  ],
});
