/**
 * Runs a task while no other tab of this origin runs one under the same name, and holds the name
 * until the task has settled. Used for the token refresh: the tabs of one login share one refresh
 * token, and a gateway that rotates refresh tokens refuses the second tab that spends it.
 */
export type CrossTabLock = <T>(name: string, task: () => Promise<T>) => Promise<T>;

/** The Web Locks API: the browser releases a lock of a tab that is closed or reloaded. */
function webLock(locks: Pick<LockManager, 'request'>): CrossTabLock {
  // The callback's promise is the lock's: the browser holds the name until it settles.
  return async (name, task) => locks.request(name, { mode: 'exclusive' }, task);
}

type LeaseOptions = {
  /** How long a lease holds without being renewed: a tab that died holding one frees it then. */
  ttlMs: number;
  /** How often a waiting tab looks again when no storage event has woken it. */
  pollMs: number;
  /** How long a claim must stand before it is trusted (tabs write local storage concurrently). */
  settleMs: number;
};

type Lease = { id: string; until: number };

const LEASE_PREFIX = 'saber-lease:';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Where Web Locks are missing (a plain-http address other than localhost, older browsers): a lease
 * in local storage. A tab claims a free or expired lease, waits `settleMs` and keeps it only if its
 * claim is still the one stored (a concurrent claim overwrote one of the two); it renews the lease
 * while its task runs and removes it after. Waiting tabs wake on the storage event of the removal,
 * or poll. A BroadcastChannel alone cannot decide who holds a lock, so it is not the fallback.
 * A lease can outlive a tab that died holding it (up to `ttlMs`), never the other way round while
 * the tab runs; what the task does under it must therefore be safe to find half done
 * (see the spend marker in token-refresh.ts).
 */
function storageLease(store: Storage, options: LeaseOptions): CrossTabLock {
  const read = (key: string): Lease | null => {
    try {
      const lease = JSON.parse(store.getItem(key) ?? 'null') as Lease | null;
      return typeof lease?.id === 'string' && typeof lease.until === 'number' ? lease : null;
    } catch {
      return null;
    }
  };
  const claim = (key: string, id: string): boolean => {
    try {
      store.setItem(key, JSON.stringify({ id, until: Date.now() + options.ttlMs }));
      return true;
    } catch {
      return false;
    }
  };
  const released = (key: string) =>
    new Promise<void>((resolve) => {
      const wake = (event: StorageEvent) => {
        if (event.key === key || event.key === null) done();
      };
      const timer = setTimeout(() => done(), options.pollMs);
      const done = () => {
        clearTimeout(timer);
        window.removeEventListener('storage', wake);
        resolve();
      };
      window.addEventListener('storage', wake);
    });

  return async (name, task) => {
    const key = LEASE_PREFIX + name;
    const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    for (;;) {
      const held = read(key);
      if (!held || held.until <= Date.now()) {
        // A storage that cannot hold the claim (full, disabled) has nothing to coordinate
        // through: the task runs for this tab alone.
        if (!claim(key, id)) break;
        await sleep(options.settleMs);
        if (read(key)?.id === id) break;
      }
      await released(key);
    }
    const renew = setInterval(() => claim(key, id), options.ttlMs / 3);
    try {
      return await task();
    } finally {
      clearInterval(renew);
      if (read(key)?.id === id) store.removeItem(key);
    }
  };
}

/** Web Locks where the browser has them, else the lease in local storage. */
export function defaultCrossTabLock(): CrossTabLock {
  if (typeof navigator !== 'undefined' && navigator.locks) return webLock(navigator.locks);
  return storageLease(localStorage, { ttlMs: 15_000, pollMs: 250, settleMs: 40 });
}
