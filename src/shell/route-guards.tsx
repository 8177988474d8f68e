import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { AuthStorage } from '../providers/auth-storage';
import { lockSync } from './lock/lock-sync';
import { createTabLock } from './lock/tab-lock';

type GuardProps = { storage: AuthStorage; onEmptyToken: () => void; children: ReactNode };

type Verdict = 'guest' | 'emptyToken' | 'locked' | 'open';

const verdictOf = (storage: AuthStorage): Verdict => {
  const token = storage.getToken();
  if (!token) return 'guest';
  if (!token.accessToken) return 'emptyToken';
  return storage.isLocked() ? 'locked' : 'open';
};

/**
 * The guard's verdict, read again whenever the stored session changes, in this tab or another: a
 * lock set in another tab sends an open page to /lock at once, not at its next navigation.
 */
const useVerdict = (storage: AuthStorage) => {
  const read = () => verdictOf(storage);
  // The login screen is drawn at build time for a guest, and hydrated from what the tab stores.
  return useSyncExternalStore(lockSync.subscribe, read, read);
};

/** Goes to /lock, remembering the page this tab was showing. */
function ToLock({ storage, showing }: { storage: AuthStorage; showing: string }) {
  useEffect(() => createTabLock(storage).follow(showing), [storage, showing]);
  return <Navigate to="/lock" replace />;
}

/** Leaves /lock for the page this tab showed when it locked (home when unknown). */
function LeaveLock({ storage }: { storage: AuthStorage }) {
  // Read once: the copy is dropped below, and a re-render must not change the destination.
  const [to] = useState(() => createTabLock(storage).returnPath());
  useEffect(() => createTabLock(storage).forget(), [storage]);
  return <Navigate to={to} replace />;
}

/**
 * Spec §2, before each navigation into the console: no token → /login; a locked session →
 * /lock; a token whose value is empty → local logout, then /login.
 */
export function RequireAuth({ storage, onEmptyToken, children }: GuardProps) {
  const location = useLocation();
  const verdict = useVerdict(storage);
  // The page asked for, query and all (a pasted link to page 3 of a list), is where the login leads.
  if (verdict === 'guest')
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (verdict === 'emptyToken') {
    onEmptyToken();
    return <Navigate to="/login" replace />;
  }
  if (verdict === 'locked') return <ToLock storage={storage} showing={location.pathname + location.search} />;
  return <>{children}</>;
}

/** A logged-in user visiting /login goes to /. */
export function GuestOnly({ storage, children }: Omit<GuardProps, 'onEmptyToken'>) {
  return storage.getToken()?.accessToken ? <Navigate to="/" replace /> : <>{children}</>;
}

/** /lock: only for a logged-in, locked session; unlocked (here or in another tab), back to the page. */
export function LockedOnly({ storage, children }: Omit<GuardProps, 'onEmptyToken'>) {
  const verdict = useVerdict(storage);
  if (verdict === 'guest' || verdict === 'emptyToken') return <Navigate to="/login" replace />;
  if (verdict === 'open') return <LeaveLock storage={storage} />;
  return <>{children}</>;
}
