import type { AuthStorage } from '../../providers/auth-storage';

const HOME = '/';
const BASE = 'http://console.invalid';

/**
 * Where a tab may go back to after unlocking: a page of this console (path and search), never the
 * lock or login screen (that would loop) and never another site. Anything else means home.
 */
export function safeReturnPath(path: string | undefined): string {
  if (!path?.startsWith('/')) return HOME;
  let url: URL;
  try {
    url = new URL(path, BASE);
  } catch {
    return HOME;
  }
  if (url.origin !== BASE || /^\/(lock|login)(\/|$)/.test(url.pathname)) return HOME;
  return url.pathname + url.search;
}

/**
 * This tab's side of the shared lock: its own copy in session storage (spec §4), with the page it
 * was showing, so that each tab returns to its own page when any tab unlocks.
 */
export function createTabLock(storage: AuthStorage) {
  return {
    /** Records the lock for this tab; the first page recorded for a lock is the one it returns to. */
    follow(showing: string) {
      const lock = storage.getLock();
      if (!lock) return;
      const mine = storage.getTabLock();
      if (mine?.salt === lock.salt && mine.hash === lock.hash && mine.returnTo) return;
      storage.setTabLock({ ...lock, returnTo: safeReturnPath(showing) });
    },
    /** The page to show once unlocked (home when unknown). */
    returnPath: () => safeReturnPath(storage.getTabLock()?.returnTo),
    /** The lock is over for this tab. */
    forget: () => storage.removeTabLock(),
  };
}
