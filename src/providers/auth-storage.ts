// What the session keeps in the browser. Tokens and user info live in local storage so a
// reload stays logged in. The lock lives in session storage (spec §4), and a copy of it in local
// storage so that every tab of the same login locks and unlocks together. Every write goes through
// the guarded storage: a full or disabled storage keeps the session in memory instead of failing.
import sha256 from 'crypto-js/sha256';
import { guardedLocal, guardedSession } from './guarded-storage';
import { LOCK_KEY, SHARED_LOCK_KEY, TOKEN_KEY, USER_KEY } from './storage-keys';

export type StoredToken = {
  accessToken: string;
  refreshToken: string;
  /** Seconds the server said the access token lives. */
  expiresIn: number;
  /** When the token was stored (epoch ms): the "datetime stamp" of spec §3. */
  datetime: number;
  /** Set (epoch ms) while a page spends the refresh token; a page gone meanwhile leaves it (token-refresh.ts). */
  spending?: number;
};

export type UserInfo = {
  tenantId: string;
  userId: string;
  userName: string;
  nickName: string;
  realName: string;
  avatar: string;
  deptId: string;
  roleId: string;
  roleName: string;
  account: string;
  oauthId: string;
};

/** Names one login (local storage), so a lock left by an earlier login never matches a later one. */
const LOGIN_ID_KEY = 'saber-login-id';

/**
 * A lock as stored: a salted hash of the lock password, never the password, and the login it
 * belongs to. The hash may travel to other tabs so they can unlock with the same password.
 * `hash` is sha256 of the unlock key (itself sha256 of salt and password); an unlock publishes
 * the key, which the other tabs check against the hash: only the password yields it, so an edited
 * or deleted flag in storage opens nothing.
 */
export type StoredLock = { owner: string; salt: string; hash: string; key?: string };
/** This tab's copy of the lock also remembers the page the tab was showing when it locked. */
export type TabLock = StoredLock & { returnTo?: string };

/** Wrong unlock passwords so far, for one lock (local storage: a reload or another tab goes on counting). */
const LOCK_TRIES_KEY = 'saber-lock-tries';

const KEYS = {
  token: TOKEN_KEY,
  user: USER_KEY,
  sharedLock: SHARED_LOCK_KEY,
  loginId: LOGIN_ID_KEY,
  lockTries: LOCK_TRIES_KEY,
} as const;

const isLock = (value: unknown): value is StoredLock => {
  const lock = value as Partial<StoredLock> | null;
  return typeof lock?.owner === 'string' && typeof lock.salt === 'string' && typeof lock.hash === 'string';
};

/** The shared lock has been opened with the password (its published key matches its hash). */
const isOpened = (lock: StoredLock) => typeof lock.key === 'string' && sha256(lock.key).toString() === lock.hash;

const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');

