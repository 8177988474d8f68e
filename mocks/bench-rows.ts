import {
  benchExperts,
  benchGivenNames,
  benchProvinces,
  benchServices,
  benchSubjects,
  benchSurnames,
} from './seed-data/bench';
import { formatDateTime } from './time';
import type { BenchRow } from '../src/resources/bench/bench-rows';

// The benchmark list's rows (StandinOptions.bench): computed from the index alone, so every
// stand-in, in every tab and test, serves the same 1000 rows. Built on first use and kept in
// memory, never in the store, so the persisted snapshot stays small.

const BENCH_ROW_COUNT = 1000;

export type { BenchRow };

export const BENCH_ROW_FIELDS = [
  'id',
  'orderNo',
  'studentName',
  'province',
  'score',
  'subject',
  'expertName',
  'serviceName',
  'amount',
  'status',
  'createTime',
] as const satisfies readonly (keyof BenchRow)[];

const FIRST_ID = 1123598815739000001n;

const pick = <T>(pool: readonly T[], value: number): T => pool[value % pool.length];

/** Row `index` (0-based). Multipliers coprime to the pool sizes spread the values around. */
export function benchRow(index: number): BenchRow {
  const [serviceName, price] = pick(benchServices, index * 5 + Math.floor(index / 7));
  // Office hours only: a local time in 08:00..19:59 never falls in a daylight-saving gap.
  const day = 1 + Math.floor(index / 6); // six orders a day from 2025-01-01
  const created = new Date(2025, 0, day, 8 + ((index * 5) % 12), (index * 13) % 60, (index * 29) % 60);
  return {
    id: (FIRST_ID + BigInt(index)).toString(),
    orderNo: `ZY2025${String(index + 1).padStart(6, '0')}`,
    studentName: pick(benchSurnames, index) + pick(benchGivenNames, index * 7 + Math.floor(index / 16)),
    province: pick(benchProvinces, index * 3 + Math.floor(index / 14)),
    score: 400 + ((index * 137) % 301),
    subject: pick(benchSubjects, index * 3 + Math.floor(index / 5)),
    expertName: pick(benchExperts, index * 3 + Math.floor(index / 8)),
    serviceName,
    // Now and then a discount of 100 or 200.
    amount: (price - (index % 9 === 4 ? 200 : index % 5 === 2 ? 100 : 0)).toFixed(2),
    status: (index * 3 + Math.floor(index / 4)) % 4,
    createTime: formatDateTime(created),
  };
}

let cached: readonly BenchRow[] | null = null;

/** All rows, oldest first (ids ascending, as inserted). */
export function benchRows(): readonly BenchRow[] {
  cached ??= Array.from({ length: BENCH_ROW_COUNT }, (_unused, index) => benchRow(index));
  return cached;
}
