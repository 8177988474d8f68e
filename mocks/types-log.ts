// The log screens' rows (issue 12): BladeX's blade_log_usual / _api / _error as their lists and
// details answer them (contract §8.19). Logs are read-only and never stored: seed-log.ts computes
// them on the first log call of a tenant, so they stay out of the journal and the seed fingerprint.
// `LogTables` is empty on purpose.
export type LogTables = Record<never, never>;

export const emptyLogTables = (): LogTables => ({});

export type LogKind = 'usual' | 'api' | 'error';

export const LOG_KINDS: readonly LogKind[] = ['usual', 'api', 'error'];

/** LogAbstract: what every kind carries. */
export type LogCommonRow = {
  id: string;
  tenantId: string;
  serviceId: string;
  serverHost: string;
  serverIp: string;
  env: string;
  remoteIp: string;
  userAgent: string;
  requestUri: string;
  method: string;
  methodClass: string;
  methodName: string;
  /** The query string or JSON body of the request. */
  params: string;
  /** The caller's account; '' for a call without a token (the token request itself). */
  createBy: string;
  createTime: string;
};

type LogUsualRow = LogCommonRow & { logLevel: string; logId: string; logData: string };
/** `type` '1' (BladeConstant.LOG_NORMAL_TYPE), `time`: the call's duration in ms, as text. */
type LogApiRow = LogCommonRow & { type: string; title: string; time: string };
type LogErrorRow = LogCommonRow & {
  stackTrace: string;
  exceptionName: string;
  message: string;
  fileName: string;
  lineNumber: number;
};

export type LogRowOf<K extends LogKind> = K extends 'usual' ? LogUsualRow : K extends 'api' ? LogApiRow : LogErrorRow;

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
