import type { StandinDb } from './standin-db';
import { normaliseDateTime, nowText } from './time';
import type { ErrorLogRow, TokenRow } from './types';

// The console's local error log, uploaded to the stand-in's own target (handlers/error-log-upload.ts;
// BladeX has none): the entries are kept as Blade LogError rows (mapping in types-session.ts).

/** Newest rows kept: a page that fails in a loop must not fill local storage. */
const KEEP = 200;
/** Longest text kept per field, for the same reason (stacks can be huge). */
const MAX_FIELD = 4000;

type Entry = Record<string, unknown>;

const text = (value: unknown): string =>
  (typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value)).slice(
    0,
    MAX_FIELD,
  );

/** The entry's own time when it reads as a date-time (the client stamps each one), else now. */
const timeOf = (value: unknown): string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}/.test(value)
    ? normaliseDateTime(value)
    : nowText();

/** Stores the object entries of an uploaded list; `session` is the uploader's live token, if any. */
export function storeErrorLogs(db: StandinDb, entries: unknown[], session: TokenRow | null): number {
  const rows = entries
    .filter((entry): entry is Entry => entry !== null && typeof entry === 'object' && !Array.isArray(entry))
    .map((entry): ErrorLogRow => ({
      id: db.nextId(),
      tenantId: session?.tenantId ?? '',
      serviceId: 'web-client',
      requestUri: text(entry.url),
      method: '',
      message: text(entry.message),
      stackTrace: text(entry.stack),
      exceptionName: text(entry.type),
      params: text(entry.info),
      createBy: session?.userId ?? '',
      createTime: timeOf(entry.time),
    }));
  // Oldest out first, so that a row never gets written only to be dropped again.
  const kept = rows.slice(-KEEP);
  const overflow = db.tables.errorLogs.length + kept.length - KEEP;
  const dropped = new Set(db.tables.errorLogs.slice(0, Math.max(0, overflow)).map((row) => row.id));
  if (dropped.size > 0) db.remove('errorLogs', (row) => dropped.has(row.id));
  db.insert('errorLogs', ...kept);
  return rows.length;
}
