import { seedEntitiesIn, seedEntitiesInRanges, seedEntityDicts } from './entities/seed';
import { emptyEntityTables } from './entities/tables';
import { idSequence } from './ids';
import { addBenchUsers } from './seed-bench';
import { PLATFORM_TENANT } from './seed-data/accounts';
import { addPlatformSeed } from './seed-platform';
import { addOtoSeed } from './seed-oto';
import { emptyResourceTables } from './types-resource';
import { addLogSeed } from './seed-log';
import { emptyLogTables } from './types-log';
import { addDevelopSeed } from './seed-develop';
import { emptyDevelopTables } from './types-develop';
import { addFlowSeed } from './seed-flow';
import { emptyFlowTables } from './types-flow';
import { settleSeedTimes } from './seed-clock';
import { formatDateTime } from './time';
import type { StandinTables } from './types';

export type SeedOptions = {
  /**
   * Benchmark mode: tenant 000000 gets `benchOrders` orders (10,000 when omitted) and 10,000 more
   * users (seed-bench.ts); off, the seed is the product's.
   */
  bench?: boolean;
  benchOrders?: number;
  /** The day (yyyy-MM-dd) the business seed's dates are relative to; today when omitted. */
  seedDay?: string;
  /**
   * The instant (yyyy-MM-dd HH:mm:ss, on the seed day) nothing seeded may be after
   * (seed-clock.ts): `defaultSeedAt(seedDay)` when omitted.
   */
  seedAt?: string;
};

/** Today in local time, yyyy-MM-dd: the default seed day. */
export const todayText = (): string => formatDateTime(new Date()).slice(0, 10);

/** Now when the seed day is today (or later: a clock set back), else the end of that past day. */
export const defaultSeedAt = (seedDay: string): string =>
  seedDay >= todayText() ? formatDateTime(new Date()) : `${seedDay} 23:59:59`;

/** A fresh copy of the seed data. Deterministic: the same rows and ids on every call. */
export function createSeed(options: SeedOptions = {}): StandinTables {
  const seedDay = options.seedDay || todayText();
  const seedAt = options.seedAt?.startsWith(seedDay) ? options.seedAt : defaultSeedAt(seedDay);
  const tables: StandinTables = {
    tokens: [],
    refreshTokens: [],
    captchas: [],
    socialAccounts: [],
    errorLogs: [],
    guestRegistrations: [],
    files: [],
    ...emptyResourceTables(),
    ...emptyLogTables(),
    ...emptyDevelopTables(),
    ...emptyFlowTables(),
    ...emptyEntityTables(),
  };
  // The menu rows first, from an id range of their own: adding menus never shifts the ids below.
  seedEntitiesIn('menus', tables, { nextId: idSequence(1123598815738600001n), seedDay, tenants: [] });
  const nextId = idSequence(1123598815738675501n);
  // The tenant packages, then the tenants, which name them, then their depts, then the roles with
  // their menus, then the users.
  seedEntitiesIn('tenancy', tables, { nextId, seedDay, tenants: [] });
  // The accounts' tenants, those the slots up to `platform` seed for; the two the platform seed adds
  // get what they need from the tenant starter (seed-platform.ts).
  const tenants = [...tables.tenants];
  // The params, then the system dictionaries and every tenant's business ones, then the top menus.
  seedEntitiesIn('core', tables, { nextId, seedDay, tenants });
  // The organisation screens' range: the depts below the accounts', then the posts.
  seedEntitiesIn('org', tables, { nextId: idSequence(1123598815738900001n), seedDay, tenants });
  // The user screens' people, in a range that starts where the authority screens' does.
  seedEntitiesIn('people', tables, { nextId: idSequence(1123598815739100001n), seedDay, tenants });
  // The authority screens' range: the data scopes, the API scopes, then the roles' grants of them.
  seedEntitiesIn('access', tables, { nextId: idSequence(1123598815739100001n), seedDay, tenants });
  addPlatformSeed(tables, (platformIds) =>
    seedEntitiesIn('platform', tables, { nextId: platformIds, seedDay, tenants }),
  );
  addOtoSeed(
    tables,
    { seedDay, seedAt, orderTotals: options.bench ? { [PLATFORM_TENANT]: options.benchOrders ?? 10_000 } : {} },
    (slot, otoIds, slotTenants, business) =>
      seedEntitiesIn(slot, tables, { nextId: otoIds, seedDay, tenants: slotTenants, business }),
  );
  // Each tenant's object storage, SMS configs and attachments, numbered tenant by tenant.
  const resourceIds = idSequence(1123598815785000001n);
  for (const tenant of tables.tenants)
    seedEntitiesIn('resource', tables, { nextId: resourceIds, seedDay, tenants: [tenant] });
  addLogSeed(tables);
  addDevelopSeed(tables);
  addFlowSeed(tables, seedDay);
  seedEntitiesInRanges(tables, seedDay);
  seedEntityDicts(tables);
  // After everything else, so that no product row's id depends on the mode.
  if (options.bench) addBenchUsers(tables, nextId);
  settleSeedTimes(tables, seedAt);
  return tables;
}
