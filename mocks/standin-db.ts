import type { StandinOptions } from './options';
import type { LateTable, RowOf, TableName } from './table-keys';

// The store as handlers see it (db.ts makes it). A type of its own, so that the modules which read
// the store need not import the module that seeds it from them.

/** The live tables as handlers see them: read-only, so every change goes through the db's methods. */
type StandinView = { readonly [K in TableName]: readonly Readonly<RowOf<K>>[] };

export type StandinDb = {
  readonly options: StandinOptions;
  readonly tables: StandinView;
  /** A new monotonic numeric-string id. */
  nextId(): string;
  /** Appends rows to `table`. */
  insert<K extends TableName>(table: K, ...rows: RowOf<K>[]): void;
  /** Puts `row` in place of the row with the same key (id; the token; the captcha key). */
  update<K extends TableName>(table: K, row: RowOf<K>): void;
  /** Removes the rows `match` picks; answers how many. */
  remove<K extends TableName>(table: K, match: (row: Readonly<RowOf<K>>) => boolean): number;
  /** Back to the seed; also forgets what was persisted. */
  reset(): void;
  /**
   * Puts a late table's seed in (LATE_TABLES: its data loads on first use, a module's `late`), with
   * the changes stored for it; until then the table is empty. Again after a reset.
   */
  attachLate<K extends LateTable>(table: K, seedRows: readonly RowOf<K>[]): void;
  /** Whether `attachLate` has filled the table since the seed was (re)built. */
  isAttached(table: LateTable): boolean;
  /** False while changes live in memory only: persist 'memory', or storage missing or failing. */
  readonly persisting: boolean;
};
