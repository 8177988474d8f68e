import type { StandinDb } from './standin-db';

// The region seed (seed-data/regions.ts, China's divisions from @vant/area-data) is a chunk of
// its own: fetched by the first call that needs a region (the region screen, an organization's
// province and city, a student's province), never with the console or the stand-in's first chunk.
// Built once per page; each db (and each reset) gets its own copy of the rows.

let built: Promise<ReturnType<typeof import('./seed-data/regions').buildRegions>> | undefined;

/** Resolves once `db.tables.regions` holds the regions (the seed with its stored changes). */
export async function regionsReady(db: StandinDb): Promise<void> {
  if (db.isAttached('regions')) return;
  built ??= import('./seed-data/regions').then(
    (module) => module.buildRegions(),
    (error: unknown) => {
      built = undefined; // a failed fetch of the chunk is tried again by the next call
      throw error;
    },
  );
  const rows = await built;
  if (!db.isAttached('regions')) db.attachLate('regions', rows);
}
