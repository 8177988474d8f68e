import { defineResource } from '../types';
import { createTimeField, otoBase, sortField } from './fields';

/** A row of wechat-consulting-info/search (咨询二维码). */
export type QrcodeSettingRow = {
  id: string;
  tenantId: string;
  title: string;
  wechatNo: string;
  qrUrl: string;
  /** 1 shown to students, 0 hidden: a switch. */
  status: number;
  sort: number;
  remark: string;
  createTime: string;
  updateTime: string;
};

// 咨询二维码 (wechat-consulting-info): the WeChat QR codes the student pages show for a consultant.
// The picture is uploaded through put-file and kept as its link; one call saves new and changed
// ones (save-and-update); a delete names one id in the path (del/{id}); no detail call.
export default defineResource<QrcodeSettingRow>({
  name: 'oto-qrcode-setting',
  route: '/oto/qrcode-setting',
  label: 'oto.qrcode.title',
  noun: 'oto.qrcode.name',
  permission: 'qrcode_setting',
  api: {
    base: `${otoBase}/wechat-consulting-info`,
    family: 'onetoone',
    endpoints: { detail: '', create: 'save-and-update', update: 'save-and-update', remove: 'del/{id}' },
  },
  actions: { add: true, edit: true, delete: true, view: true },
  fields: [
    {
      name: 'qrUrl',
      label: 'oto.qrcode.qrUrl',
      type: 'image',
      table: { width: 90 },
      form: { span: 24 },
      rules: [{ required: true, message: 'oto.qrcode.qrUrlRequired', trigger: 'change' }],
    },
    {
      name: 'title',
      label: 'oto.qrcode.qrTitle',
      table: { width: 200 },
      search: true,
      form: true,
      maxLength: 64,
      rules: [{ required: true, message: 'oto.qrcode.titleRequired', trigger: 'blur' }],
    },
    { name: 'wechatNo', label: 'oto.qrcode.wechatNo', table: { width: 150 }, form: true, maxLength: 64 },
    { name: 'status', label: 'oto.qrcode.status', type: 'switch', table: { width: 90 }, form: true, defaultValue: 1 },
    sortField(),
    {
      name: 'remark',
      label: 'oto.common.remark',
      type: 'textarea',
      table: { width: 240 },
      form: { span: 24 },
      maxLength: 255,
    },
    createTimeField({ table: { width: 170 } }),
  ],
});
