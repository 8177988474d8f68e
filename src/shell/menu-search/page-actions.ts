import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useLatestCallback } from '../../lib/use-latest-callback';

/** Something the open screen can do from the palette (新增 on a list). `label` is a locale key. */
export type PageAction = { id: string; label: string; perform: () => void };

type Registered = ReadonlyMap<string, readonly PageAction[]>;

// Keyed by the page's path: a kept tab's page stays mounted while hidden, so the palette offers
// only what the page at the current path registered.
let byPath: Registered = new Map();
const listeners = new Set<() => void>();

function update(path: string, change: (actions: readonly PageAction[]) => readonly PageAction[]) {
  const next = new Map(byPath);
  const actions = change(next.get(path) ?? []);
  if (actions.length) next.set(path, actions);
  else next.delete(path);
  byPath = next;
  listeners.forEach((listener) => listener());
}

const pageActions = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: (): Registered => byPath,
};

/** The actions the page at `pathname` offers, re-rendering when a page registers or leaves. */
export function usePageActions(pathname: string): readonly PageAction[] {
  return useSyncExternalStore(pageActions.subscribe, pageActions.get).get(pathname) ?? NONE;
}
const NONE: readonly PageAction[] = [];

/**
 * Offers one of the page's actions in the palette while the page is mounted; `perform` undefined
 * (the user lacks the button) offers nothing. The latest `perform` runs, so an inline function does
 * not re-register on every render.
 */
export function usePageAction(id: string, label: string, perform: (() => void) | undefined) {
  // The page's own path: inside a kept tab this is the tab's location, not the address bar's.
  const { pathname } = useLocation();
  const run = useLatestCallback(() => perform?.());
  const offered = perform !== undefined;
  useEffect(() => {
    if (!offered) return;
    const action: PageAction = { id, label, perform: run };
    update(pathname, (actions) => [...actions.filter((a) => a.id !== id), action]);
    return () => update(pathname, (actions) => actions.filter((a) => a !== action));
  }, [pathname, id, label, offered, run]);
}
