import type { StandinTables, TenantRow } from '../types';
import { idSequence } from '../ids';
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
