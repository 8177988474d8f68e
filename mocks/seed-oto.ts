import type { BusinessSeed, SeedSlot } from './entities/entity';
import { idSequence } from './ids';
import { tenantBusinesses } from './seed-data/oto-catalogue';
import type { Build } from './seed-data/oto-experts';
import { seededRandom } from './seed-data/oto-random';
import type { StandinTables, TenantRow } from './types';

// The one-to-one business seed of every tenant (seed-data/oto-catalogue.ts says how much), from an
// id range of its own so the product's other ids do not move. Its entities are modules
// (entities/organization.ts, expert.ts, service.ts, order.ts, consultation.ts ...): this hands
// them their slots, the ids and the tenant's one random stream at the places the area drew them.
// Dates count back from the seed day (SeedOptions.seedDay), so the home page always has today's
// figures; a generator seeded per tenant makes the same rows for the same day.

/** Seeds the modules of `slot` for `tenants` (one, or every tenant for `oto-staff`). */
type SeedSlotOf = (
  slot: Extract<SeedSlot, `oto${string}`>,
  nextId: () => string,
  tenants: readonly TenantRow[],
  business?: BusinessSeed,
) => void;

/**
 * Adds the business of every tenant, its dates relative to `seedDay` (yyyy-MM-dd); the orders keep
 * to the seed's instant `seedAt` themselves (their numbers carry their day), the other rows are
 * settled after the whole seed is built (seed-clock.ts).
 */
export function addOtoSeed(
  tables: StandinTables,
  {
    seedDay,
    seedAt,
    orderTotals = {},
  }: {
    seedDay: string;
    seedAt: string;
    /** How many orders a tenant has instead of its business's own (benchmark mode's 10,000). */
    orderTotals?: Readonly<Record<string, number>>;
  },
  seedEntities: SeedSlotOf,
): void {
  const nextId = idSequence(1123598815760000001n);
  tables.tenants.forEach((tenant, tenantIndex) => {
    if (!tenantBusinesses[tenant.tenantId]) return;
    const random = seededRandom(0x5eed + tenantIndex * 7919);
    // Each list has its own phone series, apart from every other list of every tenant.
    const build = (series: number): Build => ({
      tenantId: tenant.tenantId,
      nextId,
      seedDay,
      random,
      series: tenantIndex * 10 + series,
    });
    const business: BusinessSeed = {
      build,
      seedAt,
      orderTotal: orderTotals[tenant.tenantId],
      own: (rows) => rows.filter((row) => row.tenantId === tenant.tenantId),
    };
    // Its orgs, experts and services first.
    seedEntities('oto-catalogue', nextId, [tenant], business);
    // Orders from a range of their own per tenant: how many there are may depend on the day, and
    // the other rows' ids must not.
    seedEntities('oto-orders', idSequence(1123598815770000001n + BigInt(tenantIndex) * 1_000_000n), [tenant], business);
    // Then the rest (videos, consultations, customers, H5 sign-ups, QR codes, tips), drawing on
    // from the same stream.
    seedEntities('oto', nextId, [tenant], business);
  });
  // Who works for which org, once every tenant's orgs are there.
  seedEntities('oto-staff', nextId, tables.tenants);
}
