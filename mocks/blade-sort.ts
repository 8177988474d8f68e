import { compareValues } from './blade-query';

// ORDER BY from Blade's `Query`: `ascs` / `descs`, comma lists of columns. Blade turns camelCase
// into snake_case and puts the names into SQL, so a name that is not a column of the entity is
// an error there; here it answers 400 with the name, before any row is touched.

const COLUMN = /^[A-Za-z0-9_]+$/;

const camelCase = (column: string): string =>
  column.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

const names = (query: URLSearchParams, key: 'ascs' | 'descs'): string[] =>
  (query.get(key) ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * The first `ascs` / `descs` entry that is not a column of the entity, else null. A column is
 * named by letters, digits and `_`, as one of `fields` in camelCase or snake_case (`create_time`).
 */
export function invalidSortColumn(query: URLSearchParams, fields: readonly string[]): string | null {
  const known = new Set(fields);
  return (
    [...names(query, 'ascs'), ...names(query, 'descs')].find(
      (name) => !COLUMN.test(name) || !known.has(camelCase(name)),
    ) ?? null
  );
}

/** ORDER BY the ascs columns, then the descs columns, like Blade's query wrapper. Check the
 * names with `invalidSortColumn` first: an unknown one is ignored here. */
export function sortRows<T extends Record<string, unknown>>(rows: readonly T[], query: URLSearchParams): readonly T[] {
  const order = [
    ...names(query, 'ascs').map((name) => ({ field: camelCase(name), sign: 1 })),
    ...names(query, 'descs').map((name) => ({ field: camelCase(name), sign: -1 })),
  ];
  if (order.length === 0) return rows;
  return [...rows].sort((a, b) => {
    for (const { field, sign } of order) {
      const result = compareValues(a[field], b[field]);
      if (result !== 0) return result * sign;
    }
    return 0;
  });
}
