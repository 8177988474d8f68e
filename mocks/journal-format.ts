// What the persistence journal (journal.ts) keeps in local storage: one entry per row that
// differs from the seed, and one meta entry naming the seed they belong to.
//
//   standin.db.v1                 {fingerprint, lastId}: which seed the entries belong to
//   standin.db.v1:<table>:<key>   {row}        a seed row, changed
//                                 {n, row}     a row added at run time; n orders the added rows
//                                 null         a seed row, deleted
//
// The meta key keeps the name of the old whole-store snapshot, so "remove standin.db.v1 to get
// the seed back" still holds: entries without their meta are dropped as stale. A snapshot of the
// old format found there is dropped too (it could fill most of the quota by itself).

export const JOURNAL_KEY = 'standin.db.v1';
export const ENTRY_PREFIX = `${JOURNAL_KEY}:`;

export type Meta = { fingerprint: string; lastId: string };
export type Stored = { n?: number; row: Record<string, unknown> } | null;

export const entryKey = (table: string, key: string): string => `${ENTRY_PREFIX}${table}:${key}`;

/** The table and row key of an entry key; null for a key that is not an entry. */
export function parseEntryKey(key: string): { table: string; rowKey: string } | null {
  if (!key.startsWith(ENTRY_PREFIX)) return null;
  const rest = key.slice(ENTRY_PREFIX.length);
  const cut = rest.indexOf(':');
  return cut < 0 ? null : { table: rest.slice(0, cut), rowKey: rest.slice(cut + 1) };
}

/** The JSON in `text`; undefined when there is none or it is corrupt (as good as none). */
export function parseJson(text: string | null | undefined): unknown {
  try {
    return text === null || text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** An entry as the journal writes it; anything else (hand-edited, truncated) is skipped. */
export const isStored = (value: unknown): value is Stored =>
  value === null || (isRecord(value) && isRecord(value.row) && (value.n === undefined || typeof value.n === 'number'));

/** The meta of the seed `fingerprint`; false for another seed's, a missing one, or an old snapshot. */
export const isMetaOf = (value: unknown, fingerprint: string): value is Meta =>
  isRecord(value) && !('tables' in value) && value.fingerprint === fingerprint && typeof value.lastId === 'string';
