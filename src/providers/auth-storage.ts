// What the session keeps in the browser. Tokens and user info live in local storage so a
// reload stays logged in. The lock lives in session storage (spec §4), and a copy of it in local
// storage so that every tab of the same login locks and unlocks together.
import { LOCK_KEY, SHARED_LOCK_KEY, TOKEN_KEY, USER_KEY } from './storage-keys';

export type StoredToken = {
  accessToken: string;
  refreshToken: string;
  /** Seconds the server said the access token lives. */
  expiresIn: number;
  /** When the token was stored (epoch ms): the "datetime stamp" of spec §3. */
  datetime: number;
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
 */
export type StoredLock = { owner: string; salt: string; hash: string };
/** This tab's copy of the lock also remembers the page the tab was showing when it locked. */
export type TabLock = StoredLock & { returnTo?: string };

const KEYS = {
  token: TOKEN_KEY,
  user: USER_KEY,
  sharedLock: SHARED_LOCK_KEY,
  loginId: LOGIN_ID_KEY,
} as const;

const isLock = (value: unknown): value is StoredLock => {
  const lock = value as Partial<StoredLock> | null;
  return typeof lock?.owner === 'string' && typeof lock.salt === 'string' && typeof lock.hash === 'string';
};

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

export function createAuthStorage(local: Storage = localStorage, session: Storage = sessionStorage) {
  const getUser = () => read<UserInfo>(local, KEYS.user);
  /** Tenant, user and login id: the tabs of one login share a lock, nobody else does. */
  const lockOwner = (loginId: string) => {
    const user = getUser();
    return `${user?.tenantId ?? ''}/${user?.userId ?? ''}/${loginId}`;
  };
  const getLock = (): StoredLock | null => {
    const lock = read<unknown>(local, KEYS.sharedLock);
    const loginId = local.getItem(KEYS.loginId);
    return isLock(lock) && loginId !== null && lock.owner === lockOwner(loginId) ? lock : null;
  };
  const clearLock = () => {
    session.removeItem(LOCK_KEY);
    local.removeItem(KEYS.sharedLock);
    local.removeItem(KEYS.loginId);
  };
  return {
    getToken: () => read<StoredToken>(local, KEYS.token),
    setToken: (token: StoredToken) => local.setItem(KEYS.token, JSON.stringify(token)),
    getUser,
    setUser: (user: UserInfo) => local.setItem(KEYS.user, JSON.stringify(user)),
    /** Locked when the login's shared lock is there: unlocking in any tab unlocks them all. */
    isLocked: () => getLock() !== null,
    /** The lock of this login, if any (a lock of an earlier login or another user is ignored). */
    getLock,
    /** Locks every tab of this login with a salted hash of the lock password. */
    setLock(salt: string, hash: string): StoredLock {
      // The first lock of a login names it; login and logout forget the name.
      const loginId = local.getItem(KEYS.loginId) ?? randomId();
      local.setItem(KEYS.loginId, loginId);
      const lock = { owner: lockOwner(loginId), salt, hash };
      local.setItem(KEYS.sharedLock, JSON.stringify(lock));
      return lock;
    },
    /** Unlocks every tab of this login. */
    removeLock: () => local.removeItem(KEYS.sharedLock),
    getTabLock: () => {
      const lock = read<TabLock>(session, LOCK_KEY);
      return isLock(lock) ? lock : null;
    },
    setTabLock: (lock: TabLock) => session.setItem(LOCK_KEY, JSON.stringify(lock)),
    removeTabLock: () => session.removeItem(LOCK_KEY),
    /** Login and logout: no lock of this tab or any other survives, and the next lock is a new login's. */
    clearLock,
    /** Everything a logout removes; other modules (tabs, menu cache) register their own keys. */
    clear() {
      Object.values(KEYS).forEach((key) => local.removeItem(key));
      clearLock();
    },
  };
}
