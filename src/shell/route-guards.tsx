import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { AuthStorage } from '../providers/auth-storage';

type GuardProps = { storage: AuthStorage; onEmptyToken: () => void; children: ReactNode };

/**
 * Spec §2, before each navigation into the console: no token → /login; a locked session →
 * /lock; a token whose value is empty → local logout, then /login.
 */
export function RequireAuth({ storage, onEmptyToken, children }: GuardProps) {
  const location = useLocation();
  const token = storage.getToken();
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (!token.accessToken) {
    onEmptyToken();
    return <Navigate to="/login" replace />;
  }
  if (storage.isLocked()) return <Navigate to="/lock" replace />;
  return <>{children}</>;
}

/** A logged-in user visiting /login goes to /. */
export function GuestOnly({ storage, children }: Omit<GuardProps, 'onEmptyToken'>) {
  return storage.getToken()?.accessToken ? <Navigate to="/" replace /> : <>{children}</>;
}

/** /lock: only for a logged-in, locked session; anyone else is sent where they belong. */
export function LockedOnly({ storage, children }: Omit<GuardProps, 'onEmptyToken'>) {
  if (!storage.getToken()?.accessToken) return <Navigate to="/login" replace />;
  if (!storage.isLocked()) return <Navigate to="/" replace />;
  return <>{children}</>;
}
