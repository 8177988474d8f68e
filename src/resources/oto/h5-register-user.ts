import { defineResource } from '../types';
import { otoBase, phoneField } from './fields';
import { examProfileFields, type ExamProfile } from './exam-profile';

/** A row of h5-registration-info/search (H5 报名, with its province's name). */
export type H5RegisterUserRow = ExamProfile & {
  id: string;
  tenantId: string;
  score: number;
  school: string;
  /** dict-biz h5_channel. */
  channel: string;
  createTime: string;
};

// H5报名用户 (h5-registration-info): who signed up on the student H5 page. Read-only (the H5 page
// writes them): searched by name and phone (contains), province, exam year, subject type, one
// elective, channel and sign-up date range; 导出 writes what the search matches as a CSV (no export call exists: the dialog
// reads the pages itself).
const readOnly = { form: false, view: true } as const;

export default defineResource<H5RegisterUserRow>({
  name: 'oto-h5-register-user',
  route: '/oto/h5-register-user',
  label: 'oto.h5.title',
  noun: 'oto.h5.name',
  permission: 'h5_register_user',
  api: { base: `${otoBase}/h5-registration-info`, family: 'onetoone', endpoints: { detail: '' } },
  actions: { view: true },
  export: { fileName: 'oto.h5.exportFileName', dated: true, title: 'oto.h5.exportTitle' },
  fields: [
    { name: 'name', label: 'oto.h5.userName', table: { width: 90 }, search: true, ...readOnly },
    phoneField({ label: 'oto.h5.phone', search: true, rules: undefined, ...readOnly }),
    ...examProfileFields(readOnly),
    { name: 'score', label: 'oto.h5.score', type: 'number', table: { width: 80, sorter: true }, ...readOnly },
    { name: 'school', label: 'oto.h5.school', table: { width: 180 }, ...readOnly },
    {
      name: 'channel',
      label: 'oto.h5.channel',
      type: 'select',
      options: { dict: 'h5_channel', biz: true },
      display: 'tag',
      table: { width: 100 },
      search: true,
      ...readOnly,
    },
    {
      name: 'createTime',
      label: 'oto.h5.createTime',
      type: 'date',
      table: { width: 170, sorter: true },
      search: true,
      ...readOnly,
    },
  ],
});
