import type { StandinDb } from '../standin-db';
import type { OtoConsultRow, OtoExpertRow, OtoOrgRow } from '../types-oto';

// The business rows as their VOs answer them: the stored row plus the display names of what its
// ids point to ('' when that row is gone), so a list shows names without a call per row.

type Keyed = { id: string; tenantId: string };

/** id → row of one tenant's `rows`, built once per answer. */
const indexOf = <T extends Keyed>(rows: readonly T[], tenantId: string): Map<string, T> =>
  new Map(rows.filter((row) => row.tenantId === tenantId).map((row) => [row.id, row]));

/** Region code → name (province and city names of an org, a student's province); after regionsReady. */
function regionNamer(db: StandinDb): (code: string) => string {
  const names = new Map(db.tables.regions.map((region) => [region.code, region.name]));
  return (code) => names.get(code) ?? '';
}

/** OrgVO: its region names and how many experts it has (every audit state). */
export function orgPresenter(
  db: StandinDb,
  tenantId: string,
): (org: OtoOrgRow) => OtoOrgRow & { provinceName: string; cityName: string; expertCount: number } {
  const region = regionNamer(db);
  const counts = new Map<string, number>();
  for (const expert of db.tables.otoExperts)
    if (expert.tenantId === tenantId) counts.set(expert.orgId, (counts.get(expert.orgId) ?? 0) + 1);
  return (org) => ({
    ...org,
    provinceName: region(org.provinceCode),
    cityName: region(org.cityCode),
    expertCount: counts.get(org.id) ?? 0,
  });
}

/** ExpertVO: its organization's name. */
export function expertPresenter(
  db: StandinDb,
  tenantId: string,
): (expert: OtoExpertRow) => OtoExpertRow & { orgName: string } {
  const orgs = indexOf(db.tables.otoOrgs, tenantId);
  return (expert) => ({ ...expert, orgName: orgs.get(expert.orgId)?.orgName ?? '' });
}

/** ConsultVO: the names of its organization and expert and its order's number. */
export function consultPresenter(db: StandinDb, tenantId: string) {
  const orgs = indexOf(db.tables.otoOrgs, tenantId);
  const experts = indexOf(db.tables.otoExperts, tenantId);
  const orders = indexOf(db.tables.otoOrders, tenantId);
  return (consult: OtoConsultRow) => ({
    ...consult,
    orgName: orgs.get(consult.orgId)?.orgName ?? '',
    expertName: experts.get(consult.expertId)?.expertName ?? '',
    orderNo: orders.get(consult.orderId)?.orderNo ?? '',
  });
}

/** A row with the name of its province code (`province`). */
export function withProvinceName(
  db: StandinDb,
): <T extends { province: string }>(row: T) => T & { provinceName: string } {
  const region = regionNamer(db);
  return (row) => ({ ...row, provinceName: region(row.province) });
}
