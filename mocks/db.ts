import { nextSnowflake } from './ids';
import { resolveOptions, type StandinOptions } from './options';
import { createSeed } from './seed';
import type { StandinTables } from './types';

export const STORAGE_KEY = 'standin.db.v1';

export type StandinDb = {
  readonly options: StandinOptions;
  /** Live tables: handlers read and mutate them directly, then call `save()`. */
  tables: StandinTables;
  /** A new monotonic numeric-string id. */
  nextId(): string;
  /** Persists the tables (a no-op for persist 'memory'); call after every change. */
  save(): void;
  /** Back to the seed; also forgets what was persisted. */
  reset(): void;
};

type Snapshot = { fingerprint: string; lastId: string; tables: StandinTables };

/** Every db created in this JS realm: `resetDb()` without an argument resets them all. */
const liveDbs = new Set<StandinDb>();

/** Changes whenever the seed changes, so a stale snapshot from an older build is dropped. */
function fingerprintOf(seed: StandinTables): string {
  const text = JSON.stringify(seed);
  let hash = 5381;
  for (let index = 0; index < text.length; index += 1) hash = (hash * 33 + text.charCodeAt(index)) | 0;
  return `${text.length}:${(hash >>> 0).toString(16)}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // access can throw when storage is disabled
  }
}

function loadSnapshot(fingerprint: string): Snapshot | null {
  try {
    const text = storage()?.getItem(STORAGE_KEY);
    if (!text) return null;
    const snapshot = JSON.parse(text) as Partial<Snapshot>;
    if (snapshot.fingerprint !== fingerprint || !snapshot.tables || !snapshot.lastId) return null;
    return { fingerprint, lastId: snapshot.lastId, tables: snapshot.tables };
  } catch {
    return null; // a corrupt snapshot is as good as none
  }
}

const highestSeedId = (seed: StandinTables): string =>
  Object.values(seed)
    .flatMap((rows: unknown[]) => rows)
    .map((row) => (row as { id?: unknown }).id)
    .filter((id): id is string => typeof id === 'string' && /^\d+$/.test(id))
    .reduce((max, id) => (BigInt(id) > BigInt(max) ? id : max), '0');

export function createDb(options: Partial<StandinOptions> = {}): StandinDb {
  const resolved = resolveOptions(options);
  const persistent = resolved.persist === 'local-storage';
  const seedOptions = { bench: resolved.bench };
  const seed = createSeed(seedOptions);
  // The seed differs between the modes anyway; the prefix makes sure a browser that switches
  // bench on or off never picks up the other mode's snapshot.
  const fingerprint = (resolved.bench ? 'bench:' : '') + fingerprintOf(seed);
  const stored = persistent ? loadSnapshot(fingerprint) : null;
  let lastId = stored?.lastId ?? highestSeedId(seed);

  const db: StandinDb = {
    options: resolved,
    tables: stored?.tables ?? seed,
    nextId() {
      lastId = nextSnowflake(lastId);
      return lastId;
    },
    save() {
      if (!persistent) return;
      const snapshot: Snapshot = { fingerprint, lastId, tables: db.tables };
      try {
        storage()?.setItem(STORAGE_KEY, JSON.stringify(snapshot));
      } catch (error) {
        console.warn('[standin] could not persist the store', error);
      }
    },
    reset() {
      db.tables = createSeed(seedOptions);
      lastId = highestSeedId(db.tables);
      if (persistent) storage()?.removeItem(STORAGE_KEY);
    },
  };
  liveDbs.add(db);
  return db;
}

/** Restores the seed of one db, or of every db created so far (tests call it between cases). */
export function resetDb(db?: StandinDb): void {
  if (db) db.reset();
  else liveDbs.forEach((each) => each.reset());
}
