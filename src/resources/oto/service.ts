import { defineResource } from '../types';
import { createTimeField, otoBase } from './fields';

/** A row of serve-info/search (服务). */
export type ServiceRow = {
  id: string;
  tenantId: string;
  serveName: string;
  /** dict-biz service_type. */
  category: string;
  price: number;
  /** Minutes per session. */
  duration: number;
  /** Sessions included. */
  sessions: number;
  description: string;
  /** 1 on sale (上架), 0 off sale (下架): a switch. */
  saleStatus: number;
  createTime: string;
  updateTime: string;
};

// 服务管理 (serve-info): what the business sells. One call saves both a new and a changed service
// (save-and-update), a delete names one id in the path (del/{id}: one call per selected row; the
// server refuses a service orders use), and there is no detail call: the row is the record.
export default defineResource<ServiceRow>({
  name: 'oto-service',
  route: '/oto/service',
  label: 'oto.service.title',
  noun: 'oto.service.name',
  permission: 'service',
  api: {
    base: `${otoBase}/serve-info`,
    family: 'onetoone',
    endpoints: { detail: '', create: 'save-and-update', update: 'save-and-update', remove: 'del/{id}' },
  },
  actions: { add: true, edit: true, delete: true, view: true },
  fields: [
    {
      name: 'serveName',
      label: 'oto.service.serveName',
      table: { width: 200 },
      search: true,
      form: true,
      maxLength: 64,
      rules: [{ required: true, message: 'oto.service.serveNameRequired', trigger: 'blur' }],
    },
    {
      name: 'category',
      label: 'oto.service.category',
      type: 'select',
      options: { dict: 'service_type', biz: true },
      display: 'tag',
      table: { width: 110 },
      search: true,
      form: true,
      rules: [{ required: true, message: 'oto.service.categoryRequired', trigger: 'change' }],
    },
    {
      name: 'price',
      label: 'oto.service.price',
      type: 'number',
      display: 'money',
      table: { width: 110, sorter: true },
      form: true,
      rules: [
        { required: true, message: 'oto.service.priceRequired', trigger: 'blur' },
        // A price of 0 or less is refused at the field, as the server refuses it (no silent floor).
        { min: 0.01, message: 'oto.service.pricePositive' },
      ],
    },
    {
      name: 'duration',
      label: 'oto.service.duration',
      type: 'number',
      table: { width: 130 },
      form: true,
      defaultValue: 60,
    },
    {
      name: 'sessions',
      label: 'oto.service.sessions',
      type: 'number',
      table: { width: 100 },
      form: true,
      defaultValue: 1,
    },
    {
      name: 'saleStatus',
      label: 'oto.service.saleStatus',
      type: 'switch',
      table: { width: 100 },
      form: true,
      defaultValue: 1,
    },
    {
      name: 'description',
      label: 'oto.service.description',
      type: 'textarea',
      table: { width: 280 },
      form: { span: 24 },
      maxLength: 1000,
    },
    createTimeField(),
  ],
});
