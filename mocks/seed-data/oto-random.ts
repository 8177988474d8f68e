import { formatDateTime } from '../time';

// Deterministic variety for the business seed: a seeded generator (the same rows on every build of
// the same day, so the journal's fingerprint holds) and dates counted back from the seed day.

export type Random = {
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** `count` distinct items of `list`, in the list's order. */
  some<T>(list: readonly T[], count: number): T[];
};

/** mulberry32: tiny, fast and good enough for believable data. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (list) => list[int(0, list.length - 1)],
    chance: (p) => next() < p,
    some(list, count) {
      const chosen = new Set<number>();
      while (chosen.size < Math.min(count, list.length)) chosen.add(int(0, list.length - 1));
      return [...chosen].sort((a, b) => a - b).map((index) => list[index]);
    },
  };
}

/** `yyyy-MM-dd HH:mm:ss`, `daysAgo` days before the seed day (negative: after it), local time. */
export function seedDate(seedDay: string, daysAgo: number, hour: number, minute: number, second = 0): string {
  const [year, month, day] = seedDay.split('-').map(Number);
  return formatDateTime(new Date(year, month - 1, day - daysAgo, hour, minute, second));
}

/** The seed day's year: exam years are counted from it. */
export const seedYear = (seedDay: string): number => Number(seedDay.slice(0, 4));

const PHONE_PREFIXES = [
  '135',
  '136',
  '137',
  '138',
  '139',
  '150',
  '151',
  '152',
  '158',
  '159',
  '176',
  '177',
  '180',
  '181',
  '186',
  '187',
  '188',
  '189',
  '199',
];

/**
 * A mobile number, distinct for distinct (`series`, `index`) pairs: the last eight digits are a
 * bijection of the index (7919 is prime to 10^8), each series offset from the others.
 */
export function seedPhone(series: number, index: number): string {
  const tail = (index * 7919 + series * 1_000_003 + 20_250_000) % 100_000_000;
  return `${PHONE_PREFIXES[(index + series * 7) % PHONE_PREFIXES.length]}${String(tail).padStart(8, '0')}`;
}

/** Two decimals, as money is stored. */
export const money = (value: number): number => Math.round(value * 100) / 100;