const read = <T>(store: Storage, key: string): T | null => {
  try {
    const raw = store.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
};

export type AuthStorage = ReturnType<typeof createAuthStorage>;

export function createAuthStorage(local: Storage = guardedLocal, session: Storage = guardedSession) {
  const getUser = () => read<UserInfo>(local, KEYS.user);
  /** Tenant, user and login id: the tabs of one login share a lock, nobody else does. */
  const lockOwner = (loginId: string) => {
    const user = getUser();
    return `${user?.tenantId ?? ''}/${user?.userId ?? ''}/${loginId}`;
  };
  /**
   * Locks of this login. Every login names itself (login id), so the lock of an earlier login
   * never matches, nor one whose owner is another user. A login id gone missing while a user is
   * logged in is not a new login but a tampered storage: a lock of that user still counts then.
   */
  const loginIdOf = (lock: StoredLock) => lock.owner.slice(lock.owner.lastIndexOf('/') + 1);
  const sharedOfThisLogin = (lock: StoredLock | null): lock is StoredLock => {
    if (!isLock(lock)) return false;
    const loginId = local.getItem(KEYS.loginId);
    if (loginId !== null) return lock.owner === lockOwner(loginId);
    return getUser() !== null && lock.owner.startsWith(lockOwner(''));
  };
  /** This tab's copy: of this login by its login id alone (it was this login's when the tab took it). */
  const tabOfThisLogin = (lock: StoredLock | null): lock is StoredLock => {
    if (!isLock(lock)) return false;
    const loginId = local.getItem(KEYS.loginId);
    return loginId !== null ? loginIdOf(lock) === loginId : getUser() !== null;
  };
  const getTabLock = (): TabLock | null => {
    const lock = read<TabLock>(session, LOCK_KEY);
    return isLock(lock) ? lock : null;
  };
  /**
   * The lock in force, if any. The shared lock, unless opened by the password; and this tab's
   * own copy whenever the shared one is missing, edited or an opened copy of another lock: only
   * the published key of this very lock lets the tab go.
   */
  const getLock = (): StoredLock | null => {
    const sharedRead = read<StoredLock>(local, KEYS.sharedLock);
    const shared = sharedOfThisLogin(sharedRead) ? sharedRead : null;
    const locking = shared && !isOpened(shared) ? shared : null;
    const tab = getTabLock();
    if (!tabOfThisLogin(tab)) return locking;
    const opened = shared && isOpened(shared) && shared.salt === tab.salt && shared.hash === tab.hash;
    if (opened) return null;
    const { returnTo: _page, ...tabLock } = tab;
    return locking ?? tabLock;
  };
  const clearLock = () => {
    session.removeItem(LOCK_KEY);
    local.removeItem(KEYS.sharedLock);
    local.removeItem(KEYS.loginId);
    local.removeItem(KEYS.lockTries);
  };
  const failedTries = (lock: StoredLock) => {
    const tries = read<{ salt?: unknown; count?: unknown }>(local, KEYS.lockTries);
    return tries?.salt === lock.salt && typeof tries.count === 'number' ? tries.count : 0;
  };
  return {
    getToken: () => read<StoredToken>(local, KEYS.token),
    setToken: (token: StoredToken) => local.setItem(KEYS.token, JSON.stringify(token)),
    getUser,
    setUser: (user: UserInfo) => local.setItem(KEYS.user, JSON.stringify(user)),
    /** Locked when the login's lock is in force: unlocking in any tab unlocks them all. */
    isLocked: () => getLock() !== null,
    /** The lock of this login in force, if any (a lock of an earlier login or another user is ignored). */
    getLock,
    /** Locks every tab of this login with a salted hash of the lock password. */
    setLock(salt: string, hash: string): StoredLock {
      // The first lock of a login names it, if the login did not (one from before login ids).
      const loginId = local.getItem(KEYS.loginId) ?? randomId();
      local.setItem(KEYS.loginId, loginId);
      const lock = { owner: lockOwner(loginId), salt, hash };
      local.setItem(KEYS.sharedLock, JSON.stringify(lock));
      local.removeItem(KEYS.lockTries);
      return lock;
    },
    /** Unlocks every tab of this login: publishes the key the password gave (checked against the hash). */
    openLock(lock: StoredLock, key: string) {
      local.setItem(KEYS.sharedLock, JSON.stringify({ owner: lock.owner, salt: lock.salt, hash: lock.hash, key }));
      local.removeItem(KEYS.lockTries);
    },
    /** Wrong unlock passwords typed for this lock so far, in any tab, before or after a reload. */
    failedTries,
    /** Counts one more wrong unlock password; answers the count. */
    addFailedTry(lock: StoredLock): number {
      const count = failedTries(lock) + 1;
      local.setItem(KEYS.lockTries, JSON.stringify({ salt: lock.salt, count }));
      return count;
    },
    /** Drops the shared lock (no tab's own copy: a tab holding one stays locked). */
    removeLock: () => local.removeItem(KEYS.sharedLock),
    getTabLock,
    setTabLock: (lock: TabLock) => session.setItem(LOCK_KEY, JSON.stringify(lock)),
    removeTabLock: () => session.removeItem(LOCK_KEY),
    /** Logout: no lock of this tab or any other survives, and the next lock is a new login's. */
    clearLock,
    /** Login: no earlier lock survives, and the login is named so that no earlier tab's lock matches it. */
    startLogin() {
      clearLock();
      local.setItem(KEYS.loginId, randomId());
    },
    /** Everything a logout removes; other modules (tabs, menu cache) register their own keys. */
    clear() {
      Object.values(KEYS).forEach((key) => local.removeItem(key));
      clearLock();
    },
  };
}
