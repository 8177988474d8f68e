import { isBlank } from '../crud-values';
import { DISABLED } from '../handlers/resource-enable';
import { smsSendHandler } from '../handlers/resource-sms';
import { smsSeedsOf } from '../seed-data/resources';
import type { SmsRow } from '../types-resource';
import { configCalls, configSeed } from './config-kit';
import { defineEntity, type Entity } from './entity';

// 短信配置 (SmsController): list (entity binding, equality), detail, submit, remove, enable,
// answering SmsVO (config-kit.ts); and the SMS endpoint's send-message through a config
// (handlers/resource-sms.ts).

const YUNPIAN = 1;

const sms: Entity<'smsConfigs', SmsRow> = defineEntity<SmsRow>()({
  code: 'sms',
  table: 'smsConfigs',
  ids: 'resource',
  seed: configSeed<SmsRow>(smsSeedsOf, { regionId: '' }),
  messages: {
    smsTemplateRequired: ['请输入模版ID', 'Please enter the template ID'],
    smsSignNameRequired: ['请输入短信签名', 'Please enter the signature'],
  },
  menu: {
    parent: 'resource',
    name: '短信配置',
    path: '/resource/sms',
    source: 'iconfont icon-message',
    sort: 2,
    buttons: ['add', 'edit', 'delete', 'view'],
    extra: [
      ['enable', '启用', 'check-circle'],
      ['send', '发送', 'send'],
    ],
  },
  serve: (context) => [
    ...configCalls(context, {
      kind: 'sms',
      base: `${context.api.resource}/sms`,
      code: 'smsCode',
      blank: {
        category: 1,
        smsCode: '',
        templateId: '',
        accessKey: '',
        secretKey: '',
        regionId: '',
        signName: '',
        remark: '',
        status: DISABLED,
      },
      required: [
        ['smsCode', 'resCodeRequired'],
        ['templateId', 'smsTemplateRequired'],
        ['accessKey', 'resAccessKeyRequired'],
      ],
      check: (row) => {
        // 云片 signs with its apiKey alone; every other provider needs the secret too.
        if (row.category !== YUNPIAN && isBlank(row.secretKey)) return 'resSecretKeyRequired';
        return isBlank(row.signName) ? 'smsSignNameRequired' : null;
      },
    }),
    smsSendHandler(context.router, `${context.api.resource}/sms`),
  ],
});

export default sms;
