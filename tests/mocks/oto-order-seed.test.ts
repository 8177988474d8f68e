import { describe, expect, it } from 'vitest';
import { idSequence } from '../../mocks/ids';
import { seedOtoOrders, type OrderSeedContext } from '../../mocks/seed-oto-order';
import { buildRegions } from '../../mocks/seed-data/regions';
import type { OtoExpertRow, OtoOrgRow, OtoServiceRow } from '../../mocks/types-oto';

// The order seed on its own, over orgs, experts and services built here: half a year of a
// believable business, consistent money, deterministic.

const T = '2025-01-01 08:00:00';
const org = (id: string, status: string, provinceCode: string): OtoOrgRow => ({
  id,
  tenantId: '000000',
  orgName: `机构${id}`,
  logo: '',
  contact: '',
  phone: '',
  provinceCode,
  cityCode: '',
  address: '',
  introduction: '',
  adminAccount: '',
  status,
  createTime: T,
  updateTime: T,
});
const expert = (id: string, orgId: string, auditStatus: string): OtoExpertRow => ({
  id,
  tenantId: '000000',
  orgId,
  expertName: `专家${id}`,
  avatar: '',
  gender: 1,
  title: '1',
  phone: '',
  provinces: '',
  subjectTypes: '',
  years: 5,
  introduction: '',
  auditStatus,
  auditReason: '',
  auditTime: '',
  createTime: T,
  updateTime: T,
});
const service = (id: string, category: string, price: number, saleStatus: number): OtoServiceRow => ({
  id,
  tenantId: '000000',
  serveName: `服务${id}`,
  category,
  price,
  duration: 60,
  sessions: 2,
  description: '',
  saleStatus,
  createTime: T,
  updateTime: T,
});

const orgs = [org('o1', '1', '33'), org('o2', '1', '44'), org('o3', '1', '41'), org('off', '0', '32')];
const experts = [
  expert('e1', 'o1', '2'),
  expert('e2', 'o1', '2'),
  expert('e3', 'o1', '1'),
  expert('e4', 'o2', '2'),
  expert('e5', 'o2', '3'),
  expert('e6', 'o3', '0'),
  expert('e7', 'off', '2'),
];
const services = [
  service('s1', '1', 3999, 1),
  service('s2', '2', 1299, 1),
  service('s3', '3', 6800, 1),
  service('s4', '1', 999, 0),
];

const SEED_DAY = '2025-07-15';
const context = (tenantId: string, seedDay = SEED_DAY): OrderSeedContext => ({
  tenantId,
  orgs: orgs.map((row) => ({ ...row, tenantId })),
  experts,
  services,
  seedDay,
  nextId: idSequence(1000000000000000001n),
});

const day = (text: string) => Date.parse(`${text.slice(0, 10)}T00:00:00Z`);
const daysBefore = (createTime: string) => Math.round((day(SEED_DAY) - day(createTime)) / 86_400_000);

