import { defineResource } from '../types';
import { createTimeField, otoBase, phoneField, provinceField } from './fields';

/** A row of organization-info/search and detail (OrgVO: its region names and how many experts it has). */
export type OrganizationRow = {
  id: string;
  tenantId: string;
  orgName: string;
  /** Image link (file endpoint), '' when none. */
  logo: string;
  contact: string;
  phone: string;
  /** Region codes (blade_region): province and city. */
  provinceCode: string;
  cityCode: string;
  address: string;
  introduction: string;
  /** The organization's own admin account (reset/{id} resets its password). */
  adminAccount: string;
  /** dict-biz org_status: '1' 合作中, '0' 已停用. */
  status: string;
  provinceName: string;
  cityName: string;
  expertCount: number;
  createTime: string;
  updateTime: string;
};

// 机构管理 (organization-info): the organizations whose experts the service sells. One call saves a
// new and a changed one (save); delete/{ids} is refused while an org has experts or orders; no
// detail call (the row is the record). Add and edit are a dialog of their own: its city follows
// the province picked, which a declared form cannot say. 重置账号 (reset/{id}) gives the org's
// admin account the tenant's initial password, and says so in the server's words.
const form = () => import('../../pages/oto/org-form-dialog');

export default defineResource<OrganizationRow>({
  name: 'oto-organization',
  route: '/oto/organization',
  label: 'oto.org.title',
  noun: 'oto.org.name',
  permission: 'organization',
  api: {
    base: `${otoBase}/organization-info`,
    family: 'onetoone',
    endpoints: { detail: '', create: 'save', update: 'save', remove: 'delete/{ids}' },
  },
  actions: { delete: true, view: true },
  toolbarActions: [
    {
      key: 'add',
      label: 'crud.add',
      permission: 'organization_add',
      wholeList: true,
      creates: true,
      dialog: () => form().then((module) => ({ default: module.OrgAddDialog })),
    },
  ],
  rowActions: [
    {
      key: 'edit',
      label: 'crud.edit',
      permission: 'organization_edit',
      dialog: () => form().then((module) => ({ default: module.OrgEditDialog })),
    },
    {
      key: 'reset',
      label: 'oto.org.reset',
      permission: 'organization_reset',
      dialog: () => import('../../pages/oto/org-reset-dialog'),
    },
  ],
  dialogWidth: 820,
  fields: [
    { name: 'logo', label: 'oto.org.logo', type: 'image', table: { width: 90 }, form: { span: 24 } },
    {
      name: 'orgName',
      label: 'oto.org.orgName',
      table: { width: 210 },
      search: true,
      form: true,
      maxLength: 64,
      rules: [{ required: true, message: 'oto.org.orgNameRequired', trigger: 'blur' }],
    },
    { name: 'contact', label: 'oto.org.contact', table: { width: 90 }, form: true, maxLength: 32 },
    phoneField(),
    {
      name: 'status',
      label: 'oto.org.status',
      type: 'select',
      options: { dict: 'org_status', biz: true },
      display: 'tag',
      statuses: { '1': 'done', '0': 'inactive' },
      table: { width: 90 },
      search: true,
      form: true,
      defaultValue: '1',
    },
    provinceField({ name: 'provinceCode', label: 'oto.org.provinceCode', search: true }),
    // The city is picked in the dialog among the province's; the list shows the VO's name.
    { name: 'cityCode', label: 'oto.org.cityCode', form: true, view: false },
    { name: 'cityName', label: 'oto.org.cityCode', table: { width: 90 }, view: true },
    { name: 'address', label: 'oto.org.address', table: { width: 260 }, form: { span: 24 }, maxLength: 255 },
    { name: 'adminAccount', label: 'oto.org.adminAccount', table: { width: 120 }, form: true, maxLength: 45 },
    { name: 'expertCount', label: 'oto.org.expertCount', type: 'number', table: { width: 80 }, view: true },
    { name: 'introduction', label: 'oto.org.introduction', type: 'textarea', form: { span: 24 }, maxLength: 2000 },
    createTimeField(),
  ],
});
