import type { StandinTables, TenantRow } from '../types';
import { idSequence } from '../ids';
import { buildDicts } from '../seed-builders';
import { idRangeOf } from './entity-defaults';
import type { SeedContext, SeedSlot } from './entity';
import { entities } from './index';

// The entity modules' seed rows, put where their ids come from (entity.ts, SeedSlot).

type SlotContext = Omit<SeedContext, 'tenantIndex'>;

const indexIn = (tables: StandinTables) => (tenant: TenantRow) =>
  tables.tenants.findIndex((row) => row.tenantId === tenant.tenantId);

/** Seeds the modules numbered in `slot`, in list order, from the area's own sequence. */
export function seedEntitiesIn(slot: SeedSlot, tables: StandinTables, context: SlotContext): void {
  for (const entity of entities) {
    if (entity.ids !== slot) continue;
    const rows: unknown[] = tables[entity.table];
    rows.push(...entity.seed({ ...context, tenantIndex: indexIn(tables) }));
  }
}

/** Seeds the modules with a range of their own, for every tenant: after the areas, so all exist. */
export function seedEntitiesInRanges(tables: StandinTables, seedDay: string): void {
  for (const entity of entities) {
    if (typeof entity.ids !== 'bigint') continue;
    const rows: unknown[] = tables[entity.table];
    rows.push(
      ...entity.seed({
        nextId: idSequence(entity.ids),
        seedDay,
        tenants: tables.tenants,
        tenantIndex: indexIn(tables),
      }),
    );
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
