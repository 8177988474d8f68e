import sha256 from 'crypto-js/sha256';
import { LOCK_KEY as KEY } from '../../providers/auth-storage';

type StoredLock = { salt: string; hash: string };

const randomSalt = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

const digest = (salt: string, password: string) => sha256(`${salt}:${password}`).toString();

/**
 * The lock of spec §4 lives in session storage. Only a salted hash of the lock password is kept,
 * never the password itself; the auth storage removes the key on login and logout.
 */
export const lockStore = {
  lock(password: string) {
    const salt = randomSalt();
    sessionStorage.setItem(KEY, JSON.stringify({ salt, hash: digest(salt, password) } satisfies StoredLock));
  },
  /** True (and unlocked) when the password matches. */
  unlock(password: string): boolean {
    try {
      const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as StoredLock | null;
      if (!stored || digest(stored.salt, password) !== stored.hash) return false;
    } catch {
      return false;
    }
    sessionStorage.removeItem(KEY);
    return true;
  },
};
