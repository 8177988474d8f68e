import { useEffect, useSyncExternalStore } from 'react';
import { afterPaint } from './when-idle';

/**
 * Whether the first screen's content is on screen: a list page's first rows, home's facts. What
 * the frame shows around it and could show a moment later (the notice count, the top menu, the
 * avatar's picture, the role names, idle preloads) waits for it, so neither their calls nor their
 * rendering stand between a reload and its first row. A page that never says so (a bespoke page,
 * a list that cannot load) releases them after FALLBACK_MS from the frame's first paint.
 */
let drawn = false;
const listeners = new Set<() => void>();

const FIRST_SCREEN_FALLBACK_MS = 1500;

export const firstScreen = {
  isDrawn: () => drawn,
  markDrawn() {
    if (drawn) return;
    drawn = true;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Tests only: a fresh page load. */
  reset() {
    drawn = false;
  },
};

/** True once the first screen's content is on screen (and from then on). */
export const useFirstScreenDrawn = () => useSyncExternalStore(firstScreen.subscribe, firstScreen.isDrawn);

/** A page's content is ready to show: once it has been painted, the frame's later parts may come. */
export function useMarkFirstScreenDrawn(ready: boolean) {
  useEffect(() => (ready && !firstScreen.isDrawn() ? afterPaint(firstScreen.markDrawn) : undefined), [ready]);
}

/** The frame's own promise: its later parts come after FIRST_SCREEN_FALLBACK_MS whatever the page does. */
export function useFirstScreenFallback() {
  useEffect(() => {
    if (firstScreen.isDrawn()) return;
    const timer = setTimeout(firstScreen.markDrawn, FIRST_SCREEN_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, []);
}
