import {
  ENTRY_PREFIX,
  JOURNAL_KEY,
  entryKey,
  isMetaOf,
  isStored,
  parseEntryKey,
  parseJson,
  type Meta,
  type Stored,
} from './journal-format';
import { LATE_TABLES, TABLE_NAMES, keyOf, type LateTable, type RowOf, type TableName } from './table-keys';
import type { StandinTables } from './types';

// The browser stand-in persists changes, never the seed: the seed is rebuilt from code on every
// start, and local storage holds one entry per row that differs from it (journal-format.ts). A
// change therefore writes about one row, a seed of thousands of rows writes nothing until a row
// is touched, and the journal stays far below the storage quota.

export { JOURNAL_KEY } from './journal-format';

export type JournalOptions = {
  storage: Storage | null;
  fingerprint: string;
  /** The seed day and instant the seed was built for (SeedOptions): kept in the meta entry. */
  seedDay: string;
  seedAt: string;
  /** Told once, when storage is missing or fails: from then on changes live in memory only. */
  onLost: (error: unknown) => void;
};

export type Journal = {
  /**
   * Applies the stored changes to `tables` (a fresh seed), in place; the highest id they hold.
   * A late table's changes (LATE_TABLES) wait in the journal until `attach` brings its seed.
   */
  replay(tables: StandinTables): string;
  /** A late table's seed rows with its stored changes applied; its rows are the seed's from now on. */
  attach<K extends LateTable>(table: K, seedRows: readonly RowOf<K>[]): RowOf<K>[];
  /** Records `row` as it now is (inserted or updated). */
  upsert<K extends TableName>(table: K, row: RowOf<K>): void;
  /** Records that `rows` are gone. */
  remove<K extends TableName>(table: K, rows: readonly RowOf<K>[]): void;
  /** Writes the meta entry when it is missing or `lastId` moved; call after each change. */
  sync(lastId: string): void;
  /** Forgets every stored change. */
  clear(): void;
  /**
   * Takes in a change another tab stored (its `storage` event: the key and its new value, null
   * when removed) and applies it to `tables`: one row, so a write costs the other tabs what it
   * touched. Answers the other tab's lastId when the meta moved, 'reset' when the journal is gone
   * (another tab reset the stand-in, or cleared storage), else null.
   */
  absorb(key: string | null, value: string | null, tables: StandinTables): string | 'reset' | null;
  readonly lost: boolean;
};

/**
 * The seed day a stored journal was written over, or null (none, unreadable, or written before
 * seed days existed): the db builds that day's seed so the journal's fingerprint still matches.
 */
export function storedSeedDay(storage: Storage | null): string | null {
  return storedSeed(storage)?.seedDay ?? null;
}

/**
 * The seed day and instant of a stored journal (SeedOptions.seedDay / seedAt; the instant null
 * when it was written before instants were kept), or null: see storedSeedDay.
 */
export function storedSeed(storage: Storage | null): { seedDay: string; seedAt: string | null } | null {
  try {
    const meta = parseJson(storage?.getItem(JOURNAL_KEY));
    const { seedDay, seedAt } = (meta !== null && typeof meta === 'object' ? meta : {}) as Record<string, unknown>;
    if (typeof seedDay !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(seedDay)) return null;
    const instant = typeof seedAt === 'string' && seedAt.startsWith(seedDay) && seedAt.length === 19 ? seedAt : null;
    return { seedDay, seedAt: instant };
  } catch {
    return null; // storage that throws on read: as good as none
  }
}

const maxId = (a: string, b: string): string => (/^\d+$/.test(b) && BigInt(b) > BigInt(a) ? b : a);

