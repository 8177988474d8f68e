import { config } from '../../config';
import { defineResource } from '../types';

/** A row of notice/list and notice/detail (blade_notice as NoticeVO: the category's word added). */
export type NoticeRow = {
  id: string;
  tenantId: string;
  title: string;
  /** Dictionary `notice` (1 发布通知 ... ); -1 when unset, as Blade writes a null Integer. */
  category: number;
  categoryName: string;
  /** yyyy-MM-dd HH:mm:ss */
  releaseTime: string;
  /** Rich text (HTML) as the editor stored it; never trusted: the client sanitizes it to show it. */
  content: string;
  createTime: string;
  updateTime: string;
};

// 通知公告 (blade-desk notice, Saber's desk/notice.vue): a Map-bound list (title LIKE, the type an
// equality, the release time searched as releaseTime_datege / _datelt, as Saber sends it); the
// content is rich text, edited in the dialog and shown sanitized.
export default defineResource<NoticeRow>({
  name: 'notice',
  route: '/desk/notice',
  label: 'menu.notice',
  noun: 'noticeDesk.name',
  permission: 'notice',
  api: { base: `${config.services.desk}/notice`, family: 'blade' },
  actions: { add: true, edit: true, delete: true, view: true },
  dialogWidth: 900,
  fields: [
    {
      name: 'title',
      label: 'noticeDesk.title',
      table: { width: 360 },
      search: true,
      form: { span: 24 },
      maxLength: 255,
      rules: [{ required: true, message: 'noticeDesk.titleRequired', trigger: 'blur' }],
    },
    {
      name: 'category',
      label: 'noticeDesk.category',
      type: 'select',
      options: { dict: 'notice' },
      display: 'tag',
      table: { width: 130 },
      search: true,
      form: true,
      rules: [{ required: true, message: 'noticeDesk.categoryRequired' }],
    },
    {
      name: 'releaseTime',
      label: 'noticeDesk.releaseTime',
      type: 'date',
      rangeSuffixes: ['datege', 'datelt'],
      table: { width: 180, sorter: true },
      search: true,
      form: true,
      rules: [{ required: true, message: 'noticeDesk.releaseTimeRequired' }],
    },
    // The stored HTML, pictures as links (an uploaded picture is a link, not data): the stand-in's
    // column; a deployment whose blade_notice.content is narrower says so here.
    { name: 'content', label: 'noticeDesk.content', type: 'rich-text', maxLength: 600_000, form: { span: 24 } },
  ],
});
