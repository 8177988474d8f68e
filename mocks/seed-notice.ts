import { idSequence } from './ids';
import { bannerPicture, noticeSeeds } from './seed-data/notices';
import { seedDate, seedYear } from './seed-data/oto-random';
import type { StandinTables } from './types';

// The desk's notices (seed-data/notices.ts), the same set in every tenant, dated back from the
// seed day, from an id range of their own so that other ids never move.

/** Adds every tenant's notices to `tables`, released relative to `seedDay` (yyyy-MM-dd). */
export function addNoticeSeed(tables: StandinTables, seedDay: string): void {
  const nextId = idSequence(1123598815795000001n);
  const year = seedYear(seedDay);
  const fill = (text: string) => text.replaceAll('{year}', String(year)).replaceAll('{picture}', bannerPicture(year));
  for (const tenant of tables.tenants) {
    for (const seed of noticeSeeds()) {
      const releaseTime = seedDate(seedDay, seed.daysAgo, seed.hour, seed.minute);
      // Written a little before it went out (a scheduled one: on the seed day).
      const createTime =
        seed.daysAgo < 0 ? seedDate(seedDay, 0, 8, 30) : seedDate(seedDay, seed.daysAgo, seed.hour - 1, seed.minute);
      tables.notices.push({
        id: nextId(),
        tenantId: tenant.tenantId,
        title: fill(seed.title),
        category: seed.category,
        releaseTime,
        content: fill(seed.content),
        createTime,
        updateTime: createTime,
      });
    }
  }
}
