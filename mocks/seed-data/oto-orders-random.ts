// A seeded PRNG for the order seed: the same tenant gives the same rows on every load (the seed is
// rebuilt on each start and only changes are persisted, so Math.random would break the journal).

export type Random = {
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Biased to the front of `items` (lists sorted most common first). */
  pickFront<T>(items: readonly T[]): T;
  weighted<T>(items: readonly (readonly [T, number])[]): T;
};

/** FNV-1a over the text: the PRNG's seed. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** mulberry32: small, fast and good enough for believable data. */
export function seededRandom(seed: string): Random {
  let state = hash(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)],
    pickFront: (items) => items[Math.floor(next() * next() * items.length)],
    weighted(items) {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let left = next() * total;
      for (const [item, weight] of items) {
        left -= weight;
        if (left < 0) return item;
      }
      return items[items.length - 1][0];
    },
  };
}
