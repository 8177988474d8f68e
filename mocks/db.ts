import { nextSnowflake } from './ids';
import { openJournal, storedSeed, storedSeedDay, type Journal } from './journal';
import { resolveOptions, type StandinOptions } from './options';
import { createSeed, defaultSeedAt, todayText, type SeedOptions } from './seed';
import { fingerprintOf } from './seed-fingerprint';
import type { StandinDb } from './standin-db';
import { keyOf, type LateTable, type RowOf, type TableName } from './table-keys';
import type { StandinTables } from './types';

export { JOURNAL_KEY } from './journal';

export type DbHooks = {
  /** Where persist 'local-storage' keeps its journal; the browser's localStorage by default. */
  storage?: Storage | null;
  /** Called once when changes stop being persisted (storage full, disabled or failing). */
  onPersistenceLost?: () => void;
  /** The seed builder (createSeed by default); tests pass a larger one. Must be deterministic. */
  seed?: (options: SeedOptions) => StandinTables;
};

/** Every db created in this JS realm: `resetDb()` without an argument resets them all. */
const liveDbs = new Set<StandinDb>();

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // access can throw when storage is disabled
  }
}

const highestSeedId = (seed: StandinTables): string =>
  Object.values(seed)
    .flatMap((rows: unknown[]) => rows)
    .map((row) => (row as { id?: unknown }).id)
    .filter((id): id is string => typeof id === 'string' && /^\d+$/.test(id))
    .reduce((max, id) => (BigInt(id) > BigInt(max) ? id : max), '0');

const maxId = (a: string, b: string): string => (BigInt(b) > BigInt(a) ? b : a);

type SeedBuilder = (options: SeedOptions) => StandinTables;

/**
 * The last seed each builder built in this JS realm, kept untouched: a store that does not persist,
 * and every reset, starts from a copy when the options are the same (tests build a store per file
 * and reset it after every case; building the seed's 3,000 orders and 8,500 programmes took about
 * 100 ms each time). One per builder, so a run over many seed days holds one seed, not each day's.
 * A seed built for an instant up to a minute before the one asked for is taken as it: nothing in it
 * lies after that instant either, and a reset, whose instant is now, would otherwise build anew
 * every second.
 */
type Pristine = { key: string; seedAt: string; seed: StandinTables; lastId: string };
const pristineSeeds = new WeakMap<SeedBuilder, Pristine>();
const REUSE_WITHIN_MS = 60_000;
const instantMs = (text: string) => new Date(text.replace(' ', 'T')).getTime();

function pristineSeed(build: SeedBuilder, options: SeedOptions & { seedAt: string }): Pristine {
  const { seedAt, ...rest } = options;
  const key = JSON.stringify(rest);
  const kept = pristineSeeds.get(build);
  const age = kept ? instantMs(seedAt) - instantMs(kept.seedAt) : NaN;
  if (kept?.key === key && age >= 0 && age < REUSE_WITHIN_MS) return kept;
  const seed = build(options);
  const built = { key, seedAt, seed, lastId: highestSeedId(seed) };
  pristineSeeds.set(build, built);
  return built;
}

/** A copy of `seed` whose tables are copied when first read or replaced: it costs the tables used. */
function copyOnRead(seed: StandinTables): StandinTables {
  const copy: Record<string, unknown> = {};
  const settle = (name: string, rows: unknown) =>
    Object.defineProperty(copy, name, { value: rows, writable: true, enumerable: true, configurable: true });
  for (const [name, rows] of Object.entries(seed)) {
    Object.defineProperty(copy, name, {
      enumerable: true,
      configurable: true,
      get: () => {
        const own = structuredClone(rows);
        settle(name, own);
        return own;
      },
      set: (value: unknown) => settle(name, value),
    });
  }
  return copy as StandinTables;
}

/**
 * The tabs of one browser share one stand-in: each runs its own copy in memory over the journal
 * in local storage, and a write in one tab reaches the others as a `storage` event (fired in
 * every other document of the origin, never in the writer's). Each event carries the one entry
 * that changed, so following it costs nothing while nobody writes and one row when somebody does.
 */
function followOtherTabs(storage: Storage | null, apply: (key: string | null, value: string | null) => void): void {
  if (!storage || typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.storageArea === storage) apply(event.key, event.newValue);
  });
}

/**
 * The in-memory store. Handlers read `tables` and change them only through insert / update /
 * remove, which tell the journal exactly which rows changed: a change costs what it touches, not a
 * pass over the store (diffing snapshots would read every row of every table on each save).
 */
