import type { BusinessSeed } from './entities/entity';
import { idSequence } from './ids';
import { seedOtoOrders } from './seed-oto-order';
import { tenantBusinesses } from './seed-data/oto-catalogue';
import { buildExperts, buildOrgs, buildVideos, type Build } from './seed-data/oto-experts';
import { seededRandom } from './seed-data/oto-random';
import { buildServices } from './seed-data/oto-settings';
import type { StandinTables, TenantRow } from './types';
import type { OtoTables } from './types-oto';

// The one-to-one business seed of every tenant (seed-data/oto-catalogue.ts says how much), from an
// id range of its own so the product's other ids do not move. Dates count back from the seed day
// (SeedOptions.seedDay), so the home page always has today's figures; a generator seeded per
// tenant makes the same rows for the same day.

export const emptyOtoTables = (): OtoTables => ({
  otoOrgs: [],
  otoOrgMembers: [],
  otoExperts: [],
  otoExpertVideos: [],
  otoServices: [],
  otoOrders: [],
  otoProgrammes: [],
});

/** The org an account works for: the org whose adminAccount it is (000000's orgstaff). */
function memberships(tables: StandinTables, nextId: () => string): void {
  for (const org of tables.otoOrgs) {
    const user = tables.users.find((row) => row.tenantId === org.tenantId && row.account === org.adminAccount);
    if (user) tables.otoOrgMembers.push({ id: nextId(), tenantId: org.tenantId, userId: user.id, orgId: org.id });
  }
}

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
  seedEntities: (nextId: () => string, tenant: TenantRow, business: BusinessSeed) => void,
): void {
  const nextId = idSequence(1123598815760000001n);
  tables.tenants.forEach((tenant, tenantIndex) => {
    const business = tenantBusinesses[tenant.tenantId];
    if (!business) return;
    const random = seededRandom(0x5eed + tenantIndex * 7919);
    // Each list has its own phone series, apart from every other list of every tenant.
    const build = (series: number): Build => ({
      tenantId: tenant.tenantId,
      nextId,
      seedDay,
      random,
      series: tenantIndex * 10 + series,
    });
    const orgs = buildOrgs(business.orgs, build(1));
    const experts = buildExperts(orgs, business.expertsPerOrg, build(2));
    const services = buildServices(business.services, build(3));
    // Orders from a range of their own per tenant: how many there are may depend on the day, and
    // the other rows' ids must not.
    const orderIds = idSequence(1123598815770000001n + BigInt(tenantIndex) * 1_000_000n);
    const { orders, programmes } = seedOtoOrders({
      tenantId: tenant.tenantId,
      orgs,
      experts,
      services,
      nextId: orderIds,
      seedDay,
      seedAt,
      total: orderTotals[tenant.tenantId],
    });
    tables.otoOrgs.push(...orgs);
    tables.otoExperts.push(...experts);
    tables.otoExpertVideos.push(...buildVideos(experts, build(4)));
    tables.otoServices.push(...services);
    tables.otoOrders.push(...orders);
    tables.otoProgrammes.push(...programmes);
    // Its consultations, customers, H5 sign-ups, QR codes and tips (their modules' seeds) are
    // numbered next and draw on from the same stream, as they always did.
    seedEntities(nextId, tenant, { build, orgs, experts, orders });
  });
  memberships(tables, nextId);
}
