import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSeed } from '../../mocks/seed';
import { buildRegions } from '../../mocks/seed-data/regions';
import { fingerprintOf } from '../../mocks/seed-fingerprint';
import type { StandinTables } from '../../mocks/types';
import { SEED_DAY } from './oto-fixture';

// The business seed: the contract's sizes and spreads for every tenant, dates relative to the seed
// day, pictures served by the console itself, and the same rows for the same day.

const seed = createSeed({ seedDay: SEED_DAY });
const of = <K extends keyof StandinTables>(table: K, tenantId = '000000') =>
  (seed[table] as { tenantId: string }[]).filter((row) => row.tenantId === tenantId) as StandinTables[K];
const countBy = <T>(rows: readonly T[], key: (row: T) => string) =>
  rows.reduce<Record<string, number>>((counts, row) => ({ ...counts, [key(row)]: (counts[key(row)] ?? 0) + 1 }), {});
const day = (text: string) => text.slice(0, 10);

describe('stand-in: the one-to-one seed', () => {
  it('gives 000000 the contract sizes, every state present', () => {
    const orgs = of('otoOrgs');
    expect(orgs.length).toBeGreaterThanOrEqual(6);
    expect(orgs.filter((org) => org.status === '0')).toHaveLength(1);
    const experts = of('otoExperts');
    expect(experts.length).toBeGreaterThanOrEqual(36);
    expect(Object.keys(countBy(experts, (row) => row.auditStatus)).sort()).toEqual(['0', '1', '2', '3']);
    expect(experts.filter((row) => row.auditStatus === '3').every((row) => row.auditReason && row.auditTime)).toBe(
      true,
    );
    // Every active org can take orders: it has approved experts.
    for (const org of orgs) expect(experts.some((row) => row.orgId === org.id && row.auditStatus === '2')).toBe(true);
    const services = of('otoServices');
    expect(services.length).toBeGreaterThanOrEqual(8);
    expect(services.some((row) => row.saleStatus === 0)).toBe(true);
    expect(of('otoConsults').length).toBeGreaterThanOrEqual(120);
    const customers = of('otoCustomers');
    expect(customers.length).toBeGreaterThanOrEqual(150);
    expect(Object.keys(countBy(customers, (row) => row.followStatus)).sort()).toEqual(['0', '1', '2', '3']);
    expect(of('otoH5Registrations').length).toBeGreaterThanOrEqual(300);
    expect(of('otoQrcodes')).toHaveLength(3);
    expect(of('otoTips')).toHaveLength(6);
    expect(of('otoExpertVideos').length).toBeGreaterThan(10);
  });

  it('dates everything relative to the seed day: today non-empty, nothing created after it', () => {
    const consults = of('otoConsults');
    const today = consults.filter((row) => day(row.consultTime) === SEED_DAY);
    expect(today.length).toBeGreaterThan(0);
    expect(consults.some((row) => row.status === '0' && row.consultTime >= SEED_DAY)).toBe(true);
    expect(consults.filter((row) => row.consultTime < SEED_DAY).every((row) => row.status !== '0')).toBe(true);
    expect(of('otoCustomers').some((row) => day(row.createTime) === SEED_DAY)).toBe(true);
    expect(of('otoH5Registrations').some((row) => day(row.createTime) === SEED_DAY)).toBe(true);
    const created = [
      ...of('otoCustomers'),
      ...of('otoH5Registrations'),
      ...consults,
      ...of('otoExperts'),
      ...of('otoOrgs'),
    ].map((row) => day(row.createTime));
    expect(created.every((text) => text <= SEED_DAY)).toBe(true);
    // H5 sign-ups spread over the past half year.
    const oldest = of('otoH5Registrations')
      .map((row) => row.createTime)
      .sort()[0];
    expect(oldest < '2025-01-15').toBe(true);
    expect(oldest >= '2024-12-16').toBe(true);
  });

  it("points consultations at real orders of their tenant, with the order's org and expert", () => {
    const orders = new Map(seed.otoOrders.map((order) => [order.id, order]));
    const linked = seed.otoConsults.filter((row) => row.orderId);
    expect(linked.length).toBeGreaterThan(100);
    for (const consult of linked) {
      const order = orders.get(consult.orderId);
      expect(order).toMatchObject({
        tenantId: consult.tenantId,
        orgId: consult.orgId,
        expertId: consult.expertId,
        studentName: consult.studentName,
      });
    }
  });

  it('gives every tenant the contract’s business: 30+ experts in every audit state, 500+ orders over six months in every status', () => {
    const sixMonthsBack = '2024-12-15';
    for (const tenantId of ['000000', '100001', '100002', '100003']) {
      expect(of('otoOrgs', tenantId).length).toBeGreaterThanOrEqual(3);
      const experts = of('otoExperts', tenantId);
      expect(experts.length).toBeGreaterThanOrEqual(30);
      expect(Object.keys(countBy(experts, (row) => row.auditStatus)).sort()).toEqual(['0', '1', '2', '3']);
      for (const org of of('otoOrgs', tenantId))
        expect(experts.some((row) => row.orgId === org.id && row.auditStatus === '2')).toBe(true);
      const orders = of('otoOrders', tenantId);
      expect(orders.length).toBeGreaterThanOrEqual(500);
      expect(Object.keys(countBy(orders, (row) => row.orderStatus)).sort()).toEqual(['0', '1', '2', '3', '4', '5']);
      expect(orders.every((row) => day(row.createTime) >= sixMonthsBack && day(row.createTime) <= SEED_DAY)).toBe(true);
      expect(orders.some((row) => day(row.createTime) < '2025-01-01')).toBe(true);
      expect(of('otoServices', tenantId).length).toBeGreaterThan(0);
      expect(of('otoCustomers', tenantId).length).toBeGreaterThan(0);
      expect(of('otoConsults', tenantId).length).toBeGreaterThan(0);
      expect(of('otoH5Registrations', tenantId).length).toBeGreaterThan(0);
    }
    // The regions load on first use (entities/region.ts): their seed is the data module's.
    const regions = new Set(buildRegions().map((row) => row.code));
    expect(
      seed.otoOrgs.every(
        (org) =>
          regions.has(org.provinceCode) && regions.has(org.cityCode) && org.cityCode.startsWith(org.provinceCode),
      ),
    ).toBe(true);
    expect([...seed.otoCustomers, ...seed.otoH5Registrations].every((row) => regions.has(row.province))).toBe(true);
    const subjects = new Set(['WEN', 'LI', 'ZONG', 'L', 'W']);
    expect(
      seed.otoH5Registrations.every(
        (row) => subjects.has(row.subjectType) && /^[OWHSZLDJ]?(,[OWHSZLDJ])*$/.test(row.electives),
      ),
    ).toBe(true);
    const phones = [...seed.otoCustomers, ...seed.otoH5Registrations].map((row) => row.phone);
    expect(phones.every((phone) => /^1[3-9]\d{9}$/.test(phone))).toBe(true);
    expect(new Set(phones).size).toBe(phones.length);
  });

  it('shows logos and photos the console serves itself, a photo for every expert', () => {
    const media = new Set(readdirSync(resolve(__dirname, '../../public/media')).map((file) => `/media/${file}`));
    expect(seed.otoOrgs.every((org) => media.has(org.logo))).toBe(true);
    expect(seed.otoExperts.every((expert) => media.has(expert.avatar))).toBe(true);
    expect(new Set(seed.otoExperts.map((expert) => expert.avatar)).size).toBeGreaterThan(4);
    for (const file of new Set([
      ...seed.otoOrgs.map((org) => org.logo),
      ...seed.otoExperts.map((expert) => expert.avatar),
    ])) {
      // A small picture of its own, with no reference to another host.
      const svg = readFileSync(resolve(__dirname, `../../public${file}`), 'utf8');
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|\/\//);
    }
  });

  it('makes orgstaff a member of the first org of 000000, whose admin account it is', () => {
    const user = seed.users.find((row) => row.account === 'orgstaff');
    const [first] = of('otoOrgs');
    expect(user).toMatchObject({ tenantId: '000000', realName: '张敏' });
    expect(seed.otoOrgMembers).toEqual([
      { id: expect.any(String), tenantId: '000000', userId: user?.id, orgId: first.id },
    ]);
    expect(first.adminAccount).toBe('orgstaff');
  });

  it('builds the same rows for the same day, other dates (same ids) for another day', () => {
    const again = createSeed({ seedDay: SEED_DAY });
    expect(fingerprintOf(again)).toBe(fingerprintOf(seed));
    const next = createSeed({ seedDay: '2025-06-16' });
    expect(fingerprintOf(next)).not.toBe(fingerprintOf(seed));
    expect(next.otoConsults.map((row) => row.id)).toEqual(seed.otoConsults.map((row) => row.id));
    expect(next.otoConsults.filter((row) => day(row.consultTime) === '2025-06-16').length).toBe(
      seed.otoConsults.filter((row) => day(row.consultTime) === SEED_DAY).length,
    );
  });
});
