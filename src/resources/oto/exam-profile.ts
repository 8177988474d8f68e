import type { NamedField } from '../types';
import { electiveSearchField, electivesField, provinceField, subjectField, type More } from './fields';

// What the student lists (意向客户, H5报名用户) share: a student's contact and exam, the same
// fields and the same columns of their rows.

/** The exam year (高考年份): a number, searched by equality. */
const examYearField = (more: More): NamedField<'examYear'> => ({
  name: 'examYear',
  label: 'oto.common.examYear',
  type: 'number',
  table: { width: 90 },
  form: true,
  ...more,
});

/** A student's contact and exam, as the student lists (意向客户, H5 报名) hold them. */
export type ExamProfile = {
  name: string;
  phone: string;
  /** Province region code. */
  province: string;
  examYear: number;
  /** Spec §9 subject code. */
  subjectType: string;
  /** Comma-joined elective letters (spec §9). */
  electives: string;
  /** The province's name. */
  provinceName: string;
};

/**
 * A student's exam as the student lists show and search it: province, exam year, subject type and
 * electives, with the search by one elective. `more` applies to each (read-only for sign-ups).
 */
export const examProfileFields = (more: More = {}) =>
  [
    provinceField({ search: true, ...more }),
    examYearField({ search: true, ...more }),
    subjectField({ search: true, ...more }),
    electivesField(more),
    electiveSearchField(),
  ] as const;
