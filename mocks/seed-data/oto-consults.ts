import type { OtoConsultRow, OtoExpertRow, OtoOrderRow, OtoOrgRow } from '../types-oto';
import type { Build } from './oto-experts';
import { studentName } from './oto-names';
import { seedDate } from './oto-random';

// Consultations, seeded after the orders: each is a session of a paid order (its student, org and
// expert). Some are today and ahead (待咨询), the rest behind (mostly 已完成, some 已取消). Without
// paid orders (a tenant whose orders are not seeded) a consultation stands alone, as a trial talk.

const SUMMARIES = [
  '梳理了考生位次与近三年目标院校投档线,确定冲稳保三档院校名单。',
  '讨论了物理+化学+生物与物理+化学+地理两种组合对目标专业的覆盖情况。',
  '家长关注省内师范类院校,学生倾向计算机方向,初步达成以专业优先的思路。',
  '核对了志愿表的专业组与调剂选项,调整了两所院校的顺序。',
  '介绍了强基计划的校测流程,确认了报名材料清单与时间节点。',
];
const ADVICE = [
  '建议第一志愿选择往年位次高出 3000 名以内的院校,保底院校至少两所。',
  '建议保留化学,专业覆盖率可达 90% 以上。',
  '建议优先考虑省内双一流高校的计算机类专业组,同时关注中外合作办学项目。',
  '建议勾选服从调剂,并避开体检限报专业。',
  '建议本周内完成个人陈述初稿,下次咨询时一起修改。',
];
const TODAY_HOURS = [
  [9, 30],
  [10, 30],
  [14, 0],
  [15, 30],
  [16, 30],
  [19, 0],
  [20, 0],
  [21, 0],
] as const;

const dayNumber = (text: string): number => {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number);
  return Date.UTC(year, month - 1, day) / 86_400_000;
};

type Source = { studentName: string; orderId: string; orgId: string; expertId: string; orderDaysAgo: number };

export function buildConsults(
  count: number,
  context: { orders: readonly OtoOrderRow[]; orgs: readonly OtoOrgRow[]; experts: readonly OtoExpertRow[] },
  { tenantId, nextId, seedDay, random }: Build,
): OtoConsultRow[] {
  const today = dayNumber(seedDay);
  const paid = context.orders.filter((order) => ['1', '2', '3'].includes(order.orderStatus) && order.expertId);
  const approved = context.experts.filter((expert) => expert.auditStatus === '2');
  const source = (): Source => {
    if (paid.length > 0) {
      const order = random.pick(paid);
      return {
        studentName: order.studentName,
        orderId: order.id,
        orgId: order.orgId,
        expertId: order.expertId,
        orderDaysAgo: today - dayNumber(order.createTime),
      };
    }
    const expert = random.pick(approved);
    return {
      studentName: studentName(random),
      orderId: '',
      orgId: expert?.orgId ?? context.orgs[0]?.id ?? '',
      expertId: expert?.id ?? '',
      orderDaysAgo: 180,
    };
  };
  return Array.from({ length: count }, (_, index): OtoConsultRow => {
    const from = source();
    let consultTime: string;
    let status: string;
    if (index < TODAY_HOURS.length) {
      const [hour, minute] = TODAY_HOURS[index];
      consultTime = seedDate(seedDay, 0, hour, minute);
      status = index < 2 ? '1' : '0';
    } else if (index < 20) {
      consultTime = seedDate(
        seedDay,
        -random.int(1, 14),
        random.pick([9, 10, 14, 15, 16, 19, 20]),
        random.pick([0, 30]),
      );
      status = '0';
    } else {
      // After the order was placed, within three weeks of it.
      const daysAgo = Math.max(1, from.orderDaysAgo - random.int(1, 21));
      consultTime = seedDate(seedDay, daysAgo, random.pick([9, 10, 14, 15, 16, 19, 20]), random.pick([0, 30]));
      status = random.chance(0.1) ? '2' : '1';
    }
    const done = status === '1';
    // Booked a few days before the session (and never after the seed day).
    const created = seedDate(
      seedDay,
      Math.max(0, today - dayNumber(consultTime)) + random.int(1, 4),
      random.int(9, 18),
      random.int(0, 59),
    );
    return {
      id: nextId(),
      tenantId,
      studentName: from.studentName,
      orderId: from.orderId,
      orgId: from.orgId,
      expertId: from.expertId,
      consultTime,
      mode: String(random.pick([1, 1, 1, 2, 2, 3])),
      status,
      summary: done ? random.pick(SUMMARIES) : status === '2' ? '学生临时有事,已取消本次咨询,待重新预约。' : '',
      advice: done ? random.pick(ADVICE) : '',
      createTime: created,
      updateTime: done ? consultTime : created,
    };
  });
}
