import { defineResource } from '../types';
import { createTimeField, otoBase, phoneField } from './fields';
import { examProfileFields, type ExamProfile } from './exam-profile';

/** A row of intended-customers/search (意向客户, with its province's name). */
export type PotentialStudentRow = ExamProfile & {
  id: string;
  tenantId: string;
  estimatedScore: number;
  estimatedRank: number;
  /** dict-biz customer_source. */
  source: string;
  /** dict-biz follow_status: '0' 待跟进, '1' 跟进中, '2' 已成交, '3' 已放弃. */
  followStatus: string;
  nextFollowTime: string;
  notes: string;
  createTime: string;
  updateTime: string;
};

// 意向客户 (intended-customers): students who asked but have not bought yet, and how the follow-up
// goes. One call saves a new and a changed one (save-or-update); there is no delete and no detail
// call (the row is the record). Searched by name and phone (contains), follow state, province,
// exam year, subject type, one elective and source.
export default defineResource<PotentialStudentRow>({
  name: 'oto-potential-students',
  route: '/oto/potential-students',
  label: 'oto.customer.title',
  noun: 'oto.customer.name',
  permission: 'potential_students',
  api: {
    base: `${otoBase}/intended-customers`,
    family: 'onetoone',
    endpoints: { detail: '', create: 'save-or-update', update: 'save-or-update' },
  },
  actions: { add: true, edit: true, view: true },
  dialogWidth: 820,
  fields: [
    {
      name: 'name',
      label: 'oto.customer.customerName',
      table: { width: 90 },
      search: true,
      form: true,
      maxLength: 32,
      rules: [{ required: true, message: 'oto.customer.nameRequired', trigger: 'blur' }],
    },
    phoneField({ label: 'oto.customer.phone', search: true }),
    ...examProfileFields(),
    {
      name: 'estimatedScore',
      label: 'oto.customer.estimatedScore',
      type: 'number',
      table: { width: 90, sorter: true },
      form: true,
    },
    {
      name: 'estimatedRank',
      label: 'oto.customer.estimatedRank',
      type: 'number',
      table: { width: 100, sorter: true },
      form: true,
    },
    {
      name: 'source',
      label: 'oto.customer.source',
      type: 'select',
      options: { dict: 'customer_source', biz: true },
      table: { width: 100 },
      search: true,
      form: true,
    },
    {
      name: 'followStatus',
      label: 'oto.customer.followStatus',
      type: 'select',
      options: { dict: 'follow_status', biz: true },
      display: 'tag',
      statuses: { '0': 'pending', '1': 'inProgress', '2': 'done', '3': 'failed' },
      table: { width: 116 },
      search: true,
      form: true,
      defaultValue: '0',
    },
    {
      name: 'nextFollowTime',
      label: 'oto.customer.nextFollowTime',
      type: 'date',
      table: { width: 170, sorter: true },
      form: true,
    },
    {
      name: 'notes',
      label: 'oto.customer.notes',
      type: 'textarea',
      table: { width: 240 },
      form: { span: 24 },
      maxLength: 1000,
    },
    createTimeField(),
  ],
});
