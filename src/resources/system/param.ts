import { config } from '../../config';
import { defineResource } from '../types';

// System parameters (spec §2, §3, §5): all three fields required.
export default defineResource({
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
      table: { sorter: true },
      search: true,
      form: true,
      rules: [{ required: true, message: 'param.paramNameRequired', trigger: 'blur' }],
    },
    {
      name: 'paramKey',
      label: 'param.paramKey',
      table: { sorter: true },
      search: true,
      form: true,
      rules: [{ required: true, message: 'param.paramKeyRequired', trigger: 'blur' }],
    },
    {
      name: 'paramValue',
      label: 'param.paramValue',
      type: 'textarea',
      table: { ellipsis: true },
      form: { span: 24 },
      rules: [{ required: true, message: 'param.paramValueRequired', trigger: 'blur' }],
    },
    { name: 'remark', label: 'param.remark', type: 'textarea', table: { ellipsis: true }, form: { span: 24 } },
  ],
});
