import type { StandinDb } from '../standin-db';

// What the tree screens' answers share: Blade's TreeNode, NON_EMPTY `hasChildren` and
// `children`, and a dictionary word for a VO's `<field>Name`.

export type TreeNode = {
  id: string;
  parentId: string;
  title: string;
  value: string;
  key: string;
  hasChildren?: true;
  children?: TreeNode[];
};

/** `hasChildren` only when true: Blade's VOs mark it NON_EMPTY, so a leaf has no such key. */
export const childFlag = (has: boolean): { hasChildren?: true } => (has ? { hasChildren: true } : {});

/** A tree of `rows` by their parent key; a node's `children` only when it has some (NON_EMPTY). */
export function forestOf<T, N extends object>(
  rows: readonly T[],
  keyOf: (row: T) => string,
  parentOf: (row: T) => string,
  toNode: (row: T) => N,
): (N & { hasChildren?: true; children?: unknown[] })[] {
  const byParent = new Map<string, T[]>();
  for (const row of rows) byParent.set(parentOf(row), [...(byParent.get(parentOf(row)) ?? []), row]);
  const keys = new Set(rows.map(keyOf));
  const build = (row: T): N & { hasChildren?: true; children?: unknown[] } => {
    const children = (byParent.get(keyOf(row)) ?? []).map(build);
    return { ...toNode(row), ...(children.length ? { hasChildren: true as const, children } : {}) };
  };
  // Roots: rows whose parent is not among the rows (the top, or above a search's matches).
  return rows.filter((row) => !keys.has(parentOf(row))).map(build);
}

/** The word of `key` in the system dictionary `code` ('' when unknown, as Blade's wrapper leaves it). */
export function dictWord(db: StandinDb, code: string, key: unknown): string {
  const parent = db.tables.dicts.find((row) => row.code === code && row.parentId === '0');
  return (
    db.tables.dicts.find((row) => parent && row.parentId === parent.id && row.dictKey === String(key))?.dictValue ?? ''
  );
}

export const bySort = <T extends { sort: number }>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => a.sort - b.sort);
