// The browser storage the session writes through. A full storage (QuotaExceededError) or a
// disabled one (SecurityError on access, private modes) must never stop a login: what does not fit
// is kept in memory for this page's life, and the user is told once that a reload will end the
// session. Before a write falls back, registered reclaimers make room (the error log drops its
// oldest entries), since a token is worth more than an old stack trace.

export type GuardedStorage = Storage & {
  /**
   * Writes to the browser's storage only, with no memory fallback and no warning: false when it
   * would not take the value (the error log then stores fewer of its entries).
   */
  tryPersist(key: string, value: string): boolean;
  /** A way to make room, tried before a write falls back to memory; it answers whether it freed any. */
  addReclaimer(reclaim: () => boolean): () => void;
  /** Called when the first value of a session has to stay in memory (again after memory empties). */
  onMemoryOnly(listener: () => void): () => void;
};

/** Reclaimers get this many rounds: each halves what it keeps, so a few rounds empty it. */
const RECLAIM_ROUNDS = 12;

function createGuardedStorage(backing: () => Storage | null): GuardedStorage {
  const memory = new Map<string, string>();
  const reclaimers = new Set<() => boolean>();
  const listeners = new Set<() => void>();
  // Reading `localStorage` itself throws where storage is disabled; then everything is memory.
  const store = (): Storage | null => {
    try {
      return backing();
    } catch {
      return null;
    }
  };
  const attempt = (key: string, value: string): boolean => {
    try {
      const target = store();
      if (!target) return false;
      target.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  };
  const reclaim = (): boolean => {
    let freed = false;
    for (const reclaimer of reclaimers) {
      try {
        freed = reclaimer() || freed;
      } catch {
        // A reclaimer that fails frees nothing; the write still has its fallback.
      }
    }
    return freed;
  };
  const dropStored = (key: string) => {
    try {
      store()?.removeItem(key);
    } catch {
      // Nothing stored to drop.
    }
  };

  return {
    // Nothing of the session enumerates keys; these answer for the browser's part only.
    get length() {
      return store()?.length ?? 0;
    },
    key: (index) => store()?.key(index) ?? null,
    getItem(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return store()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      const text = String(value);
      let stored = attempt(key, text);
      for (let round = 0; !stored && round < RECLAIM_ROUNDS && reclaim(); round++) stored = attempt(key, text);
      if (stored) {
        memory.delete(key);
        return;
      }
      // The stored copy is older than this value: a reload must not bring it back.
      dropStored(key);
      const first = memory.size === 0;
      memory.set(key, text);
      if (first) listeners.forEach((listener) => listener());
    },
    removeItem(key) {
      memory.delete(key);
      dropStored(key);
    },
    clear() {
      memory.clear();
      try {
        store()?.clear();
      } catch {
        // Nothing to clear.
      }
    },
    tryPersist: attempt,
    addReclaimer(reclaimer) {
      reclaimers.add(reclaimer);
      return () => void reclaimers.delete(reclaimer);
    },
    onMemoryOnly(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The session's local storage (token, user, menu, permissions, lock, error log). */
export const guardedLocal = createGuardedStorage(() => globalThis.localStorage ?? null);
/** The tab's session storage (open tabs, this tab's lock, the top menu). */
export const guardedSession = createGuardedStorage(() => globalThis.sessionStorage ?? null);