export function openJournal(options: JournalOptions, seed: StandinTables): Journal {
  const { storage, fingerprint } = options;
  // Keys of the seed's rows: deleting one of them needs a tombstone, deleting an added row does not.
  const seedKeys = new Map(TABLE_NAMES.map((table) => [table, new Set(seed[table].map((row) => keyOf(table, row)))]));
  /** Entry key → place of each row added at run time, so an update keeps the row where it was. */
  const added = new Map<string, number>();
  // The highest place in use; rebuilt from the entries on replay, so it is never stored itself.
  let seq = 0;
  let written: Meta | null = null;
  let lost = storage === null;

  const lose = (error: unknown): void => {
    if (lost) return;
    lost = true;
    options.onLost(error);
  };
  if (lost) options.onLost(new Error('no storage'));

  /** Runs a storage call; the first failure turns persistence off for good. */
  const attempt = <T>(run: (store: Storage) => T): T | undefined => {
    if (lost || !storage) return undefined;
    try {
      return run(storage);
    } catch (error) {
      lose(error);
      return undefined;
    }
  };
  const ownKeys = (store: Storage): string[] => {
    const keys: string[] = [];
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key !== null && key.startsWith(ENTRY_PREFIX)) keys.push(key);
    }
    return keys;
  };
  const clear = (): void => {
    attempt((store) => [...ownKeys(store), JOURNAL_KEY].forEach((key) => store.removeItem(key)));
    added.clear();
    seq = 0;
    written = null;
  };

  const late = new Set<TableName>(LATE_TABLES);
  /** A late table's stored changes, replayed when its seed arrives. */
  const deferred = new Map<TableName, { edits?: Map<string, Stored>; extra: Record<string, unknown>[] }>();
  const applied = (
    table: TableName,
    rows: readonly Record<string, unknown>[],
    edits: Map<string, Stored> | undefined,
    extra: Record<string, unknown>[],
  ): Record<string, unknown>[] => {
    if (!edits && extra.length === 0) return [...rows];
    const kept = rows.flatMap((row) => {
      const edit = edits?.get(keyOf(table, row as RowOf<typeof table>));
      return edit === undefined ? [row] : edit === null ? [] : [edit.row];
    });
    return [...kept, ...extra];
  };

  const replay = (tables: StandinTables): string => {
    const meta = attempt((store) => parseJson(store.getItem(JOURNAL_KEY)));
    if (!isMetaOf(meta, fingerprint)) {
      // Another seed's changes, an old snapshot, or entries whose meta is gone: start from the seed.
      if (meta !== undefined || attempt((store) => ownKeys(store).length > 0)) clear();
      return '0';
    }
    written = { fingerprint, lastId: meta.lastId };
    let lastId = meta.lastId;
    const changed = new Map<string, Map<string, Stored>>();
    const appended = new Map<string, { n: number; row: Record<string, unknown> }[]>();
    for (const key of attempt(ownKeys) ?? []) {
      const parsed = parseEntryKey(key);
      const stored = parseJson(attempt((store) => store.getItem(key)));
      if (!parsed || !seedKeys.has(parsed.table as TableName) || !isStored(stored)) continue;
      const { table, rowKey } = parsed;
      if (stored !== null && typeof stored.n === 'number') {
        const list = appended.get(table) ?? [];
        list.push({ n: stored.n, row: stored.row });
        appended.set(table, list);
        added.set(key, stored.n);
        seq = Math.max(seq, stored.n);
        lastId = maxId(lastId, String(stored.row.id ?? ''));
      } else {
        changed.set(table, (changed.get(table) ?? new Map<string, Stored>()).set(rowKey, stored));
      }
    }
    const target = tables as unknown as Record<TableName, Record<string, unknown>[]>;
    for (const table of TABLE_NAMES) {
      const edits = changed.get(table);
      const extra = (appended.get(table) ?? []).sort((a, b) => a.n - b.n).map((entry) => entry.row);
      if (late.has(table)) deferred.set(table, { edits, extra });
      else target[table] = applied(table, target[table], edits, extra);
    }
    return lastId;
  };

  return {
    replay,
    attach(table, seedRows) {
      seedKeys.set(table, new Set(seedRows.map((row) => keyOf(table, row))));
      const waiting = deferred.get(table);
      deferred.delete(table);
      const rows = seedRows as unknown as Record<string, unknown>[];
      return applied(table, rows, waiting?.edits, waiting?.extra ?? []) as unknown as RowOf<typeof table>[];
    },
    upsert(table, row) {
      const key = keyOf(table, row);
      const entry = entryKey(table, key);
      let stored: Stored = { row: row as Record<string, unknown> };
      if (!seedKeys.get(table)?.has(key)) {
        const n = added.get(entry) ?? (seq += 1);
        added.set(entry, n);
        stored = { n, row: stored.row };
      }
      attempt((store) => store.setItem(entry, JSON.stringify(stored)));
    },
    remove(table, rows) {
      for (const row of rows) {
        const key = keyOf(table, row);
        const entry = entryKey(table, key);
        added.delete(entry);
        if (seedKeys.get(table)?.has(key)) attempt((store) => store.setItem(entry, 'null'));
        else attempt((store) => store.removeItem(entry));
      }
    },
    sync(lastId) {
      if (written?.lastId === lastId) return;
      const meta: Meta & { seedDay: string; seedAt: string } = {
        fingerprint,
        lastId,
        seedDay: options.seedDay,
        seedAt: options.seedAt,
      };
      attempt((store) => {
        store.setItem(JOURNAL_KEY, JSON.stringify(meta));
        written = meta;
      });
    },
    clear,
    absorb(key, value, tables) {
      if (key === null) return 'reset'; // storage.clear() in another tab
      if (key === JOURNAL_KEY) {
        const meta = parseJson(value);
        if (value === null) return 'reset';
        // Another seed's meta (a tab in bench mode): not ours to follow.
        if (!isMetaOf(meta, fingerprint)) return null;
        written = { fingerprint, lastId: meta.lastId };
        return meta.lastId;
      }
      const parsed = parseEntryKey(key);
      const stored = value === null ? undefined : parseJson(value);
      if (!parsed || !seedKeys.has(parsed.table as TableName) || (value !== null && !isStored(stored))) return null;
      const table = parsed.table as TableName;
      const { rowKey } = parsed;
      const entry = stored as Stored | undefined;
      if (entry && typeof entry.n === 'number') {
        added.set(key, entry.n);
        seq = Math.max(seq, entry.n);
      } else if (entry === undefined) {
        // A removed entry: an added row deleted (a seed row's edit only goes with a reset, whose
        // meta removal follows and rebuilds the store).
        if (!added.delete(key)) return null;
      }
      const waiting = deferred.get(table);
      if (waiting) {
        // A late table whose seed has not arrived: its change waits with the others.
        const isAdded = entry === undefined || typeof entry?.n === 'number';
        waiting.extra = waiting.extra.filter((row) => keyOf(table, row as RowOf<typeof table>) !== rowKey);
        if (isAdded && entry) waiting.extra.push(entry.row);
        else if (!isAdded) waiting.edits = (waiting.edits ?? new Map<string, Stored>()).set(rowKey, entry ?? null);
        return null;
      }
      const rows = (tables as unknown as Record<TableName, Record<string, unknown>[]>)[table];
      const index = rows.findIndex((row) => keyOf(table, row as RowOf<typeof table>) === rowKey);
      if (!entry) {
        if (index >= 0) rows.splice(index, 1);
      } else if (index >= 0) rows[index] = entry.row;
      else if (typeof entry.n === 'number') rows.push(entry.row);
      return null;
    },
    get lost() {
      return lost;
    },
  };
}
