import type { LogKind } from '../src/resources/log/log-row';

// The log screens (their rows are the declarations', src/resources/log/log-row.ts). Logs
// are read-only and never stored: seed-log.ts computes them on the first log call of a tenant, so
// they stay out of the journal and the seed fingerprint. `LogTables` is empty on purpose.
export type LogTables = Record<never, never>;

export const emptyLogTables = (): LogTables => ({});

export type { LogKind };

export const LOG_KINDS: readonly LogKind[] = ['usual', 'api', 'error'];

/** The fields a list may filter or sort by: the entity's, less the long texts. */
export function logFields(kind: LogKind): readonly string[] {
  return [...COMMON_FIELDS, ...KIND_FIELDS[kind]];
}

const COMMON_FIELDS = [
  'id',
  'tenantId',
  'serviceId',
  'serverHost',
  'serverIp',
  'env',
  'remoteIp',
  'userAgent',
  'requestUri',
  'method',
  'methodClass',
  'methodName',
  'createBy',
  'createTime',
] as const;
const KIND_FIELDS: Record<LogKind, readonly string[]> = {
  usual: ['logLevel', 'logId'],
  api: ['type', 'title', 'time'],
  error: ['exceptionName', 'fileName', 'lineNumber'],
};