describe('order seed', () => {
  const { orders, programmes } = seedOtoOrders(context('000000'));

  it('spreads 520+ orders over the 183 days up to the seed day, with the seed day and its month non-empty', () => {
    expect(orders.length).toBeGreaterThanOrEqual(520);
    const ages = orders.map((row) => daysBefore(row.createTime));
    expect(Math.min(...ages)).toBe(0);
    expect(Math.max(...ages)).toBe(182);
    expect(orders.filter((row) => row.createTime.startsWith(SEED_DAY)).length).toBeGreaterThanOrEqual(3);
    // Ids rise with creation time, as in a real table.
    const byId = [...orders].sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
    expect(byId.map((row) => row.createTime)).toEqual([...orders].map((row) => row.createTime).sort());
  });

  it('has more orders a day at weekends and in June-July', () => {
    const perDay = (pick: (date: Date) => boolean) => {
      const days = new Set<string>();
      for (let ago = 0; ago < 183; ago += 1) {
        const date = new Date(day(SEED_DAY) - ago * 86_400_000);
        if (pick(date)) days.add(date.toISOString().slice(0, 10));
      }
      return orders.filter((row) => days.has(row.createTime.slice(0, 10))).length / days.size;
    };
    const weekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;
    const season = (date: Date) => date.getUTCMonth() === 5 || date.getUTCMonth() === 6;
    expect(perDay((date) => weekend(date) && !season(date))).toBeGreaterThan(
      perDay((date) => !weekend(date) && !season(date)) * 1.3,
    );
    expect(perDay(season)).toBeGreaterThan(perDay((date) => !season(date)) * 1.3);
  });

  it('has every status, with paid and refunded money consistent with it', () => {
    expect(new Set(orders.map((row) => row.orderStatus))).toEqual(new Set(['0', '1', '2', '3', '4', '5']));
    for (const row of orders) {
      expect(row.amount).toBe(services.find((each) => each.id === row.serveId)?.price);
      if (['0', '5'].includes(row.orderStatus))
        expect([row.paidAmount, row.refundedAmount, row.payTime]).toEqual([0, 0, '']);
      else {
        expect(row.paidAmount).toBe(row.amount);
        expect(row.payTime > row.createTime).toBe(true);
      }
      if (row.orderStatus === '4') expect(row.refundedAmount).toBe(row.paidAmount);
      if (['1', '2', '3'].includes(row.orderStatus)) expect(row.refundedAmount).toBeLessThan(row.paidAmount);
      expect(row.refundReason === '').toBe(row.refundedAmount === 0);
    }
    const partial = orders.filter((row) => ['1', '2', '3'].includes(row.orderStatus) && row.refundedAmount > 0);
    expect(partial.length).toBeGreaterThanOrEqual(3);
    // Recent orders are the open ones.
    expect(orders.filter((row) => row.orderStatus === '3').every((row) => daysBefore(row.createTime) > 2)).toBe(true);
  });

  it('numbers orders OD + yyyyMMdd + 4 digits, unique, with believable students', () => {
    expect(new Set(orders.map((row) => row.orderNo)).size).toBe(orders.length);
    const provinces = new Set(
      buildRegions()
        .filter((region) => region.regionLevel === 1)
        .map((region) => region.code),
    );
    for (const row of orders) {
      expect(row.orderNo).toMatch(/^OD\d{12}$/);
      expect(row.orderNo.slice(2, 10)).toBe(row.createTime.slice(0, 10).replaceAll('-', ''));
      expect(row.studentPhone).toMatch(/^1[3-9]\d{9}$/);
      expect(row.studentName).toMatch(/^[\u4e00-\u9fa5]{2,3}$/);
      expect(provinces.has(row.province)).toBe(true);
      if (row.subjectType === 'L' || row.subjectType === 'W') expect(row.electives.split(',')).toHaveLength(2);
      if (row.subjectType === 'ZONG') expect(row.electives.split(',')).toHaveLength(3);
    }
  });

  it('gives orders approved experts of their own org, and none of the suspended org lately', () => {
    for (const row of orders.filter((each) => each.expertId)) {
      expect(experts.find((each) => each.id === row.expertId)).toMatchObject({ orgId: row.orgId, auditStatus: '2' });
    }
    expect(orders.some((row) => row.orgId === 'off')).toBe(true);
    expect(orders.filter((row) => row.orgId === 'off').every((row) => daysBefore(row.createTime) > 90)).toBe(true);
    expect(orders.filter((row) => row.serveId === 's4').every((row) => daysBefore(row.createTime) > 60)).toBe(true);
  });

  it('plans 2-5 steps for paid, in-service and completed orders only, done when the order is', () => {
    const stepsOf = new Map<string, typeof programmes>();
    for (const step of programmes) stepsOf.set(step.orderId, [...(stepsOf.get(step.orderId) ?? []), step]);
    for (const row of orders) {
      const steps = stepsOf.get(row.id) ?? [];
      if (!['1', '2', '3'].includes(row.orderStatus)) {
        expect(steps).toEqual([]);
        continue;
      }
      expect(steps.length).toBeGreaterThanOrEqual(2);
      expect(steps.length).toBeLessThanOrEqual(5);
      expect(steps.map((step) => step.sort)).toEqual(steps.map((_, index) => index + 1));
      // Done exactly when past (completed orders: all of them, planned before the seed day).
      if (row.orderStatus !== '1')
        expect(steps.map((step) => step.finished)).toEqual(steps.map((step) => (step.planTime < SEED_DAY ? 1 : 0)));
      if (row.orderStatus === '3') expect(steps.every((step) => step.finished === 1)).toBe(true);
      expect(steps.map((step) => step.planTime)).toEqual(steps.map((step) => step.planTime).sort());
      if (row.orderStatus === '1') expect(steps.every((step) => step.finished === 0)).toBe(true);
      expect(steps.every((step) => step.planTime > row.payTime && step.tenantId === row.tenantId)).toBe(true);
    }
  });

  it('is deterministic, moves with the seed day, and gives every tenant its own half year of 520+ orders', () => {
    expect(seedOtoOrders(context('000000'))).toEqual({ orders, programmes });
    const later = seedOtoOrders(context('000000', '2025-07-16')).orders;
    expect(later.some((row) => row.createTime.startsWith('2025-07-16'))).toBe(true);
    const branch = seedOtoOrders(context('100001')).orders;
    expect(branch.length).toBeGreaterThanOrEqual(520);
    expect(new Set(branch.map((row) => row.orderStatus))).toEqual(new Set(['0', '1', '2', '3', '4', '5']));
    expect(branch.every((row) => row.tenantId === '100001')).toBe(true);
    // Another tenant, another business: not a copy of 000000's.
    expect(branch.map((row) => row.orderNo)).not.toEqual(orders.map((row) => row.orderNo));
    expect(seedOtoOrders({ ...context('100002'), services: [] })).toEqual({ orders: [], programmes: [] });
  });
});
