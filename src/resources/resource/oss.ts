import { defineResource } from '../types';
import { enableAction, resourceBase, sharedFields, textField } from './fields';

/** A row of oss/list and oss/detail (blade_oss as OssVO: the words of its category and status). */
export type OssRow = {
  id: string;
  tenantId: string;
  /** Dictionary `oss`: 1 minio, 2 七牛云, 3 阿里云, 4 腾讯云. */
  category: number;
  /** 资源编号: unique per tenant; `put-file?code=` picks the config by it. */
  ossCode: string;
  endpoint: string;
  bucketName: string;
  accessKey: string;
  secretKey: string;
  /** Tencent COS only (category 4). */
  appId: string;
  region: string;
  remark: string;
  /** Dictionary `yes_no`: 2 enabled (one per tenant), 1 disabled. */
  status: number;
  categoryName: string;
  statusName: string;
  createTime: string;
  updateTime: string;
};

// 对象存储 (Saber's oss.vue, blade_oss): one config per tenant is enabled (启用 disables the
// others); Tencent COS alone takes appId and region; 调试 uploads a file through a config.
const shared = sharedFields<OssRow>('oss', 'ossCode');
const onlyTencent = { field: 'category', values: ['4'] };

export default defineResource<OssRow>({
  name: 'oss',
  route: '/resource/oss',
  label: 'res.oss',
  noun: 'res.ossNoun',
  permission: 'oss',
  api: { base: `${resourceBase}/oss`, family: 'blade' },
  actions: { add: true, edit: true, delete: true, view: true },
  rowActions: [
    enableAction('oss'),
    {
      key: 'debug',
      label: 'res.debug',
      permission: 'oss_debug',
      dialog: () => import('../../pages/resource/oss-debug-dialog'),
    },
  ],
  fields: [
    shared.category,
    shared.code,
    // Beside the code, so which config is enabled reads at a glance however narrow the screen.
    shared.status,
    textField<OssRow>('endpoint', 'res.endpoint', 'res.endpointRequired', { table: { width: 220 } }),
    textField<OssRow>('bucketName', 'res.bucketName', 'res.bucketNameRequired', { table: { width: 150 } }),
    { ...shared.accessKey, search: true },
    shared.secretKey,
    textField<OssRow>('appId', 'res.appId', undefined, { shownWhen: onlyTencent }),
    textField<OssRow>('region', 'res.region', undefined, { shownWhen: onlyTencent }),
    shared.remark,
  ],
});
