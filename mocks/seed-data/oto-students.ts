import type { OtoCustomerRow, OtoH5RegistrationRow } from '../types-oto';
import type { Build } from './oto-experts';
import { SCHOOLS, STUDENT_PROVINCES, electivesOf, studentName, subjectsOf } from './oto-names';
import { seedDate, seedPhone, seedYear } from './oto-random';

// Potential students (intended-customers) in every follow-up state, and the H5 sign-ups they
// mostly come from. Newer rows are denser: days back grow with the square of a uniform draw.

/** A rough provincial rank for an estimated score (higher score, smaller rank). */
const rankOf = (score: number, jitter: number): number =>
  Math.max(50, Math.round(Math.pow((750 - score) / 10, 2.2) * 30 + jitter));

const FOLLOW_PATTERN = [
  '0',
  '1',
  '1',
  '0',
  '2',
  '1',
  '3',
  '0',
  '1',
  '2',
  '0',
  '1',
  '3',
  '2',
  '1',
  '0',
  '1',
  '2',
  '3',
  '1',
];

const NOTES: Record<string, readonly string[]> = {
  '0': ['H5 报名进入,尚未联系', '公众号留言咨询志愿填报,待回电', '线下讲座登记,待首次沟通'],
  '1': [
    '已电话沟通,家长关注本省院校,约下周面谈',
    '学生想学计算机,家长倾向师范,需再沟通',
    '已发送服务介绍,等待家长答复',
    '考后估分不稳定,约出分后再联系',
  ],
  '2': ['已购买志愿填报标准版', '已购买选科指导,转交专家跟进', '转介绍成交,已安排首席专家'],
  '3': ['家长表示已自行填报,暂不需要', '预算不足,暂时放弃', '多次联系未接通'],
};

export function buildCustomers(count: number, { tenantId, nextId, seedDay, random, series }: Build): OtoCustomerRow[] {
  const year = seedYear(seedDay);
  return Array.from({ length: count }, (_, index): OtoCustomerRow => {
    const province = random.pick(STUDENT_PROVINCES);
    const subjectType = random.pick(subjectsOf(province));
    const followStatus = FOLLOW_PATTERN[index % FOLLOW_PATTERN.length];
    const score = random.int(460, 690);
    // The first few arrived today; the rest over the past half year.
    const daysAgo = index < 4 ? 0 : Math.floor(Math.pow(random.next(), 1.6) * 180);
    const created = seedDate(
      seedDay,
      daysAgo,
      index < 4 ? 7 + index : random.int(8, 21),
      random.int(0, 59),
      random.int(0, 59),
    );
    const open = followStatus === '0' || followStatus === '1';
    // Open ones are due today, overdue or due within two weeks; closed ones need no next time.
    const nextFollowTime = open
      ? seedDate(seedDay, index % 5 === 0 ? 0 : random.int(-14, 3), random.int(9, 20), random.pick([0, 30]))
      : '';
    return {
      id: nextId(),
      tenantId,
      name: studentName(random),
      phone: seedPhone(series, index),
      province,
      examYear: year + random.pick([0, 0, 0, 1, 1, 2]),
      subjectType,
      electives: electivesOf(random, subjectType, province),
      estimatedScore: score,
      estimatedRank: rankOf(score, random.int(-200, 200)),
      source: String(random.pick([1, 1, 1, 2, 2, 3, 4, 5, 5])),
      followStatus,
      nextFollowTime,
      notes: random.pick(NOTES[followStatus]),
      createTime: created,
      updateTime:
        open && daysAgo > 3
          ? seedDate(seedDay, random.int(0, Math.min(daysAgo, 10)), random.int(9, 20), random.int(0, 59))
          : created,
    };
  });
}

export function buildH5Registrations(
  count: number,
  { tenantId, nextId, seedDay, random, series }: Build,
): OtoH5RegistrationRow[] {
  const year = seedYear(seedDay);
  return Array.from({ length: count }, (_, index): OtoH5RegistrationRow => {
    const province = random.pick(STUDENT_PROVINCES);
    const subjectType = random.pick(subjectsOf(province));
    const daysAgo = index < 6 ? 0 : Math.floor(Math.pow(random.next(), 1.4) * 180);
    return {
      id: nextId(),
      tenantId,
      name: studentName(random),
      phone: seedPhone(series, index),
      province,
      examYear: year + random.pick([0, 0, 1, 1, 2]),
      subjectType,
      electives: electivesOf(random, subjectType, province),
      score: random.int(430, 695),
      school: random.pick(SCHOOLS),
      channel: String(random.pick([1, 1, 1, 2, 2, 3, 4])),
      createTime: seedDate(
        seedDay,
        daysAgo,
        index < 6 ? 6 + index : random.int(7, 23),
        random.int(0, 59),
        random.int(0, 59),
      ),
    };
  });
}
