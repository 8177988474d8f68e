import { defineResource } from '../types';
import { createTimeField, orgField, orgNameField, otoBase } from './fields';

/** A row of info/consult-info (ConsultVO: the names of its organization and expert, its order's number). */
export type ConsultationRow = {
  id: string;
  tenantId: string;
  studentName: string;
  orderId: string;
  orgId: string;
  expertId: string;
  consultTime: string;
  /** dict-biz consult_mode: '1' 视频, '2' 电话, '3' 面谈. */
  mode: string;
  /** dict-biz consult_status: '0' 待咨询, '1' 已完成, '2' 已取消. */
  status: string;
  summary: string;
  advice: string;
  orgName: string;
  expertName: string;
  orderNo: string;
  createTime: string;
  updateTime: string;
};

// 咨询记录 (info/consult-info): who consulted which expert, when and how, and what came of it. One
// call saves a new and a changed record (save-and-update); no delete, no detail call. The record's
// organization is its expert's (the server sets it), so the dialog of its own picks the org first
// and then one of its approved experts, which a declared form cannot say; the order it is about
// (optional) is one of that expert's or that student's. Searched by student and expert
// (contains), organization, status and a consultation time range.
const form = () => import('../../pages/oto/consult-form-dialog');

export default defineResource<ConsultationRow>({
  name: 'oto-consultation',
  route: '/oto/consultation',
  label: 'oto.consult.title',
  noun: 'oto.consult.name',
  permission: 'consultation',
  api: {
    base: `${otoBase}/info/consult-info`,
    family: 'onetoone',
    endpoints: { detail: '', create: 'save-and-update', update: 'save-and-update' },
  },
  actions: { view: true },
  toolbarActions: [
    {
      key: 'add',
      label: 'crud.add',
      permission: 'consultation_add',
      wholeList: true,
      creates: true,
      dialog: () => form().then((module) => ({ default: module.ConsultAddDialog })),
    },
  ],
  rowActions: [
    {
      key: 'edit',
      label: 'crud.edit',
      permission: 'consultation_edit',
      dialog: () => form().then((module) => ({ default: module.ConsultEditDialog })),
    },
  ],
  dialogWidth: 820,
  fields: [
    {
      name: 'studentName',
      label: 'oto.consult.studentName',
      table: { width: 90 },
      search: true,
      form: true,
      maxLength: 32,
      rules: [{ required: true, message: 'oto.consult.studentNameRequired', trigger: 'blur' }],
    },
    orgNameField({ table: { width: 180 } }),
    orgField({ label: 'oto.common.org' }),
    { name: 'expertName', label: 'oto.consult.expert', table: { width: 90 }, search: true, view: true },
    {
      name: 'expertId',
      label: 'oto.consult.expert',
      form: true,
      view: false,
      rules: [{ required: true, message: 'oto.consult.expertRequired', trigger: 'change' }],
    },
    { name: 'orderId', label: 'oto.consult.orderNo', form: true, view: false },
    {
      name: 'consultTime',
      label: 'oto.consult.consultTime',
      type: 'date',
      table: { width: 170, sorter: true },
      search: true,
      form: true,
      rules: [{ required: true, message: 'oto.consult.consultTimeRequired', trigger: 'change' }],
    },
    {
      name: 'mode',
      label: 'oto.consult.mode',
      type: 'radio',
      options: { dict: 'consult_mode', biz: true },
      display: 'tag',
      table: { width: 90 },
      form: true,
      defaultValue: '1',
    },
    {
      name: 'status',
      label: 'oto.consult.status',
      type: 'radio',
      options: { dict: 'consult_status', biz: true },
      display: 'tag',
      statuses: { '0': 'pending', '1': 'done', '2': 'failed' },
      table: { width: 90 },
      search: true,
      form: true,
      defaultValue: '0',
    },
    { name: 'orderNo', label: 'oto.consult.orderNo', table: { width: 150 }, view: true },
    {
      name: 'summary',
      label: 'oto.consult.summary',
      type: 'textarea',
      table: { width: 260 },
      form: { span: 24 },
      maxLength: 2000,
    },
    { name: 'advice', label: 'oto.consult.advice', type: 'textarea', form: { span: 24 }, maxLength: 2000 },
    createTimeField({ table: false }),
  ],
});
