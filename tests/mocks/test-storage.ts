// A Storage double for the persistence tests: counts what is written, and can fail like a full
// or disabled local storage does.

export type TestStorage = {
  storage: Storage;
  /** setItem calls and the characters they wrote (key + value), since the last `resetCounts()`. */
  counts: { writes: number; chars: number };
  resetCounts(): void;
  /** From now on every setItem throws `error` (null: works again). */
  failWith(error: Error | null): void;
  /** The stored keys, sorted. */
  keys(): string[];
};

export const quotaExceeded = (): Error => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

export function createTestStorage(): TestStorage {
  const items = new Map<string, string>();
  const counts = { writes: 0, chars: 0 };
  let failure: Error | null = null;
  const storage: Storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      if (failure) throw failure;
      counts.writes += 1;
      counts.chars += key.length + value.length;
      items.set(key, String(value));
    },
  };
  return {
    storage,
    counts,
    resetCounts() {
      counts.writes = 0;
      counts.chars = 0;
    },
    failWith(error) {
      failure = error;
    },
    keys: () => [...items.keys()].sort(),
  };
}
