import { config } from '../../config';
import { defineResource } from '../types';

/** A row of tenant/list and detail (blade_tenant). */
export type TenantRow = {
  id: string;
  tenantId: string;
  tenantName: string;
  /** The address the console is served from for this tenant (`tenant/info?domain=`), '' for none. */
  domain: string;
  /** The login page's background image, '' for the default. */
  backgroundUrl: string;
  linkman: string;
  contactNumber: string;
  address: string;
  accountNumber: number;
  expireTime: string;
  packageId: string;
  datasourceId: string;
  status: number;
  createTime: string;
};

// Tenants (Saber's tenant.vue, BladeX's blade_tenant): the id is generated on create; the quota
// and expiry are set for the selected tenants in 授权配置, and read 不限制 when unset; a tenant's own
// database and its package are bound from its row. tenant_name varchar(50), linkman and
// contact_number varchar(20). Saber's tenantName rule says 请输入参数名称 (a copy slip): ours names it.
export default defineResource<TenantRow>({
  name: 'tenant',
  route: '/system/tenant',
  label: 'tenant.title',
  noun: 'tenant.name',
  permission: 'tenant',
  api: { base: `${config.services.management}/tenant`, family: 'blade' },
  actions: { add: true, edit: true, delete: true, view: true },
  dialogWidth: 900,
  toolbarActions: [
    {
      key: 'setting',
      label: 'tenant.setting',
      permission: 'tenant_setting',
      dialog: () => import('../../pages/tenant/tenant-setting-dialog'),
    },
  ],
  rowActions: [
    {
      key: 'datasource',
      label: 'tenant.datasource',
      permission: 'tenant_datasource',
      dialog: () => import('../../pages/tenant/tenant-datasource-dialog'),
    },
    {
      key: 'package',
      label: 'tenant.package',
      permission: 'tenant_package',
      dialog: () => import('../../pages/tenant/tenant-package-dialog'),
    },
  ],
  fields: [
    { name: 'tenantId', label: 'tenant.tenantId', table: { width: 100 }, search: true, view: true },
    {
      name: 'tenantName',
      label: 'tenant.tenantName',
      table: { width: 190 },
      search: true,
      form: { span: 24 },
      maxLength: 50,
      rules: [{ required: true, message: 'tenant.tenantNameRequired', trigger: 'blur' }],
    },
    {
      name: 'linkman',
      label: 'tenant.linkman',
      table: { width: 100 },
      search: true,
      form: true,
      maxLength: 20,
      rules: [{ required: true, message: 'tenant.linkmanRequired', trigger: 'blur' }],
    },
    { name: 'contactNumber', label: 'tenant.contactNumber', table: { width: 140 }, form: true, maxLength: 20 },
    { name: 'address', label: 'tenant.address', type: 'textarea', form: { span: 24 }, maxLength: 255 },
    {
      name: 'accountNumber',
      label: 'tenant.accountNumber',
      type: 'number',
      table: { width: 100 },
      view: true,
      emptyLabel: 'tenant.unlimited',
    },
    {
      name: 'expireTime',
      label: 'tenant.expireTime',
      table: { width: 180 },
      view: true,
      emptyLabel: 'tenant.unlimited',
    },
    // Behind the row's buttons in a list this wide; the view and the form show it.
    { name: 'domain', label: 'tenant.domain', form: { span: 24 }, view: true, maxLength: 255 },
  ],
});
