import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

// A thin bar at the top while a route changes or a lazy page loads. Loaders call
// `progress.start()` on mount and `progress.done()` on unmount; a route change pulses it.
let pending = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const progress = {
  start() {
    pending += 1;
    emit();
  },
  done() {
    pending = Math.max(0, pending - 1);
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  busy: () => pending > 0,
};

export function RouteProgress() {
  const { t } = useTranslation();
  const busy = useSyncExternalStore(progress.subscribe, progress.busy);
  const { pathname } = useLocation();
  // A new path starts a pulse (the first render is an arrival too); 300 ms after the last one it ends.
  const [pulse, setPulse] = useState(true);
  const [pulsedFor, setPulsedFor] = useState(pathname);
  if (pathname !== pulsedFor) {
    setPulsedFor(pathname);
    setPulse(true);
  }
  useEffect(() => {
    const timer = setTimeout(() => setPulse(false), 300);
    return () => clearTimeout(timer);
  }, [pathname]);
  const state = busy ? 'is-loading' : pulse ? 'is-pulse' : '';
  return (
    <div
      className={`route-progress ${state}`}
      role="progressbar"
      aria-label={t('shell.pageLoading')}
      aria-hidden={!busy}
    />
  );
}
