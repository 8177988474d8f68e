import { config } from '../../config';
import { guardedSession } from '../../providers/guarded-storage';

const KEY = 'saber-tag-list';
// The last URL search of each tab (its list's page, size, search and order), by path.
const SEARCH_KEY = 'saber-tag-search';

const readJson = (key: string): unknown => {
  try {
    return JSON.parse(guardedSession.getItem(key) ?? 'null');
  } catch {
    return null;
  }
};

const read = (): string[] => {
  const value = readJson(KEY);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

const readSearches = (): Record<string, string> => {
  const value = readJson(SEARCH_KEY);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};

export type TabsStore = ReturnType<typeof createTabsStore>;

/**
 * The visited pages, by path, home first. Kept in session storage so a reload keeps them;
 * labels are worked out at render time so a language switch relabels every tab. A tab is one
 * screen (one path), whatever its query: it remembers the last query it was shown with, so going
 * back to it (its tab, its menu item) shows the list as it was left, and a reload keeps that too.
 */
export function createTabsStore(home = config.homePath) {
  let tabs = [home, ...read().filter((path) => path !== home)];
  let searches = readSearches();
  // The tab just picked, shown at once while the router's (transition) navigation catches up.
  let showing: string | null = null;
  const listeners = new Set<() => void>();
  const saveSearches = () => guardedSession.setItem(SEARCH_KEY, JSON.stringify(searches));
  const set = (next: string[]) => {
    tabs = next;
    guardedSession.setItem(KEY, JSON.stringify(tabs));
    // A closed tab forgets its query: opened again, it starts fresh.
    const kept = Object.fromEntries(Object.entries(searches).filter(([path]) => tabs.includes(path)));
    if (Object.keys(kept).length !== Object.keys(searches).length) {
      searches = kept;
      saveSearches();
    }
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => tabs,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    isClosable: (path: string) => path !== home || config.firstPageClosable,
    showing: () => showing,
    show(path: string | null) {
      if (showing === path) return;
      showing = path;
      listeners.forEach((listener) => listener());
    },
    open(path: string) {
      if (!tabs.includes(path)) set([...tabs, path]);
    },
    /** The query (`?current=3...`, or '') the page at `path` was last shown with. */
    searchOf: (path: string) => searches[path] ?? '',
    /** Where a tab leads: its path with the query it was last shown with. */
    urlOf: (path: string) => path + (searches[path] ?? ''),
    /** The page at `path` is showing `search` now. */
    remember(path: string, search: string) {
      if ((searches[path] ?? '') === search) return;
      if (search) searches = { ...searches, [path]: search };
      else {
        const { [path]: _dropped, ...rest } = searches;
        searches = rest;
      }
      saveSearches();
    },
    /** Closes one tab; returns where to go when it was the active one. */
    close(path: string, active: string): string {
      const index = tabs.indexOf(path);
      const next = tabs.filter((p) => p !== path);
      set(next.length ? next : [home]);
      if (path !== active) return active;
      return next[Math.max(0, index - 1)] ?? home;
    },
    closeOthers(keep: string) {
      set(tabs.filter((p) => p === keep || !this.isClosable(p)));
    },
    closeAll() {
      set(tabs.filter((p) => !this.isClosable(p)));
      return home;
    },
    clear() {
      guardedSession.removeItem(KEY);
      guardedSession.removeItem(SEARCH_KEY);
      tabs = [home];
      searches = {};
      listeners.forEach((listener) => listener());
    },
  };
}

export const tabsStore = createTabsStore();
