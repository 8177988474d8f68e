import type { StandinDb } from '../standin-db';
import type { LateTable, RowOf } from '../table-keys';

// A late table's seed (tables.ts `lateTable`: the regions): its module's `late` loads a chunk of
// its own on the first call that waits for it, never with the console or the stand-in's first
// chunk. Loaded once per page; each db (and each reset) gets its own copy of the rows, with the
// changes the journal kept for them.

/** Waits until `db.tables[table]` holds the seed `load` makes (the seed with its stored changes). */
export function lateSeed<K extends LateTable>(
  table: K,
  load: () => Promise<readonly RowOf<K>[]>,
): (db: StandinDb) => Promise<void> {
  let built: Promise<readonly RowOf<K>[]> | undefined;
  return async (db) => {
    if (db.isAttached(table)) return;
    built ??= load().catch((error: unknown) => {
      built = undefined; // a failed fetch of the chunk is tried again by the next call
      throw error;
    });
    const rows = await built;
    if (!db.isAttached(table)) db.attachLate(table, rows);
  };
}
