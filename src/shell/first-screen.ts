import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { afterPaint } from '../lib/when-idle';

/**
 * The one ordering the console keeps on a reload: what the first screen's content does not need
 * waits until that content (a list page's first rows, home's facts) is on screen, so it does not
 * queue on the line before them. That is calls and code only: the notice count, the role names,
 * the top menu, the avatar's picture, the menu palette's code, the list's dialog code and the idle
 * preloads. Everything the frame draws is drawn at once. A page that will say when its content is
 * drawn claims the first screen as it mounts; with no such page (a bespoke page) the wait ends
 * once the frame has been painted, and a claiming page that never says so releases it after
 * `firstScreen.fallbackMs`.
 */
let drawn = false;
let claimed = false;
const listeners = new Set<() => void>();

export const firstScreen = {
  /**
   * How long a claiming page may take to say so. A test of the ordering sets it beyond its own
   * length: on a loaded machine a page can take longer than this, which the fallback is for.
   */
  fallbackMs: 1500,
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
  /** A page on screen will say when its content is drawn (markDrawn). */
  claim() {
    claimed = true;
  },
  isClaimed: () => claimed,
  /** Tests only: a fresh page load. */
  reset() {
    drawn = false;
    claimed = false;
  },
};

/** True once the first screen's content is on screen (and from then on). */
export const useFirstScreenDrawn = () => useSyncExternalStore(firstScreen.subscribe, firstScreen.isDrawn);

/** A route whose page will say when its content is drawn (before the frame's first paint, so the frame waits for it). */
export const useClaimFirstScreen = () => useLayoutEffect(() => firstScreen.claim(), []);

/** A page's content is ready to show: once it has been painted, the frame's later parts may come. */
export function useMarkFirstScreenDrawn(ready: boolean) {
  useClaimFirstScreen();
  useEffect(() => (ready && !firstScreen.isDrawn() ? afterPaint(firstScreen.markDrawn) : undefined), [ready]);
}

/**
 * The frame's own promise: its later parts come once it is painted when no page claimed the first
 * screen, and after `fallbackMs` whatever the page does.
 */
export function useFirstScreenFallback() {
  useEffect(() => {
    if (firstScreen.isDrawn()) return;
    const cancelPaint = afterPaint(() => {
      if (!firstScreen.isClaimed()) firstScreen.markDrawn();
    });
    const timer = setTimeout(firstScreen.markDrawn, firstScreen.fallbackMs);
    return () => {
      cancelPaint();
      clearTimeout(timer);
    };
  }, []);
}
