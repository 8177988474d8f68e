import { config } from '../../config';
import { defineResource } from '../types';

/** A row of param/list and param/detail (blade_param, a TenantEntity). */
export type ParamRow = {
  id: string;
  tenantId: string;
  paramName: string;
  paramKey: string;
  paramValue: string;
  remark: string;
  createTime: string;
  updateTime: string;
};

// System parameters (spec §2, §3, §5): all three fields required. Blade's blade_param columns are
// varchar(255); a name or key longer than 100 characters is a typo, not a parameter.
export default defineResource<ParamRow>({
  name: 'param',
  route: '/system/param',
  label: 'param.title',
  noun: 'param.name',
  permission: 'param',
  api: { base: `${config.services.management}/param`, family: 'blade' },
  actions: { add: true, edit: true, delete: true, view: true },
  fields: [
    {
      name: 'paramName',
      label: 'param.paramName',
      table: { width: 180, sorter: true },
      search: true,
      form: true,
      maxLength: 100,
      rules: [{ required: true, message: 'param.paramNameRequired', trigger: 'blur' }],
    },
    {
      name: 'paramKey',
      label: 'param.paramKey',
      table: { width: 220, sorter: true },
      search: true,
      form: true,
      maxLength: 100,
      rules: [{ required: true, message: 'param.paramKeyRequired', trigger: 'blur' }],
    },
    {
      name: 'paramValue',
      label: 'param.paramValue',
      type: 'textarea',
      table: { width: 220 },
      form: { span: 24 },
      maxLength: 255,
      rules: [{ required: true, message: 'param.paramValueRequired', trigger: 'blur' }],
    },
    {
      name: 'remark',
      label: 'param.remark',
      type: 'textarea',
      table: { width: 180 },
      form: { span: 24 },
      maxLength: 255,
    },
  ],
});
