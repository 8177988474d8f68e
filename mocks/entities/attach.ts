import type { AttachRow } from '../../src/resources/resource/attach';
import { seedTime } from '../seed-builders';
import { ossSeedsOf } from '../seed-data/resources';
import { dataUrl, extensionOf, seedFiles } from '../seed-data/resources-files';
import type { OssRow } from '../types-resource';
import { defineEntity, type Entity } from './entity';

// 附件 (AttachController): list (entity binding: filters by equality), detail, submit, remove.
// Rows are made by `oss/endpoint/put-file-attach` (handlers/file.ts); no seeded role holds
// attach_add / attach_edit, so a submit is refused as the screen offers none. Each tenant's seed
// is a dozen files stored under its enabled object storage.

/** `<endpoint>/<bucket>`: where a config's files are served from (BladeFile.domain). */
export const ossDomain = (oss: Pick<OssRow, 'endpoint' | 'bucketName'>): string =>
  `${oss.endpoint.replace(/\/+$/, '')}/${oss.bucketName}`;

/** Blade's object name: upload/<yyyyMMdd>/<id>[.<ext>]. */
export const objectName = (id: string, time: string, extension: string): string =>
  `upload/${time.slice(0, 10).replace(/-/g, '')}/${id}${extension ? `.${extension}` : ''}`;

/** An attachment as stored: `link` the file itself (a data: URL), named as Blade names objects. */
export function attachRow(
  file: { id: string; tenantId: string; link: string; domainUrl: string; originalName: string; size: number },
  time: string,
): AttachRow {
  const extension = extensionOf(file.originalName);
  return {
    id: file.id,
    tenantId: file.tenantId,
    link: file.link,
    domainUrl: file.domainUrl,
    name: objectName(file.id, time, extension),
    originalName: file.originalName,
    extension,
    attachSize: file.size,
    createTime: time,
    updateTime: time,
  };
}

const attach: Entity<'attaches', AttachRow> = defineEntity<AttachRow>()({
  code: 'attach',
  table: 'attaches',
  ids: 'resource',
  seed: ({ tenants, nextId, tenantIndex }) =>
    tenants.flatMap((tenant) => {
      const configs = ossSeedsOf(tenant.tenantId);
      const domainUrl = ossDomain(configs.find((config) => config.enabled) ?? configs[0]);
      return seedFiles(tenant.tenantName).map((file, index) => {
        const link = dataUrl(file.type, file.bytes);
        const { tenantId } = tenant;
        const time = seedTime(260 + index * 9 + tenantIndex(tenant));
        return attachRow(
          { id: nextId(), tenantId, link, domainUrl, originalName: file.originalName, size: file.bytes.length },
          time,
        );
      });
    }),
  messages: {
    attachLinkRequired: ['请输入附件地址', 'Please enter the attachment link'],
    attachDomainRequired: ['请输入附件域名', 'Please enter the attachment domain'],
    attachNameRequired: ['请输入附件名称', 'Please enter the attachment name'],
    attachOriginalNameRequired: ['请输入附件原名', 'Please enter the original name'],
    attachExtensionRequired: ['请输入附件拓展名', 'Please enter the extension'],
  },
  menu: {
    parent: 'resource',
    name: '附件管理',
    path: '/resource/attach',
    source: 'iconfont icon-file',
    sort: 3,
    buttons: ['delete', 'view'],
    extra: [
      ['upload', '上传', 'upload'],
      ['download', '下载', 'download'],
      ['pdf', '转PDF', 'file-pdf'],
    ],
  },
  serve: ({ blade, api }) =>
    blade({
      base: `${api.resource}/attach`,
      blank: { link: '', domainUrl: '', name: '', originalName: '', extension: '', attachSize: 0 },
      required: [
        ['link', 'attachLinkRequired'],
        ['domainUrl', 'attachDomainRequired'],
        ['name', 'attachNameRequired'],
        ['originalName', 'attachOriginalNameRequired'],
        ['extension', 'attachExtensionRequired'],
      ],
      // blade_attach: link, domain_url, name and original_name varchar(1000), extension varchar(12).
      maxLength: { link: 1000, domainUrl: 1000, name: 1000, originalName: 1000, extension: 12 },
      tenantScoped: true,
    }),
});

export default attach;
