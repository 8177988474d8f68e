import { defineResource } from '../types';
import { enableAction, resourceBase, sharedFields, textField } from './fields';

/** A row of sms/list and sms/detail (blade_sms as SmsVO: the words of its category and status). */
export type SmsRow = {
  id: string;
  tenantId: string;
  /** Dictionary `sms`: 1 云片, 2 七牛云, 3 阿里云, 4 腾讯云. */
  category: number;
  smsCode: string;
  templateId: string;
  accessKey: string;
  /** Not used by 云片 (category 1). */
  secretKey: string;
  /** Aliyun only (category 3). */
  regionId: string;
  signName: string;
  remark: string;
  /** Dictionary `yes_no`: 2 enabled, 1 disabled. */
  status: number;
  categoryName: string;
  statusName: string;
  createTime: string;
  updateTime: string;
};

// 短信配置 (Saber's sms.vue, blade_sms): one config per tenant is enabled; 云片 (1) signs with its
// apiKey alone, so the secret is asked of the others; regionId is Aliyun's (3). 发送 sends a test
// message through a config (sms/endpoint/send-message).
const shared = sharedFields<SmsRow>('sms', 'smsCode');

export default defineResource<SmsRow>({
  name: 'sms',
  route: '/resource/sms',
  label: 'res.sms',
  noun: 'res.smsNoun',
  permission: 'sms',
  api: { base: `${resourceBase}/sms`, family: 'blade' },
  actions: { add: true, edit: true, delete: true, view: true },
  rowActions: [
    enableAction('sms'),
    {
      key: 'send',
      label: 'res.send',
      permission: 'sms_send',
      dialog: () => import('../../pages/resource/sms-send-dialog'),
    },
  ],
  fields: [
    shared.category,
    shared.code,
    // Beside the code, so which config is enabled reads at a glance however narrow the screen.
    shared.status,
    textField<SmsRow>('templateId', 'res.templateId', 'res.templateIdRequired', {
      table: { width: 200 },
      search: true,
    }),
    shared.accessKey,
    { ...shared.secretKey, shownWhen: { field: 'category', values: ['2', '3', '4'] } },
    textField<SmsRow>('regionId', 'res.regionId', undefined, {
      shownWhen: { field: 'category', values: ['3'] },
      defaultValue: 'cn-hangzhou',
    }),
    textField<SmsRow>('signName', 'res.signName', 'res.signNameRequired', { table: { width: 120 } }),
    shared.remark,
  ],
});
