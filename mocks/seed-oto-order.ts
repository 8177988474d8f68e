import { ORDER_REMARKS, PROGRAMME_STEPS, REFUND_REASONS } from './seed-data/oto-orders';
import { seededRandom, type Random } from './seed-data/oto-orders-random';
import { seedStudent } from './seed-data/oto-orders-student';
import { toFen, toYuan } from './order-status';
import type { OtoExpertRow, OtoOrderRow, OtoOrgRow, OtoProgrammeRow, OtoServiceRow } from './types-oto';

// Half a year of one tenant's orders (every tenant's business is alive: 520 and more), oldest
// first, so ids grow with time as in a real table: a few a day, more at weekends and in the
// June-July application season; recent orders still
// open, older ones mostly completed, some cancelled or refunded. Dates count back from
// `seedDay` in calendar days (UTC arithmetic: no clock change can shift a day).

export type OrderSeedContext = {
  tenantId: string;
  orgs: readonly OtoOrgRow[];
  experts: readonly OtoExpertRow[];
  services: readonly OtoServiceRow[];
  nextId: () => string;
  /** The day the seed is built for (yyyy-MM-dd): every date is relative to it. */
  seedDay: string;
  /**
   * The seed's instant (yyyy-MM-dd HH:mm:ss, SeedOptions.seedAt); the end of the seed day when
   * omitted. Nothing is placed, paid or touched after it: the seed day's orders are those of its
   * hours already gone, and an order that would be paid or touched later was so before it.
   */
  seedAt?: string;
  /** How many orders at least (520 when omitted: half a year of a tenant's business). */
  total?: number;
};

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Days back from the seed day (0 = the seed day itself). */
const WINDOW = 183;

const pad = (value: number): string => String(value).padStart(2, '0');
const stamp = (ms: number): string => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};
const dayStart = (seedDay: string): number => {
  const [year, month, day] = seedDay.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
};
/** `yyyy-MM-dd HH:mm:ss` in the same wall-clock frame as `stamp`. */
const instant = (text: string): number =>
  dayStart(text.slice(0, 10)) +
  (Number(text.slice(11, 13)) * 3600 + Number(text.slice(14, 16)) * 60 + Number(text.slice(17, 19))) * 1000;

/** Orders per day, indexed by days ago; the seed day always has some. */
function dailyCounts(random: Random, seedStart: number, floor: number): number[] {
  const counts = Array.from({ length: WINDOW }, (_, ago) => {
    const date = new Date(seedStart - ago * DAY);
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
    const season = date.getUTCMonth() === 5 || date.getUTCMonth() === 6 ? 1.6 : 1;
    return Math.round((weekend ? random.int(4, 6) : random.int(2, 4)) * season);
  });
  counts[0] = Math.max(counts[0], 4);
  while (counts.reduce((sum, count) => sum + count, 0) < floor) counts[random.int(1, WINDOW - 1)] += 1;
  return counts;
}

/** Seconds into the day, ascending: parents call in the evening; the seed day's are all morning. */
function timesOfDay(random: Random, count: number, seedDay: boolean): number[] {
  const hours = seedDay
    ? ([
        [8, 1],
        [9, 2],
        [10, 2],
        [11, 1],
      ] as const)
    : ([
        [8, 1],
        [9, 2],
        [10, 3],
        [11, 3],
        [12, 2],
        [13, 2],
        [14, 3],
        [15, 3],
        [16, 3],
        [17, 3],
        [18, 4],
        [19, 6],
        [20, 7],
        [21, 5],
        [22, 2],
      ] as const);
  return Array.from({ length: count }, () => random.weighted(hours) * 3600 + random.int(0, 3599)).sort((a, b) => a - b);
}

/** Open orders are recent; old ones have run their course. */
function statusFor(random: Random, ago: number): string {
  if (ago <= 2)
    return random.weighted([
      ['0', 40],
      ['1', 30],
      ['2', 20],
      ['5', 10],
    ]);
  if (ago <= 30)
    return random.weighted([
      ['0', 8],
      ['1', 17],
      ['2', 40],
      ['3', 25],
      ['4', 5],
      ['5', 5],
    ]);
  return random.weighted([
    ['0', 2],
    ['2', 6],
    ['3', 74],
    ['4', 8],
    ['5', 10],
  ]);
}

type Placed = { order: OtoOrderRow; category: string; paidAt: number };

/**
 * Where an order was placed in the calendar: days before the seed day, the instant, the day's
 * number, and the seed's instant (nothing after it).
 */
type Moment = { ago: number; at: number; number: number; limit: number };

