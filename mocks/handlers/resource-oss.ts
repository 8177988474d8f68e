import type { HttpHandler } from 'msw';
import type { Router } from '../router';
import type { OssRow } from '../types-resource';
import { bladeCrud } from './crud';
import { dictWord } from './org-tree';
import { DISABLED, enableHandler } from './resource-enable';

// 对象存储 (OssController): list (entity binding: every filter by equality), detail, submit, remove
// and enable. The list and detail answer OssVO (categoryName, statusName). A config's status is
// changed only by enable: a submit keeps it (a new one starts disabled), so the tenant never has
// two enabled configs.

const OSS_CATEGORIES = [1, 2, 3, 4];

const ossBlank: Omit<OssRow, 'id' | 'tenantId' | 'createTime' | 'updateTime'> = {
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
};

export function ossHandlers(router: Router, base: string): HttpHandler[] {
  const { db } = router;
  return [
    ...bladeCrud<OssRow>(router, {
      base,
      table: 'ossConfigs',
      blank: ossBlank,
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
      permission: 'oss',
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
    enableHandler<OssRow>(router, base, 'ossConfigs', 'oss_enable'),
  ];
}
