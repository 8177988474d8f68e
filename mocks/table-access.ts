import type { StandinDb } from './standin-db';
import type { TableOf } from './table-keys';

// For code generic over the row type (bladeCrud): the db's reads and writes of one table, typed
// for its rows.

/** The rows of `table` as `T`, with the db's writes typed for them (for code generic over rows). */
export type TableAccess<T> = {
  rows(): readonly T[];
  insert(row: T): void;
  update(row: T): void;
  remove(match: (row: T) => boolean): number;
};

export function tableAccess<T>(db: StandinDb, table: TableOf<T>): TableAccess<T> {
  // TS cannot relate a generic table name to its row type; TableOf<T> guarantees the rows are T.
  const untyped = db as unknown as {
    tables: Record<string, readonly T[]>;
    insert(name: string, row: T): void;
    update(name: string, row: T): void;
    remove(name: string, match: (row: T) => boolean): number;
  };
  return {
    rows: () => untyped.tables[table],
    insert: (row) => untyped.insert(table, row),
    update: (row) => untyped.update(table, row),
    remove: (match) => untyped.remove(table, match),
  };
}
