import type { AuthStorage } from './auth-storage';
import type { CrossTabLock } from './cross-tab-lock';

export type SharedRefreshOptions = {
  storage: AuthStorage;
  lock: CrossTabLock;
  /** Spends the stored refresh token and stores the tokens it gets (the auth provider's refresh). */
  spend: () => Promise<void>;
  /** Whether the stored access token is still within its lifetime. */
  accessAlive: () => boolean;
  /** A failure that says the refresh token was refused, as opposed to a server not reached. */
  isRefusal: (error: unknown) => boolean;
  /** The error of a session that cannot be renewed. */
  unauthorized: () => Error;
};

/**
 * One refresh for all the tabs of a login. The refresh token is spent under a cross-tab lock
 * named for the login, held until the new tokens are stored, and re-read under it: a tab that
 * waited while another one refreshed finds a refresh token other than the one it was going to
 * spend, and takes the stored tokens instead of spending the old one again (which a gateway that
 * rotates refresh tokens refuses, ending the session).
 *
 * A page unloaded while its refresh is on the wire (F5, a closed tab) releases the lock without
 * storing anything, and the gateway may or may not have rotated the token. The token is marked
 * `spending` before it goes out, so the next holder knows: it keeps using the access token while
 * that lives, and never spends the token a second time.
 */
export function sharedRefresh(options: SharedRefreshOptions): () => Promise<void> {
  const { storage } = options;
  return async () => {
    const basis = storage.getToken()?.refreshToken;
    const user = storage.getUser();
    await options.lock(`saber-token-refresh:${user?.tenantId ?? ''}/${user?.userId ?? ''}`, async () => {
      const token = storage.getToken();
      if (!token?.refreshToken) throw options.unauthorized();
      // Another tab refreshed while this one waited: its tokens are stored, nothing to spend.
      if (basis && token.refreshToken !== basis) return;
      if (token.spending) {
        if (options.accessAlive()) return;
        throw options.unauthorized();
      }
      storage.setToken({ ...token, spending: Date.now() });
      try {
        await options.spend();
      } catch (error) {
        // A refused token is dropped before the lock is let go: no tab spends it or sends with
        // its access token again. A server not reached spent nothing; the token is tried later.
        if (options.isRefusal(error)) storage.clear();
        else storage.setToken(token);
        throw error;
      }
    });
  };
}
