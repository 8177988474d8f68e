import { idSequence } from './ids';
import { seedTime } from './seed-builders';
import { ossSeedsOf, smsSeedsOf } from './seed-data/resources';
import { dataUrl, extensionOf, seedFiles } from './seed-data/resources-files';
import type { StandinTables } from './types';
import type { AttachRow, OssRow, SmsRow } from './types-resource';

// The resource screens' seed for every tenant: its object storage and SMS configs (one of each
// enabled) and a dozen attachments, from an id range of its own so other ids never move.

/** `<endpoint>/<bucket>`: where a config's files are served from (BladeFile.domain). */
export const ossDomain = (oss: Pick<OssRow, 'endpoint' | 'bucketName'>): string =>
  `${oss.endpoint.replace(/\/+$/, '')}/${oss.bucketName}`;

/** Blade's object name: upload/<yyyyMMdd>/<id>[.<ext>]. */
export const objectName = (id: string, time: string, extension: string): string =>
  `upload/${time.slice(0, 10).replace(/-/g, '')}/${id}${extension ? `.${extension}` : ''}`;

/** Adds the resource screens' seed rows to `tables` (from an id range of its own, so other ids never move). */
export function addResourceSeed(tables: StandinTables): void {
  const nextId = idSequence(1123598815785000001n);
  tables.tenants.forEach((tenant, tenantIndex) => {
    const { tenantId } = tenant;
    const created = (index: number) => seedTime(200 + tenantIndex * 5 + index);
    const oss = ossSeedsOf(tenantId).map(({ enabled, appId = '', region = '', ...seed }, index): OssRow => ({
      ...seed,
      id: nextId(),
      tenantId,
      appId,
      region,
      status: enabled ? 2 : 1,
      createTime: created(index),
      updateTime: created(index),
    }));
    const sms = smsSeedsOf(tenantId).map(({ enabled, regionId = '', ...seed }, index): SmsRow => ({
      ...seed,
      id: nextId(),
      tenantId,
      regionId,
      status: enabled ? 2 : 1,
      createTime: created(index),
      updateTime: created(index),
    }));
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
    tables.ossConfigs.push(...oss);
    tables.smsConfigs.push(...sms);
    tables.attaches.push(...attaches);
  });
}
