import dayjs from 'dayjs';
import { useSyncExternalStore } from 'react';

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

function read(storage: Storage | undefined): ErrorLogEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(ERROR_LOG_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, ERROR_LOG_MAX) : [];
  } catch {
    return [];
  }
}

/**
 * The local error log, kept in storage so it survives a reload. Recording must never throw:
 * it runs inside error handlers, where a second failure would be lost or loop.
 */
export function createErrorLogStore(storage: Storage | undefined = globalThis.localStorage): ErrorLogStore {
  let entries: readonly ErrorLogEntry[] | null = null;
  const listeners = new Set<() => void>();
  const current = () => (entries ??= read(storage));

  const commit = (next: readonly ErrorLogEntry[]) => {
    entries = next;
    try {
      if (next.length) storage?.setItem(ERROR_LOG_KEY, JSON.stringify(next));
      else storage?.removeItem(ERROR_LOG_KEY);
    } catch {
      // Storage full or unavailable: the log still works for this page's lifetime.
    }
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
