import { dictWord } from '../handlers/org-tree';
import { DISABLED, enableHandler } from '../handlers/resource-enable';
import { seedTime } from '../seed-builders';
import { ossSeedsOf } from '../seed-data/resources';
import type { OssRow } from '../types-resource';
import { defineEntity, type Entity } from './entity';

// 对象存储 (OssController): list (entity binding: every filter by equality), detail, submit, remove
// and enable. The list and detail answer OssVO (categoryName, statusName). A config's status is
// changed only by enable: a submit keeps it (a new one starts disabled), so the tenant never has
// two enabled configs.

const OSS_CATEGORIES = [1, 2, 3, 4];

const oss: Entity<'ossConfigs', OssRow> = defineEntity<OssRow>()({
  code: 'oss',
  table: 'ossConfigs',
  ids: 'resource',
  seed: ({ tenants, nextId, tenantIndex }) =>
    tenants.flatMap((tenant) =>
      ossSeedsOf(tenant.tenantId).map(({ enabled, appId = '', region = '', ...seed }, index) => {
        const created = seedTime(200 + tenantIndex(tenant) * 5 + index);
        const status = enabled ? 2 : 1;
        return {
          ...seed,
          id: nextId(),
          tenantId: tenant.tenantId,
          appId,
          region,
          status,
          createTime: created,
          updateTime: created,
        };
      }),
    ),
  messages: {
    ossEndpointRequired: ['请输入资源地址', 'Please enter the endpoint'],
    ossBucketRequired: ['请输入空间名', 'Please enter the bucket name'],
  },
  menu: {
    parent: 'resource',
    name: '对象存储',
    path: '/resource/oss',
    source: 'iconfont icon-database',
    sort: 1,
    buttons: ['add', 'edit', 'delete', 'view'],
    extra: [
      ['enable', '启用', 'check-circle'],
      ['debug', '调试', 'bug'],
    ],
  },
  serve: ({ router, db, rows, api, blade }) => [
    ...blade({
      base: `${api.resource}/oss`,
      blank: {
        category: 1,
        ossCode: '',
        endpoint: '',
        bucketName: '',
        accessKey: '',
        secretKey: '',
        appId: '',
        region: '',
        remark: '',
        status: DISABLED,
      },
      required: [
        ['ossCode', 'resCodeRequired'],
        ['endpoint', 'ossEndpointRequired'],
        ['bucketName', 'ossBucketRequired'],
        ['accessKey', 'resAccessKeyRequired'],
        ['secretKey', 'resSecretKeyRequired'],
      ],
      validate: (row, siblings) => {
        if (!OSS_CATEGORIES.includes(row.category)) return 'resCategoryRequired';
        return siblings.some((other) => other.ossCode === row.ossCode.trim()) ? 'resCodeExists' : null;
      },
      // blade_oss: oss_code varchar(32), the keys and addresses varchar(255), remark varchar(255).
      maxLength: { ossCode: 32 },
      tenantScoped: true,
      prepare: (row, visible) => ({
        ...row,
        ossCode: row.ossCode.trim(),
        status: visible.find((other) => other.id === row.id)?.status ?? DISABLED,
      }),
      present: (row) => ({
        ...row,
        categoryName: dictWord(db, 'oss', row.category),
        statusName: dictWord(db, 'yes_no', row.status),
      }),
    }),
    enableHandler<OssRow>(router, `${api.resource}/oss`, rows, 'oss_enable'),
  ],
});

export default oss;
