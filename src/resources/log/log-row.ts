// blade-log's rows (BladeX's blade_log_usual / _api / _error) as their lists and details answer
// them (contract §8.19): what every kind carries, and what each adds.

export type LogKind = 'usual' | 'api' | 'error';

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

/** What each kind adds to LogAbstract. */
type KindFields = {
  usual: { logLevel: string; logId: string; logData: string };
  /** `type` '1' (BladeConstant.LOG_NORMAL_TYPE), `time`: the call's duration in ms, as text. */
  api: { type: string; title: string; time: string };
  error: { stackTrace: string; exceptionName: string; message: string; fileName: string; lineNumber: number };
};

/** A row of `<kind>/list` and `<kind>/detail`. */
export type LogRowOf<K extends LogKind> = LogCommonRow & KindFields[K];
