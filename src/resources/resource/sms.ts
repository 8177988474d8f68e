import { configScreen, textField, type ConfigRow } from './fields';

/** A row of sms/list and sms/detail (blade_sms as SmsVO: the words of its category and status). */
export type SmsRow = ConfigRow & {
  /** Category, dictionary `sms`: 1 云片, 2 七牛云, 3 阿里云, 4 腾讯云 (云片 uses no secretKey). */
  smsCode: string;
  templateId: string;
  /** Aliyun only (category 3). */
  regionId: string;
  signName: string;
};

// 短信配置 (Saber's sms.vue, blade_sms): one config per tenant is enabled; 云片 (1) signs with its
// apiKey alone, so the secret is asked of the others; regionId is Aliyun's (3). 发送 sends a test
// message through a config (sms/endpoint/send-message).
export default configScreen<SmsRow>(
  'sms',
  'smsCode',
  {
    key: 'send',
    label: 'res.send',
    permission: 'sms_send',
    dialog: () => import('../../pages/resource/sms-send-dialog'),
  },
  (shared) => [
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
  ],
);
