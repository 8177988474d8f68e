import { configScreen, textField, type ConfigRow } from './fields';

/** A row of oss/list and oss/detail (blade_oss as OssVO: the words of its category and status). */
export type OssRow = ConfigRow & {
  /** 资源编号, unique per tenant: `put-file?code=` picks the config by it. Category: dictionary `oss`, 1 minio, 2 七牛云, 3 阿里云, 4 腾讯云. */
  ossCode: string;
  endpoint: string;
  bucketName: string;
  /** Tencent COS only (category 4). */
  appId: string;
  region: string;
};

// 对象存储 (Saber's oss.vue, blade_oss): one config per tenant is enabled (启用 disables the
// others); Tencent COS alone takes appId and region; 调试 uploads a file through a config.
const onlyTencent = { field: 'category', values: ['4'] };

export default configScreen<OssRow>(
  'oss',
  'ossCode',
  {
    key: 'debug',
    label: 'res.debug',
    permission: 'oss_debug',
    dialog: () => import('../../pages/resource/oss-debug-dialog'),
  },
  (shared) => [
    textField<OssRow>('endpoint', 'res.endpoint', 'res.endpointRequired', { table: { width: 220 } }),
    textField<OssRow>('bucketName', 'res.bucketName', 'res.bucketNameRequired', { table: { width: 150 } }),
    { ...shared.accessKey, search: true },
    shared.secretKey,
    textField<OssRow>('appId', 'res.appId', undefined, { shownWhen: onlyTencent }),
    textField<OssRow>('region', 'res.region', undefined, { shownWhen: onlyTencent }),
  ],
);
