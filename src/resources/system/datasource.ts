import { config } from '../../config';
import { defineResource } from '../types';

/** A row of datasource/list and datasource/detail (blade_datasource; the password too, as Blade answers it). */
export type DatasourceRow = {
  id: string;
  name: string;
  driverClass: string;
  url: string;
  username: string;
  password: string;
  remark: string;
  createTime: string;
  updateTime: string;
};

// Datasources (Saber's tool/datasource.vue, blade-develop's blade_datasource): the driver picked
// from the JDBC drivers BladeX ships, the password never in the list.
export default defineResource<DatasourceRow>({
  name: 'datasource',
  route: '/tool/datasource',
  label: 'datasource.title',
  noun: 'datasource.name',
  permission: 'datasource',
  api: { base: `${config.services.develop}/datasource`, family: 'blade' },
  actions: { add: true, edit: true, delete: true, view: true },
  dialogWidth: 900,
  fields: [
    {
      name: 'name',
      label: 'datasource.dsName',
      table: { width: 160 },
      search: true,
      form: true,
      maxLength: 100,
      rules: [{ required: true, message: 'datasource.nameRequired', trigger: 'blur' }],
    },
    {
      name: 'driverClass',
      label: 'datasource.driverClass',
      type: 'select',
      options: {
        items: [
          'com.mysql.cj.jdbc.Driver',
          'org.postgresql.Driver',
          'oracle.jdbc.OracleDriver',
          'com.microsoft.sqlserver.jdbc.SQLServerDriver',
          'dm.jdbc.driver.DmDriver',
        ],
      },
      table: { width: 240 },
      form: true,
      rules: [{ required: true, message: 'datasource.driverClassRequired', trigger: 'change' }],
    },
    {
      name: 'username',
      label: 'datasource.username',
      table: { width: 130 },
      form: true,
      maxLength: 45,
      rules: [{ required: true, message: 'datasource.usernameRequired', trigger: 'blur' }],
    },
    // Written and changed in the form; never shown back (the view leaves it out too).
    {
      name: 'password',
      label: 'datasource.password',
      type: 'password',
      form: true,
      view: false,
      maxLength: 45,
      rules: [{ required: true, message: 'datasource.passwordRequired', trigger: 'blur' }],
    },
    {
      name: 'url',
      label: 'datasource.url',
      type: 'textarea',
      table: { width: 360 },
      form: { span: 24 },
      maxLength: 500,
      rules: [{ required: true, message: 'datasource.urlRequired', trigger: 'blur' }],
    },
    { name: 'remark', label: 'datasource.remark', type: 'textarea', form: { span: 24 }, maxLength: 255 },
  ],
});
