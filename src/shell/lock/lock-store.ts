import sha256 from 'crypto-js/sha256';
import { createAuthStorage, type AuthStorage } from '../../providers/auth-storage';
import { lockSync } from './lock-sync';
import { safeReturnPath } from './tab-lock';

/** Wrong unlock passwords a lock takes before the session is logged out. */
const UNLOCK_TRIES = 5;

const randomSalt = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** What the password gives: the key an unlock publishes. The stored hash is the key's hash. */
const unlockKey = (salt: string, password: string) => sha256(`${salt}:${password}`).toString();
const hashOf = (key: string) => sha256(key).toString();

/** An unlock try: unlocked, or how many tries are left (0: the session must be logged out). */
export type UnlockResult = { unlocked: true } | { unlocked: false; triesLeft: number };

/**
 * Locking and unlocking with the lock password (spec §4). Only a salted hash is stored: in this
 * tab's session storage, and shared with the other tabs of the login so that the same password
 * unlocks any of them. The password itself never leaves this call. Loaded only by the lock dialog
 * and the lock page, so the hashing is not part of the first load.
 */
export function createLockStore(storage: AuthStorage) {
  return {
    /** Locks every tab of this login; this one returns to `showing` once unlocked. */
    lock(password: string, showing?: string) {
      const salt = randomSalt();
      const lock = storage.setLock(salt, hashOf(unlockKey(salt, password)));
      storage.setTabLock({ ...lock, returnTo: safeReturnPath(showing) });
      lockSync.notify();
    },
    /**
     * Unlocks every tab when the password matches; a wrong one is counted (in local storage, so a
     * reload or another tab does not start the count again).
     */
    tryUnlock(password: string): UnlockResult {
      const lock = storage.getLock();
      // Nothing locked (unlocked meanwhile in another tab): nothing to open, nothing to count.
      if (!lock) return { unlocked: false, triesLeft: UNLOCK_TRIES };
      const key = unlockKey(lock.salt, password);
      if (hashOf(key) !== lock.hash)
        return { unlocked: false, triesLeft: Math.max(0, UNLOCK_TRIES - storage.addFailedTry(lock)) };
      storage.openLock(lock, key);
      lockSync.notify();
      return { unlocked: true };
    },
    /** True (and every tab unlocked) when the password matches. */
    unlock(password: string): boolean {
      return this.tryUnlock(password).unlocked;
    },
    /** Tries left for the lock in force (a reload shows the count where it was). */
    triesLeft(): number {
      const lock = storage.getLock();
      return lock ? Math.max(0, UNLOCK_TRIES - storage.failedTries(lock)) : UNLOCK_TRIES;
    },
  };
}

export const lockStore = createLockStore(createAuthStorage());
