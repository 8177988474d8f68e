import { defineResource } from '../types';
import { otoBase, provinceField } from './fields';

/** A row of university-info/search (院校库). */
export type UniversityRow = {
  id: string;
  tenantId: string;
  name: string;
  /** Province region code. */
  province: string;
  /** 985, 211, double (双一流) or other. */
  level: string;
  website: string;
  remark: string;
  createTime: string;
  updateTime: string;
};

// 院校库: the universities the consultants refer to, per tenant (search, save-and-update, del/{id}).
export default defineResource<UniversityRow>({
  name: 'oto-university',
  route: '/oto/university',
  label: 'oto.university.title',
  noun: 'oto.university.name',
  permission: 'university',
  api: {
    base: `${otoBase}/university-info`,
    family: 'onetoone',
    endpoints: { list: 'search', detail: '', create: 'save-and-update', update: 'save-and-update', remove: 'del/{id}' },
  },
  actions: { add: true, edit: true, delete: true, view: true },
  fields: [
    {
      name: 'name',
      label: 'oto.university.universityName',
      table: { width: 200 },
      search: true,
      form: true,
      maxLength: 64,
      rules: [{ required: true, message: 'oto.university.nameRequired', trigger: 'blur' }],
    },
    provinceField({ search: true }),
    {
      name: 'level',
      label: 'oto.university.level',
      type: 'select',
      options: { items: ['985', '211', 'double', 'other'], labels: 'oto.university.levels' },
      table: { width: 100 },
      search: true,
      form: true,
    },
    { name: 'website', label: 'oto.university.website', display: 'link', table: { width: 200 }, form: true },
    { name: 'remark', label: 'oto.common.remark', type: 'textarea', form: { span: 24 }, maxLength: 255 },
  ],
});