/** One order; a suspended org and an off-sale service still have old orders from when they were active. */
function placeOrder(random: Random, context: OrderSeedContext, { ago, at, number, limit }: Moment): Placed {
  const liveOrgs = context.orgs.filter((org) => org.status === '1' || ago > 90);
  const orgPool = liveOrgs.length ? liveOrgs : context.orgs;
  const org = random.weighted(orgPool.map((each, index) => [each, orgPool.length - index + 1] as const));
  const liveServices = context.services.filter((service) => service.saleStatus === 1 || ago > 60);
  const service = random.pickFront(liveServices.length ? liveServices : context.services);
  const drawn = statusFor(random, ago);
  const paidAt = at + random.int(3, 120) * 60_000;
  // Not paid by the seed's instant: still waiting within the payment window (order.pay.timeout,
  // 30 minutes), cancelled after it. Decided by thresholds only, so seeds built moments apart agree.
  const unpaidYet = ['1', '2', '3', '4'].includes(drawn) && paidAt > limit;
  const status = unpaidYet ? (limit - at <= 30 * 60_000 ? '0' : '5') : drawn;
  const approved = context.experts.filter((expert) => expert.orgId === org.id && expert.auditStatus === '2');
  // An order not yet paid may still be waiting for its expert.
  const expert =
    approved.length && !(['0', '5'].includes(status) && random.chance(0.5)) ? random.pickFront(approved) : undefined;
  const created = stamp(at);
  const paid = ['1', '2', '3', '4'].includes(status);
  const refund = refundOf(random, status, service.price);
  const later = paid ? paidAt + Math.min(random.int(0, 12), ago) * DAY + random.int(1, 3) * HOUR : at;
  // A change still to come has not happened: last touched when it was paid.
  const touched = later > limit ? (paid ? paidAt : at) : later;
  const order: OtoOrderRow = {
    id: context.nextId(),
    tenantId: context.tenantId,
    orderNo: `OD${created.slice(0, 10).replaceAll('-', '')}${String(number).padStart(4, '0')}`,
    ...seedStudent(random, org.provinceCode, created.slice(0, 10), service.category),
    orgId: org.id,
    expertId: expert?.id ?? '',
    serveId: service.id,
    amount: service.price,
    paidAmount: paid ? service.price : 0,
    refundedAmount: refund.amount,
    orderStatus: status,
    payTime: paid ? stamp(paidAt) : '',
    refundReason: refund.reason,
    remark: random.chance(0.35) ? random.pick(ORDER_REMARKS) : '',
    createTime: created,
    updateTime: stamp(touched),
  };
  return { order, category: service.category, paidAt };
}

/** One tenant's orders and their programmes, deterministic: a seeded PRNG per tenant. */
export function seedOtoOrders(context: OrderSeedContext): { orders: OtoOrderRow[]; programmes: OtoProgrammeRow[] } {
  if (context.orgs.length === 0 || context.services.length === 0) return { orders: [], programmes: [] };
  const random = seededRandom(`oto-orders:${context.tenantId}`);
  const seedStart = dayStart(context.seedDay);
  const limit = context.seedAt ? instant(context.seedAt) : seedStart + DAY - 1000;
  const counts = dailyCounts(random, seedStart, context.total ?? 520);
  const placed: Placed[] = [];
  for (let ago = WINDOW - 1; ago >= 0; ago -= 1) {
    // Order numbers of a day rise with gaps, as a shared sequence does.
    let number = random.int(1, 30);
    for (const second of timesOfDay(random, counts[ago], ago === 0)) {
      const at = seedStart - ago * DAY + second * 1000;
      if (at > limit) break; // the seed day's hours not yet gone have no orders
      placed.push(placeOrder(random, context, { ago, at, number, limit }));
      number += random.int(1, 4);
    }
  }
  // Programmes after every order, so order ids stay in creation order.
  const programmes = placed.flatMap((each) => programmeOf(random, each, seedStart, context.nextId));
  return { orders: placed.map(({ order }) => order), programmes };
}

/** '4' got everything back; a few open or completed orders got part of it back (a round sum). */
function refundOf(random: Random, status: string, amount: number): { amount: number; reason: string } {
  if (status === '4') return { amount, reason: random.pick(REFUND_REASONS) };
  if (!['1', '2', '3'].includes(status) || !random.chance(0.05)) return { amount: 0, reason: '' };
  const part = Math.max(10, Math.round((amount * (0.2 + random.next() * 0.3)) / 10) * 10);
  return toFen(part) < toFen(amount)
    ? { amount: toYuan(toFen(part)), reason: random.pick(REFUND_REASONS) }
    : { amount: 0, reason: '' };
}

/**
 * 2-5 steps for a paid, in-service or completed order, a few days apart from the payment; a
 * completed order's steps all lie between its payment and the seed day, and are done; an order in
 * service has done the steps already past.
 */
function programmeOf(
  random: Random,
  { order, category, paidAt }: Placed,
  seedStart: number,
  nextId: () => string,
): OtoProgrammeRow[] {
  if (!['1', '2', '3'].includes(order.orderStatus)) return [];
  const steps = (PROGRAMME_STEPS[category] ?? PROGRAMME_STEPS['1']).slice(0, random.int(2, 5));
  const completed = order.orderStatus === '3';
  const halfHour = 30 * 60_000;
  let plan = Math.floor(paidAt / DAY) * DAY;
  const times = steps.map((_, index) => {
    if (completed)
      return (
        Math.floor((paidAt + HOUR + ((index + 1) * (seedStart - 2 * HOUR - paidAt)) / (steps.length + 1)) / halfHour) *
        halfHour
      );
    plan += random.int(2, 6) * DAY;
    return plan + (random.chance(0.5) ? 19.5 : 10) * HOUR;
  });
  return steps.map(([title, content], index) => ({
    id: nextId(),
    tenantId: order.tenantId,
    orderId: order.id,
    title,
    content,
    planTime: stamp(times[index]),
    finished: completed || (order.orderStatus === '2' && times[index] < seedStart) ? 1 : 0,
    sort: index + 1,
    createTime: order.payTime,
  }));
}
