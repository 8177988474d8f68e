import { isBlank } from '../crud-values';
import { dictWord } from '../handlers/org-tree';
import { DISABLED, enableHandler } from '../handlers/resource-enable';
import { smsSendHandler } from '../handlers/resource-sms';
import { seedTime } from '../seed-builders';
import { smsSeedsOf } from '../seed-data/resources';
import type { SmsRow } from '../types-resource';
import { defineEntity, type Entity } from './entity';

// 短信配置 (SmsController): list (entity binding, equality), detail, submit, remove, enable,
// answering SmsVO; and the SMS endpoint's send-message through a config (handlers/resource-sms.ts).

const SMS_CATEGORIES = [1, 2, 3, 4];
const YUNPIAN = 1;

const sms: Entity<'smsConfigs', SmsRow> = defineEntity<SmsRow>()({
  code: 'sms',
  table: 'smsConfigs',
  ids: 'resource',
  seed: ({ tenants, nextId, tenantIndex }) =>
    tenants.flatMap((tenant) =>
      smsSeedsOf(tenant.tenantId).map(({ enabled, regionId = '', ...seed }, index) => {
        const created = seedTime(200 + tenantIndex(tenant) * 5 + index);
        const status = enabled ? 2 : 1;
        return {
          ...seed,
          id: nextId(),
          tenantId: tenant.tenantId,
          regionId,
          status,
          createTime: created,
          updateTime: created,
        };
      }),
    ),
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
  serve: ({ router, db, rows, api, blade }) => [
    ...blade({
      base: `${api.resource}/sms`,
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
      validate: (row, siblings) => {
        if (!SMS_CATEGORIES.includes(row.category)) return 'resCategoryRequired';
        // 云片 signs with its apiKey alone; every other provider needs the secret too.
        if (row.category !== YUNPIAN && isBlank(row.secretKey)) return 'resSecretKeyRequired';
        if (isBlank(row.signName)) return 'smsSignNameRequired';
        return siblings.some((other) => other.smsCode === row.smsCode.trim()) ? 'resCodeExists' : null;
      },
      // blade_sms: sms_code varchar(32), template_id and the keys varchar(255).
      maxLength: { smsCode: 32 },
      tenantScoped: true,
      prepare: (row, visible) => ({
        ...row,
        smsCode: row.smsCode.trim(),
        status: visible.find((other) => other.id === row.id)?.status ?? DISABLED,
      }),
      present: (row) => ({
        ...row,
        categoryName: dictWord(db, 'sms', row.category),
        statusName: dictWord(db, 'yes_no', row.status),
      }),
    }),
    enableHandler<SmsRow>(router, `${api.resource}/sms`, rows, 'sms_enable'),
    smsSendHandler(router, `${api.resource}/sms`),
  ],
});

export default sms;