export function createDb(options: Partial<StandinOptions> = {}, hooks: DbHooks = {}): StandinDb {
  const resolved = resolveOptions(options);
  const buildSeed = hooks.seed ?? createSeed;
  const storage =
    resolved.persist === 'local-storage' ? (hooks.storage === undefined ? browserStorage() : hooks.storage) : null;
  let lostTold = false;
  const onLost = (error: unknown) => {
    if (lostTold) return; // once, even when reset() opens the journal again
    lostTold = true;
    console.warn('[standin] cannot persist to local storage: changes are kept in memory until the page reloads', error);
    hooks.onPersistenceLost?.();
  };
  let tables: StandinTables;
  let lastId: string;
  let journal: Journal | null = null;
  let attached = new Set<LateTable>();
  /**
   * Builds the seed of `seedDay` and, when persisting, opens the journal over it. A journal stores
   * the day and instant its seed was built for (seed-clock.ts: nothing seeded lies after the
   * instant), so a store started yesterday, or this morning, replays onto the seed it was written
   * over instead of being dropped because a later seed (its dates moved) has another fingerprint.
   */
  const open = (seedDay: string, askedAt: string, replay: boolean, reuse = false): void => {
    let seedAt = askedAt;
    const seedOptions = { bench: resolved.bench, benchOrders: resolved.benchOrders, seedDay, seedAt };
    // A browser's store opens once per page load and reads every table to fingerprint its journal:
    // it builds its own seed, and keeps no second copy.
    if (reuse || resolved.persist !== 'local-storage') {
      const pristine = pristineSeed(buildSeed, seedOptions);
      tables = copyOnRead(pristine.seed);
      lastId = pristine.lastId;
      seedAt = pristine.seedAt;
    } else {
      tables = buildSeed(seedOptions);
      lastId = highestSeedId(tables);
    }
    attached = new Set();
    if (resolved.persist !== 'local-storage') return;
    // The seed differs between the modes anyway; the prefix makes sure a browser that switches
    // bench on or off never replays the other mode's changes.
    const fingerprint = (resolved.bench ? `bench:${resolved.benchOrders}:` : '') + fingerprintOf(tables);
    journal = openJournal({ storage: lostTold ? null : storage, fingerprint, seedDay, seedAt, onLost }, tables);
    if (replay) lastId = maxId(lastId, journal.replay(tables));
  };
  /** The store as storage holds it: the seed of the stored day with the journal replayed. */
  const start = (): void => {
    const stored = resolved.persist === 'local-storage' ? storedSeed(storage) : null;
    const storedDay = stored?.seedDay ?? null;
    const firstDay = resolved.seedDay || storedDay || todayText();
    open(firstDay, (firstDay === storedDay && stored?.seedAt) || defaultSeedAt(firstDay), true);
    // The journal was another seed's (the seed's code changed) and is gone: nothing ties the store
    // to that day any more, so it starts over on today's seed instead of staying on an old one.
    if (!resolved.seedDay && storedDay && storedDay !== todayText() && storedSeedDay(storage) === null)
      open(todayText(), defaultSeedAt(todayText()), false);
  };
  start();
  followOtherTabs(storage, (key, value) => {
    const moved = journal?.absorb(key, value, tables) ?? null;
    if (moved === 'reset') start();
    else if (moved !== null) lastId = maxId(lastId, moved);
  });
  // Typed per table at the API; inside, one shape serves every table.
  const rowsOf = (table: TableName): Record<string, unknown>[] =>
    (tables as unknown as Record<TableName, Record<string, unknown>[]>)[table];

  const db: StandinDb = {
    options: resolved,
    get tables() {
      return tables;
    },
    nextId() {
      lastId = nextSnowflake(lastId);
      return lastId;
    },
    insert(table, ...rows) {
      rowsOf(table).push(...(rows as Record<string, unknown>[]));
      rows.forEach((row) => journal?.upsert(table, row));
      journal?.sync(lastId);
    },
    update(table, row) {
      const key = keyOf(table, row);
      const rows = rowsOf(table);
      const index = rows.findIndex((each) => keyOf(table, each as RowOf<typeof table>) === key);
      if (index < 0) throw new Error(`stand-in: no ${table} row ${key} to update`);
      rows[index] = row as Record<string, unknown>;
      journal?.upsert(table, row);
      journal?.sync(lastId);
    },
    remove(table, match) {
      const rows = rowsOf(table);
      const removed: RowOf<typeof table>[] = [];
      let kept = 0;
      // In place, one pass: a table of thousands of rows is not copied to drop one.
      for (const row of rows) {
        if (match(row as RowOf<typeof table>)) removed.push(row as RowOf<typeof table>);
        else rows[kept++] = row;
      }
      rows.length = kept;
      if (removed.length > 0) {
        journal?.remove(table, removed);
        journal?.sync(lastId);
      }
      return removed.length;
    },
    reset() {
      journal?.clear();
      // Back to the seed of today (or of the pinned day): nothing stored ties it to an older one.
      const day = resolved.seedDay || todayText();
      open(day, defaultSeedAt(day), false, true);
    },
    get persisting() {
      return journal !== null && !journal.lost;
    },
    attachLate(table, seedRows) {
      const rows = journal ? journal.attach(table, seedRows) : [...seedRows];
      (tables as unknown as Record<LateTable, unknown[]>)[table] = rows;
      attached.add(table);
    },
    isAttached: (table) => attached.has(table),
  };
  liveDbs.add(db);
  return db;
}

/** Restores the seed of one db, or of every db created so far (tests call it between cases). */
export function resetDb(db?: StandinDb): void {
  if (db) db.reset();
  else liveDbs.forEach((each) => each.reset());
}
