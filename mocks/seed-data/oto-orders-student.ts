import type { OtoOrderRow } from '../types-oto';
import {
  ELECTIVE_PAIRS,
  ELECTIVE_TRIPLES,
  EXAM_PROVINCES,
  GIVEN_NAMES,
  PHONE_PREFIXES,
  SURNAMES,
  type ExamModel,
} from './oto-orders';
import type { Random } from './oto-orders-random';

// The student of a seeded order: a name and mobile, the province of the exam and subjects that
// fit that province's model (spec §9 codes), and the year of the exam.

export type SeedStudent = Pick<
  OtoOrderRow,
  'studentName' | 'studentPhone' | 'province' | 'subjectType' | 'electives' | 'examYear'
>;

const modelOf = new Map(EXAM_PROVINCES.map(([code, model]) => [code, model]));

function subjects(random: Random, model: ExamModel, province: string): Pick<SeedStudent, 'subjectType' | 'electives'> {
  if (model === 'old') return { subjectType: random.chance(0.55) ? 'LI' : 'WEN', electives: '' };
  if (model === '3+3') {
    // 技术 (J) is an elective in Zhejiang only.
    const triples = ELECTIVE_TRIPLES.filter((triple) => province === '33' || !triple.includes('J'));
    return { subjectType: 'ZONG', electives: random.pick(triples) };
  }
  const first = random.chance(0.6) ? 'W' : 'L';
  return { subjectType: first, electives: random.pick(ELECTIVE_PAIRS[first]) };
}

/**
 * `homeProvince` is the organization's (most of its students live near it); `created` is the
 * order's yyyy-MM-dd. Subject choice ('2') is for first-year students who have not chosen yet.
 */
export function seedStudent(random: Random, homeProvince: string, created: string, category: string): SeedStudent {
  const province =
    modelOf.has(homeProvince) && random.chance(0.65)
      ? homeProvince
      : random.weighted(EXAM_PROVINCES.map(([code, , weight]) => [code, weight] as const));
  const year = Number(created.slice(0, 4));
  // The exam is in June: from August on, orders are for next year's exam.
  const examYear = Number(created.slice(5, 7)) >= 8 ? year + 1 : year;
  const given = random.pickFront(GIVEN_NAMES);
  const phone = `${random.pick(PHONE_PREFIXES)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
  const base = { studentName: `${random.pickFront(SURNAMES)}${given}`, studentPhone: phone, province };
  if (category === '2') return { ...base, subjectType: '', electives: '', examYear: examYear + 2 };
  return { ...base, ...subjects(random, modelOf.get(province) ?? '3+1+2', province), examYear };
}
