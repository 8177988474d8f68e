import { idSequence } from './ids';
import { seedTime } from './seed-builders';
import { dataUrl, extensionOf, seedFiles } from './seed-data/resources-files';
import type { StandinTables, TenantRow } from './types';
import type { AttachRow, OssRow } from './types-resource';

// The resource screens' seed for every tenant: a dozen attachments, stored under the tenant's
// enabled object storage (the configs are their modules': entities/oss.ts, sms.ts).

/** `<endpoint>/<bucket>`: where a config's files are served from (BladeFile.domain). */
export const ossDomain = (oss: Pick<OssRow, 'endpoint' | 'bucketName'>): string =>
  `${oss.endpoint.replace(/\/+$/, '')}/${oss.bucketName}`;

/** Blade's object name: upload/<yyyyMMdd>/<id>[.<ext>]. */
export const objectName = (id: string, time: string, extension: string): string =>
  `upload/${time.slice(0, 10).replace(/-/g, '')}/${id}${extension ? `.${extension}` : ''}`;

/**
 * Adds the resource screens' seed rows to `tables`, from an id range of its own, so other ids never
 * move. Per tenant the range numbers its object storage and SMS configs first (their modules'
 * seeds, `seedEntities`), then its attachments.
 */
export function addResourceSeed(
  tables: StandinTables,
  seedEntities: (nextId: () => string, tenant: TenantRow) => void,
): void {
  const nextId = idSequence(1123598815785000001n);
  tables.tenants.forEach((tenant, tenantIndex) => {
    const { tenantId } = tenant;
    seedEntities(nextId, tenant);
    const oss = tables.ossConfigs.filter((row) => row.tenantId === tenantId);
    const domainUrl = ossDomain(oss.find((row) => row.status === 2) ?? oss[0]);
    const attaches = seedFiles(tenant.tenantName).map((file, index): AttachRow => {
      const id = nextId();
      const time = seedTime(260 + index * 9 + tenantIndex);
      const extension = extensionOf(file.originalName);
      const name = objectName(id, time, extension);
      return {
        id,
        tenantId,
        link: dataUrl(file.type, file.bytes),
        domainUrl,
        name,
        originalName: file.originalName,
        extension,
        attachSize: file.bytes.length,
        createTime: time,
        updateTime: time,
      };
    });
    tables.attaches.push(...attaches);
  });
}
