import dayjs from 'dayjs';
import { useSyncExternalStore } from 'react';
import { guardedLocal, type GuardedStorage } from '../../providers/guarded-storage';
import { USER_KEY } from '../../providers/storage-keys';

/** One recorded error (spec §3 "Error log"). */
export type ErrorLogEntry = {
  type: 'error';
  message: string;
  stack: string;
  /** Where it was caught: 'window.onerror', 'unhandledrejection', or a React component stack. */
  info: string;
  url: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  time: string;
};

/** What a caller records; the rest is filled in at the moment of recording. */
type NewErrorLogEntry = Pick<ErrorLogEntry, 'message'> & Partial<Omit<ErrorLogEntry, 'message'>>;

export type ErrorLogStore = {
  /** Newest first; the same array until the log changes (a useSyncExternalStore snapshot). */
  list(): readonly ErrorLogEntry[];
  add(entry: NewErrorLogEntry): void;
  /** Drops the given entries (those just uploaded), or all of them. */
  clear(entries?: readonly ErrorLogEntry[]): void;
  subscribe(listener: () => void): () => void;
};

export const ERROR_LOG_KEY = 'saber-error-log';
const ERROR_LOG_MAX = 200;

const currentUrl = () => (typeof location === 'undefined' ? '' : location.href);

function isEntry(value: unknown): value is ErrorLogEntry {
  const entry = value as Partial<ErrorLogEntry> | null;
  return (
    typeof entry === 'object' && entry !== null && typeof entry.message === 'string' && typeof entry.time === 'string'
  );
}

function read(storage: Storage | undefined, key: string): ErrorLogEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, ERROR_LOG_MAX) : [];
  } catch {
    return [];
  }
}

/**
 * Whose log it is: tenant and account of the logged-in user ('' when nobody is). Each user has
 * a log of their own, so the next person at the same browser does not see the previous one's
 * stack traces and URLs, and finds their own again at their next login.
 */
let lastUserText: string | null = null;
let lastOwner = '';
function currentLogOwner(): string {
  const text = guardedLocal.getItem(USER_KEY);
  if (text === lastUserText) return lastOwner;
  lastUserText = text;
  try {
    const user = JSON.parse(text ?? 'null') as { tenantId?: unknown; account?: unknown } | null;
    lastOwner = user && typeof user.account === 'string' ? `${String(user.tenantId ?? '')}/${user.account}` : '';
  } catch {
    lastOwner = '';
  }
  return lastOwner;
}

const keyOf = (owner: string) => (owner ? `${ERROR_LOG_KEY}:${owner}` : ERROR_LOG_KEY);

const isGuarded = (storage: Storage | undefined): storage is GuardedStorage =>
  typeof (storage as Partial<GuardedStorage> | undefined)?.tryPersist === 'function';

/** Stores the value if the storage takes it; never throws, never falls back to memory. */
function persist(storage: Storage | undefined, key: string, value: string): boolean {
  if (isGuarded(storage)) return storage.tryPersist(key, value);
  try {
    storage?.setItem(key, value);
    return !!storage;
  } catch {
    return false;
  }
}

/**
 * The local error log, kept in storage so it survives a reload, one per user. Recording must
 * never throw: it runs inside error handlers, where a second failure would be lost or loop. When
 * storage is full the newest entries that fit are stored (all of them stay on screen), and a
 * session write that needs room gets it by dropping the oldest stored entries first.
 */
export function createErrorLogStore(
  storage: Storage | undefined = guardedLocal,
  owner: () => string = currentLogOwner,
): ErrorLogStore {
  let entries: readonly ErrorLogEntry[] = [];
  let loadedKey: string | null = null;
  // How many of the newest entries the stored copy holds.
  let stored = 0;
  const listeners = new Set<() => void>();
  const current = () => {
    const key = keyOf(owner());
    if (key !== loadedKey) {
      loadedKey = key;
      entries = read(storage, key);
      stored = entries.length;
    }
    return entries;
  };

  /** Stores the newest `count` entries, fewer (oldest dropped first) while they do not fit. */
  const store = (count: number) => {
    const key = keyOf(owner());
    let keep = Math.min(count, entries.length);
    while (keep > 0 && !persist(storage, key, JSON.stringify(entries.slice(0, keep)))) keep = Math.floor(keep / 2);
    if (keep === 0) {
      try {
        storage?.removeItem(key);
      } catch {
        // Storage unavailable: nothing stored to remove.
      }
    }
    stored = keep;
  };
  if (isGuarded(storage))
    storage.addReclaimer(() => {
      if (stored === 0) return false;
      store(Math.floor(stored / 2));
      return true;
    });

  const commit = (next: readonly ErrorLogEntry[]) => {
    entries = next;
    store(next.length);
    listeners.forEach((listener) => listener());
  };

  return {
    list: current,
    add(entry) {
      const full: ErrorLogEntry = {
        type: 'error',
        stack: '',
        info: '',
        url: currentUrl(),
        time: dayjs().format('YYYY-MM-DD HH:mm:ss'),
        ...entry,
      };
      commit([full, ...current()].slice(0, ERROR_LOG_MAX));
    },
    clear(only) {
      if (!only) return commit([]);
      const gone = new Set(only);
      commit(current().filter((entry) => !gone.has(entry)));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The application's log: the capture listeners, the page boundary and the top-bar button share it. */
export const errorLog = createErrorLogStore();

export function useErrorLog(store: ErrorLogStore = errorLog): readonly ErrorLogEntry[] {
  return useSyncExternalStore(store.subscribe, store.list, store.list);
}
