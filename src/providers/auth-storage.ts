// What the session keeps in the browser. Tokens and user info live in local storage so a
// reload stays logged in; the lock lives in session storage (spec §4).
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

/** The session-storage key of the lock (spec §4); the lock screen writes it, login and logout clear it. */
export const LOCK_KEY = 'saber-lock';

const KEYS = {
  token: 'saber-token',
  user: 'saber-userInfo',
  lock: LOCK_KEY,
} as const;

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
  return {
    getToken: () => read<StoredToken>(local, KEYS.token),
    setToken: (token: StoredToken) => local.setItem(KEYS.token, JSON.stringify(token)),
    getUser: () => read<UserInfo>(local, KEYS.user),
    setUser: (user: UserInfo) => local.setItem(KEYS.user, JSON.stringify(user)),
    isLocked: () => session.getItem(KEYS.lock) !== null,
    clearLock: () => session.removeItem(KEYS.lock),
    /** Everything a logout removes; other modules (tabs, menu cache) register their own keys. */
    clear() {
      Object.values(KEYS).forEach((key) => local.removeItem(key));
      session.removeItem(KEYS.lock);
    },
  };
}
