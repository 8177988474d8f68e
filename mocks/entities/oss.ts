import { DISABLED } from '../handlers/resource-enable';
import { ossSeedsOf } from '../seed-data/resources';
import type { OssRow } from '../types-resource';
import { configCalls, configSeed } from './config-kit';
import { defineEntity, type Entity } from './entity';

// 对象存储 (OssController): list (entity binding: every filter by equality), detail, submit, remove
// and enable, answering OssVO (config-kit.ts). Tencent COS alone takes appId and region.

const oss: Entity<'ossConfigs', OssRow> = defineEntity<OssRow>()({
  code: 'oss',
  table: 'ossConfigs',
  ids: 'resource',
  seed: configSeed<OssRow>(ossSeedsOf, { appId: '', region: '' }),
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
  serve: (context) =>
    configCalls(context, {
      kind: 'oss',
      base: `${context.api.resource}/oss`,
      code: 'ossCode',
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
    }),
});

export default oss;
