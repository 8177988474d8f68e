import sha256 from 'crypto-js/sha256';
import { createAuthStorage, type AuthStorage } from '../../providers/auth-storage';
import { lockSync } from './lock-sync';
import { safeReturnPath } from './tab-lock';

const randomSalt = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

const digest = (salt: string, password: string) => sha256(`${salt}:${password}`).toString();

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
      const lock = storage.setLock(salt, digest(salt, password));
      storage.setTabLock({ ...lock, returnTo: safeReturnPath(showing) });
      lockSync.notify();
    },
    /** True (and every tab unlocked) when the password matches. */
    unlock(password: string): boolean {
      const lock = storage.getLock();
      if (!lock || digest(lock.salt, password) !== lock.hash) return false;
      storage.removeLock();
      lockSync.notify();
      return true;
    },
  };
}

export const lockStore = createLockStore(createAuthStorage());
