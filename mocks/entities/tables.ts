import type { Entity } from './entity';
import { entities } from './index';

// The store's part that the entity list makes: a table per module, keyed by the module's key.

type Listed = (typeof entities)[number];
type RowsOf<E> = E extends Entity<string, infer Row> ? Row[] : never;

/** A table per entity module, named as the module names it, holding the module's rows. */
export type EntityTables = { [E in Listed as E['table']]: RowsOf<E> };

export const emptyEntityTables = (): EntityTables =>
  Object.fromEntries(entities.map((entity) => [entity.table, []])) as unknown as EntityTables;

/** The field that keys each entity table's rows. */
export const entityKeyFields = (): Record<keyof EntityTables, string> =>
  Object.fromEntries(entities.map((entity) => [entity.table, entity.key])) as Record<keyof EntityTables, string>;
