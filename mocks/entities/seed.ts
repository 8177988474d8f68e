import type { StandinTables, TenantRow } from '../types';
import { idSequence } from '../ids';
import { buildDicts } from '../seed-builders';
import { idRangeOf } from './entity-defaults';
import type { SeedContext, SeedSlot } from './entity';
import { entities } from './index';
import { productMenuSeeds } from './menus';
import type { EntityTableName } from './tables';

// The entity modules' seed rows, put where their ids come from (entity.ts, SeedSlot).

type SlotContext = Omit<SeedContext, 'tenantIndex' | 'seeded' | 'menuSeeds'>;

const indexIn = (tables: StandinTables) => (tenant: TenantRow) =>
  tables.tenants.findIndex((row) => row.tenantId === tenant.tenantId);

/** Seed rows by table. */
type Seeded = Partial<Record<EntityTableName, readonly unknown[]>>;

/** A module's seeds, in order: its own rows (by table when more come with them), then the rest. */
const seedsOf = (entity: (typeof entities)[number]) => [
  {
    ids: entity.ids,
    seed: (context: SeedContext): Seeded => {
      const rows = entity.seed(context);
      return Array.isArray(rows) ? { [entity.table]: rows } : rows;
    },
  },
  ...entity.seedsElsewhere,
];

/** Appends what a seed made to its tables. */
function add(tables: StandinTables, seeded: Seeded): void {
  for (const [table, rows] of Object.entries(seeded)) (tables[table as EntityTableName] as unknown[]).push(...rows);
}

/** Seeds what the modules number in `slot`, in list order, from the area's own sequence. */
export function seedEntitiesIn(slot: SeedSlot, tables: StandinTables, context: SlotContext): void {
  for (const entity of entities) {
    for (const step of seedsOf(entity)) {
      if (step.ids === slot)
        add(
          tables,
          step.seed({ ...context, tenantIndex: indexIn(tables), seeded: tables, menuSeeds: productMenuSeeds }),
        );
    }
  }
}

/** Seeds what the modules number in a range of their own, for every tenant: after the areas, so all exist. */
export function seedEntitiesInRanges(tables: StandinTables, seedDay: string): void {
  for (const entity of entities) {
    for (const step of seedsOf(entity)) {
      if (typeof step.ids !== 'bigint') continue;
      add(
        tables,
        step.seed({
          nextId: idSequence(step.ids),
          seedDay,
          tenants: tables.tenants,
          tenantIndex: indexIn(tables),
          seeded: tables,
          menuSeeds: productMenuSeeds,
        }),
      );
    }
  }
}

/**
 * The dictionaries the modules bring: a system one once, a tenant's own (dict-biz) for every
 * tenant, numbered from a range of their own so no other seed row moves.
 */
export function seedEntityDicts(tables: StandinTables): void {
  for (const entity of entities) {
    if (entity.dicts.length === 0 && entity.bizDicts.length === 0) continue;
    const nextId = idSequence(idRangeOf(`${entity.code}.dicts`));
    tables.dicts.push(...buildDicts([...entity.dicts], nextId));
    for (const tenant of tables.tenants) {
      tables.dictBiz.push(
        ...buildDicts([...entity.bizDicts], nextId).map((row) => ({ ...row, tenantId: tenant.tenantId })),
      );
    }
  }
}

/** Every module's tenant dictionaries, for one tenant (a new tenant gets them too: tenant-starter.ts). */
export const entityBizDicts = (nextId: () => string, tenantId: string) =>
  buildDicts(
    entities.flatMap((entity) => entity.bizDicts),
    nextId,
  ).map((row) => ({ ...row, tenantId }));
