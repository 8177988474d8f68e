import type { StandinTables } from './types';
import { entityKeyFields, lateTableNames, type EntityTables, type LateTableName } from './entities/tables';

// Which field identifies a row of each table. The journal (journal.ts) stores one entry per
// changed row under that key, and `update` finds the row it replaces by it. An entity module's
// table is keyed as the module says (entities/tables.ts).

export type TableName = keyof StandinTables;

/**
 * Tables whose seed is not built at start but loaded on first use (a module's `late`: the regions,
 * a chunk of their own). Empty in `db.tables` until then; the journal keeps their changes until
 * the seed arrives.
 */
export const LATE_TABLES: readonly LateTableName[] = lateTableNames();
export type LateTable = LateTableName;
export type RowOf<K extends TableName> = StandinTables[K][number];
/** The names of the tables whose rows are `T`. */
export type TableOf<T> = { [K in TableName]: StandinTables[K] extends T[] ? K : never }[TableName];

type TextField<R> = { [F in keyof R]-?: R[F] extends string ? F : never }[keyof R];

const CORE_KEY_FIELDS: { readonly [K in Exclude<TableName, keyof EntityTables>]: TextField<RowOf<K>> } = {
  // Session rows have no id: the token itself, the captcha key.
  tokens: 'token',
  refreshTokens: 'token',
  captchas: 'key',
  socialAccounts: 'id',
  errorLogs: 'id',
  guestRegistrations: 'id',
  files: 'id',
  smsLogs: 'id',
  developModels: 'id',
  developPrototypes: 'id',
  developCodes: 'id',
  flowModels: 'id',
  flowDeployments: 'id',
  flowDefinitions: 'id',
  flowInstances: 'id',
  flowTasks: 'id',
  flowActivities: 'id',
  flowLeaves: 'id',
};

const KEY_FIELDS: Readonly<Record<TableName, string>> = { ...CORE_KEY_FIELDS, ...entityKeyFields() };

export const TABLE_NAMES = Object.keys(KEY_FIELDS) as TableName[];

/** The key of `row` in `table`. */
export function keyOf<K extends TableName>(table: K, row: RowOf<K>): string {
  // The mapped type guarantees the field holds text; TS cannot follow that through generic K.
  return (row as Record<string, unknown>)[KEY_FIELDS[table]] as string;
}
