import { defineResource } from '../types';
import { resourceBase } from './fields';

/** A row of attach/list and attach/detail (blade_attach, BX34's `domainUrl`). */
export type AttachRow = {
  id: string;
  tenantId: string;
  /** The file itself: a data: URL (no file host stands behind the stand-in). */
  link: string;
  domainUrl: string;
  /** Object name in the bucket: upload/<yyyyMMdd>/<id>.<ext>. */
  name: string;
  originalName: string;
  /** Without the dot, as Blade's FileUtil.getFileExtension gives it. */
  extension: string;
  /** Bytes. */
  attachSize: number;
  createTime: string;
  updateTime: string;
};

// 附件管理 (Saber's attach.vue, blade_attach): files come in through 上传 (put-file-attach), never a
// form; 下载 saves one under its original name; 转PDF converts a file and keeps the PDF.
export default defineResource<AttachRow>({
  name: 'attach',
  route: '/resource/attach',
  label: 'res.attach',
  noun: 'res.attachNoun',
  permission: 'attach',
  api: { base: `${resourceBase}/attach`, family: 'blade' },
  actions: { delete: true, view: true },
  toolbarActions: [
    {
      key: 'upload',
      label: 'res.upload',
      permission: 'attach_upload',
      wholeList: true,
      adds: true,
      dialog: () => import('../../pages/resource/attach-upload-dialog'),
    },
    {
      key: 'pdf',
      label: 'res.toPdf',
      permission: 'attach_pdf',
      wholeList: true,
      adds: true,
      dialog: () => import('../../pages/resource/attach-pdf-dialog'),
    },
  ],
  rowActions: [
    {
      key: 'download',
      label: 'res.download',
      permission: 'attach_download',
      dialog: () => import('../../pages/resource/attach-download'),
    },
  ],
  fields: [
    { name: 'originalName', label: 'res.originalName', table: { width: 220 }, search: true, view: true },
    { name: 'name', label: 'res.name', table: { width: 220 }, search: true, view: true },
    { name: 'extension', label: 'res.extension', table: { width: 100 }, view: true },
    { name: 'attachSize', label: 'res.attachSize', display: 'bytes', table: { width: 100 }, view: true },
    { name: 'link', label: 'res.link', display: 'link', table: { width: 200 }, view: true },
    { name: 'domainUrl', label: 'res.domainUrl', table: { width: 240 }, search: true, view: true },
    { name: 'createTime', label: 'res.createTime', type: 'date', table: { width: 170 }, view: true },
  ],
});
