import { config } from '../../config';

const KEY = 'saber-tag-list';

const read = (): string[] => {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

export type TabsStore = ReturnType<typeof createTabsStore>;

/**
 * The visited pages, by path, home first. Kept in session storage so a reload keeps them;
 * labels are worked out at render time so a language switch relabels every tab.
 */
export function createTabsStore(home = config.homePath) {
  let tabs = [home, ...read().filter((path) => path !== home)];
  // The tab just picked, shown at once while the router's (transition) navigation catches up.
  let showing: string | null = null;
  const listeners = new Set<() => void>();
  const set = (next: string[]) => {
    tabs = next;
    sessionStorage.setItem(KEY, JSON.stringify(tabs));
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
      sessionStorage.removeItem(KEY);
      tabs = [home];
      listeners.forEach((listener) => listener());
    },
  };
}

export const tabsStore = createTabsStore();
