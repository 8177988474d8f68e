import type { LogEntry } from '../seed-data/logs-rows';
import type { ParamContext } from '../seed-data/logs-endpoints';
import { applicationFrames, libraryFrames, requestFrames, serviceOf } from '../seed-data/logs-stack';
import { seededRandom } from '../seed-data/oto-random';
import type { LogCommonRow, LogKind, LogRowOf } from '../../src/resources/log/log-row';

// A generated log as the list and the detail answer it: the stored fields plus the texts written
// from the row's own seed (the same every time), so thousands of rows cost no long strings until
// a page of them is asked for.

function contextOf(entry: LogEntry): ParamContext {
  const random = seededRandom(entry.seed);
  return {
    random,
    tenantId: entry.tenantId,
    account: entry.createBy || 'admin',
    id: () => `11235988157${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
  };
}

/** What a call sent, by name: its JSON body's fields or its query's pairs, as text. */
function sentValues(params: string): Record<string, string> {
  if (params.startsWith('{')) {
    const body = JSON.parse(params) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
    );
  }
  return Object.fromEntries(new URLSearchParams(params));
}

function common(entry: LogEntry, params: string): LogCommonRow {
  // The entry's own texts and seeds stay behind; what LogAbstract holds goes out.
  const {
    logLevel: _level,
    logId: _logId,
    title: _title,
    time: _time,
    exceptionName: _name,
    fileName: _file,
    lineNumber: _line,
    seed: _seed,
    endpoint: _endpoint,
    template: _template,
    exception: _exception,
    ...stored
  } = entry;
  return { ...stored, params };
}

function stackTrace(entry: LogEntry, name: string, message: string, cause: string | undefined): string {
  const spec = entry.exception;
  if (!spec) return '';
  const { endpoint } = entry;
  const [thrownFn, thrownLine] = spec.thrownIn;
  const frames = [
    ...libraryFrames[spec.library],
    ...applicationFrames(
      serviceOf(endpoint.cls),
      thrownFn || endpoint.fn,
      thrownLine,
      endpoint.cls,
      endpoint.fn,
      spec.controllerLine,
    ),
    ...requestFrames(endpoint.method),
  ];
  const lines = [message ? `${name}: ${message}` : name, ...frames.map((frame) => `\tat ${frame}`)];
  if (spec.cause) {
    const causeFrames = libraryFrames[spec.cause.frames];
    lines.push(
      `Caused by: ${spec.cause.name}${cause ? `: ${cause}` : ''}`,
      ...causeFrames.map((frame) => `\tat ${frame}`),
    );
    if (spec.cause.more > 0) lines.push(`\t... ${spec.cause.more} more`);
  }
  return lines.join('\n');
}

/** Each kind's full row of a generated log. */
const presenters: { [K in LogKind]: (entry: LogEntry) => LogRowOf<K> } = {
  usual: (entry) => {
    const context = contextOf(entry);
    const params = entry.endpoint.params(context);
    const day = entry.createTime.slice(0, 10);
    const logData = entry.template?.data({ ...context, remoteIp: entry.remoteIp, day, sent: sentValues(params) }) ?? '';
    return { ...common(entry, params), logLevel: entry.logLevel, logId: entry.logId, logData };
  },
  api: (entry) => ({
    ...common(entry, entry.endpoint.params(contextOf(entry))),
    type: '1',
    title: entry.title,
    time: entry.time,
  }),
  error: (entry) => {
    const context = contextOf(entry);
    const spec = entry.exception;
    const params = spec?.params ? spec.params(context) : entry.endpoint.params(context);
    const described = spec?.describe(context) ?? { message: '' };
    return {
      ...common(entry, params),
      stackTrace: stackTrace(entry, entry.exceptionName, described.message, described.cause),
      exceptionName: entry.exceptionName,
      message: described.message,
      fileName: entry.fileName,
      lineNumber: entry.lineNumber,
    };
  },
};

/** The full row of a generated log of `kind`. */
export const presentLog = <K extends LogKind>(kind: K, entry: LogEntry): LogRowOf<K> => presenters[kind](entry);
