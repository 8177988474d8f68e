import type { StandinTables } from './types';

// The seed is built for an instant (SeedOptions.seedAt: now, or the end of a pinned past day), and
// nothing it records may lie after that instant: a list opened at 00:48 must not show an order of
// 11:16 today. The generators date rows relative to the seed day; the orders keep to the instant
// themselves (seed-oto-order.ts: their numbers carry their day). This pass is the rule for every
// other row: a row with a recorded time after the instant did not happen today but on an earlier
// day at the same hour, so all of its times move back by whole days (the times of one row keep
// their order and their hours). Early in the day "today" thus has few rows and right after
// midnight none: as a real business's data would.
//
// What a row plans may lie ahead (a booked consultation, the next follow-up of a lead, a step of
// a programme not done yet, the days of a leave, a notice scheduled for a later day, a tenant's
// expiry): those times move with their row but do not decide whether it moves.

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const DAY = 86_400_000;

type Row = Record<string, unknown>;

/** Times a row may hold ahead of the seed's instant, per table. */
const planned: Partial<Record<keyof StandinTables, (row: Row, field: string, seedDay: string) => boolean>> = {
  otoConsults: (row, field) => field === 'consultTime' && row.status === '0',
  otoCustomers: (_row, field) => field === 'nextFollowTime',
  otoProgrammes: (row, field) => field === 'planTime' && row.finished === 0,
  flowLeaves: (_row, field) => field === 'startTime' || field === 'endTime',
  // Seeded on a later day than the seed's: a scheduled notice (定时发布).
  notices: (row, field, seedDay) => field === 'releaseTime' && String(row.releaseTime).slice(0, 10) > seedDay,
  tenants: (_row, field) => field === 'expireTime',
};

/** Wall-clock arithmetic on `yyyy-MM-dd HH:mm:ss` (as UTC: no clock change moves an hour). */
const toMs = (text: string): number =>
  Date.UTC(
    Number(text.slice(0, 4)),
    Number(text.slice(5, 7)) - 1,
    Number(text.slice(8, 10)),
    Number(text.slice(11, 13)),
    Number(text.slice(14, 16)),
    Number(text.slice(17, 19)),
  );
const pad = (value: number): string => String(value).padStart(2, '0');
const toText = (ms: number): string => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};

/** Is `field` of `row` (in `table`) a time the row records, not one it plans? */
export function isRecordedTime(table: keyof StandinTables, row: Row, field: string, seedDay: string): boolean {
  return typeof row[field] === 'string' && DATE_TIME.test(row[field]) && !planned[table]?.(row, field, seedDay);
}

/** Moves every row with a recorded time after `seedAt` back by the whole days that put it before. */
export function settleSeedTimes(tables: StandinTables, seedAt: string): void {
  const limit = toMs(seedAt);
  const seedDay = seedAt.slice(0, 10);
  for (const [table, rows] of Object.entries(tables) as [keyof StandinTables, Row[]][]) {
    rows.forEach((row, index) => {
      let latest = -Infinity;
      for (const field of Object.keys(row))
        if (isRecordedTime(table, row, field, seedDay)) latest = Math.max(latest, toMs(row[field] as string));
      if (latest <= limit) return;
      const back = Math.ceil((latest - limit) / DAY) * DAY;
      const moved: Row = { ...row };
      for (const [field, value] of Object.entries(row))
        if (typeof value === 'string' && DATE_TIME.test(value)) moved[field] = toText(toMs(value) - back);
      rows[index] = moved;
    });
  }
}
