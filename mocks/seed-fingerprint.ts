import type { StandinTables } from './types';

/**
 * Changes whenever the seed changes, so a journal written over an older seed is dropped instead
 * of being replayed onto rows it was not made for. Hashed row by row: a seed of thousands of rows
 * is never turned into one huge string.
 */
export function fingerprintOf(seed: StandinTables): string {
  let hash = 5381;
  let length = 0;
  const add = (text: string): void => {
    for (let index = 0; index < text.length; index += 1) hash = (hash * 33 + text.charCodeAt(index)) | 0;
    length += text.length;
  };
  // In table-name order: where a table is declared (the core, an entity module) does not count.
  for (const [table, rows] of Object.entries(seed).sort(([a], [b]) => (a < b ? -1 : 1))) {
    add(table);
    for (const row of rows as unknown[]) add(JSON.stringify(row));
  }
  return `${length}:${(hash >>> 0).toString(16)}`;
}
