import { useCallback, useSyncExternalStore } from 'react';
import { rowProblems, type PrototypeRow } from './prototype-row';

// The grid's rows outside React state: a cell subscribes to its own row and re-renders only
// when the value it shows changes, so typing in one cell of a 40-field grid redraws that cell,
// not the grid. The dialog hears only "changed" (once) and reads the rows when it saves.

type Listener = () => void;

export type PrototypeStore = {
  readonly size: number;
  row(index: number): PrototypeRow;
  rows(): PrototypeRow[];
  set(index: number, patch: Partial<PrototypeRow>): void;
  subscribeRow(index: number, listener: Listener): () => void;
  /** True once anything was edited. */
  changed(): boolean;
  subscribeChanged(listener: Listener): () => void;
  /** Whether cells mark what keeps their row from being saved (after a refused save). */
  checking(): boolean;
  /** Starts marking; answers how many rows cannot be saved as they are. */
  check(): number;
};

export function createPrototypeStore(initial: PrototypeRow[]): PrototypeStore {
  const rows = initial.map((row) => ({ ...row }));
  const rowListeners = rows.map(() => new Set<Listener>());
  const changedListeners = new Set<Listener>();
  let changed = false;
  let checking = false;
  const tell = (listeners: Set<Listener>) => listeners.forEach((listener) => listener());
  return {
    size: rows.length,
    row: (index) => rows[index],
    rows: () => rows.slice(),
    set(index, patch) {
      rows[index] = { ...rows[index], ...patch };
      tell(rowListeners[index]);
      if (!changed) {
        changed = true;
        tell(changedListeners);
      }
    },
    subscribeRow(index, listener) {
      rowListeners[index].add(listener);
      return () => rowListeners[index].delete(listener);
    },
    changed: () => changed,
    subscribeChanged(listener) {
      changedListeners.add(listener);
      return () => changedListeners.delete(listener);
    },
    checking: () => checking,
    check() {
      if (!checking) {
        checking = true;
        rowListeners.forEach(tell);
      }
      return rows.filter((row) => Object.values(rowProblems(row)).some(Boolean)).length;
    },
  };
}

/** One value of one row, re-rendering its reader only when that value changes. */
export function useRowValue<T>(
  store: PrototypeStore,
  index: number,
  read: (row: PrototypeRow, checking: boolean) => T,
): T {
  const subscribe = useCallback((listener: Listener) => store.subscribeRow(index, listener), [store, index]);
  return useSyncExternalStore(subscribe, () => read(store.row(index), store.checking()));
}

/** Whether the grid was edited (re-renders its reader once, when it first is). */
export function useChanged(store: PrototypeStore | null): boolean {
  const subscribe = useCallback(
    (listener: Listener) => store?.subscribeChanged(listener) ?? (() => undefined),
    [store],
  );
  return useSyncExternalStore(subscribe, () => store?.changed() ?? false);
}
