import type { RowField } from '../types';
import { createTimeField, orgField, orgNameField, phoneField, provinceField, subjectField } from './fields';

/** A row of operate-expert-info and org-expert-info (ExpertVO: its organization's name). */
export type ExpertRow = {
  id: string;
  tenantId: string;
  orgId: string;
  expertName: string;
  avatar: string;
  /** System dict sex: 1 男, 2 女. */
  gender: number;
  /** dict-biz expert_title. */
  title: string;
  phone: string;
  /** Comma-joined province region codes served ('11,13'). */
  provinces: string;
  /** Comma-joined subject codes served (spec §9: WEN, LI, ZONG, L, W). */
  subjectTypes: string;
  years: number;
  introduction: string;
  /** dict-biz expert_audit: '0' 草稿, '1' 待审核, '2' 已通过, '3' 已驳回. */
  auditStatus: string;
  auditReason: string;
  auditTime: string;
  orgName: string;
  createTime: string;
  updateTime: string;
};

// An expert's fields as 专家管理 (operate-expert-info) and 机构专家 (org-expert-info) show, search
// and edit them: the same row (OtoExpertRow with its orgName) seen by the platform and by an org.

/** Audit states (dict-biz expert_audit): '0' 草稿, '1' 待审核, '2' 已通过, '3' 已驳回. */
export const AUDIT = { draft: '0', pending: '1', approved: '2', rejected: '3' } as const;

const subjectOptions = { dict: 'subject', biz: true } as const;

export const expertFields: RowField<ExpertRow>[] = [
  { name: 'avatar', label: 'oto.expert.avatar', type: 'image', table: { width: 70 }, form: { span: 24 } },
  {
    name: 'expertName',
    label: 'oto.expert.expertName',
    table: { width: 100 },
    search: true,
    form: true,
    maxLength: 32,
    rules: [{ required: true, message: 'oto.expert.expertNameRequired', trigger: 'blur' }],
  },
  orgNameField({ table: { width: 180 } }),
  orgField(),
  {
    name: 'title',
    label: 'oto.expert.titleLabel',
    type: 'select',
    options: { dict: 'expert_title', biz: true },
    table: { width: 110 },
    search: true,
    form: true,
  },
  // What the platform's staff act on, so it stays in sight before the longer columns.
  {
    name: 'auditStatus',
    label: 'oto.expert.auditStatus',
    type: 'select',
    options: { dict: 'expert_audit', biz: true },
    display: 'tag',
    statuses: { '0': 'inactive', '1': 'pending', '2': 'done', '3': 'failed' },
    table: { width: 100 },
    search: true,
    view: true,
  },
  { name: 'gender', label: 'oto.expert.gender', type: 'radio', options: { dict: 'sex' }, form: true, defaultValue: 1 },
  phoneField(),
  { name: 'years', label: 'oto.expert.years', type: 'number', table: { width: 100, sorter: true }, form: true },
  subjectField({
    name: 'subjectTypes',
    label: 'oto.expert.subjectTypes',
    multiple: true,
    joined: true,
    joinWith: ' / ',
    table: { width: 130 },
  }),
  // Searched one subject at a time (the list filter is "contains" over the joined codes).
  {
    name: 'subjectTypes',
    label: 'oto.expert.subjectTypes',
    type: 'select',
    options: subjectOptions,
    search: true,
    view: false,
  },
  provinceField({
    name: 'provinces',
    label: 'oto.expert.provinces',
    multiple: true,
    joined: true,
    joinWith: '、',
    table: { width: 170 },
  }),
  { name: 'auditReason', label: 'oto.expert.auditReason', view: true },
  { name: 'auditTime', label: 'oto.expert.auditTime', type: 'date', view: true },
  { name: 'introduction', label: 'oto.expert.introduction', type: 'textarea', form: { span: 24 }, maxLength: 2000 },
  createTimeField(),
];
