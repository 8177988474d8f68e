import type { Caller } from '../auth-guard';
import type { StandinDb } from '../standin-db';
import { callerOrgId, inCallerScope, orgWithinReach } from '../oto-scope';
import type { OtoExpertRow } from '../types-oto';
import { byJoinedCode, listFields, phoneProblem, type Problem, type SaveSpec } from './oto-kit';

// What the two expert screens share (operate-expert-info, the platform's view; org-expert-info,
// an organization's view of its own): the fields a client sends, the checks, the caller's reach,
// and the one rule of deleting (an expert who has orders stays).

const EXPERT_BLANK = {
  orgId: '',
  expertName: '',
  avatar: '',
  gender: 1,
  title: '',
  phone: '',
  provinces: '',
  subjectTypes: '',
  years: 0,
  introduction: '',
};

export const EXPERT_FIELDS = listFields(EXPERT_BLANK, 'auditStatus', 'auditReason', 'auditTime', 'orgName');
/** Filters by "contains"; orgId, auditStatus, title by equality. */
export const EXPERT_SEARCHABLE = ['expertName'];

/** `subjectTypes=W` matches an expert serving W among its comma-joined codes (not WEN). */
export const bySubjectType = <T extends OtoExpertRow>(rows: T[], query: URLSearchParams): [T[], URLSearchParams] =>
  byJoinedCode(rows, query, 'subjectTypes');

const MAX_LENGTH = { expertName: 32, phone: 20, avatar: 1000, provinces: 255, subjectTypes: 64, introduction: 2000 };

export const expertsInScope = (db: StandinDb, caller: Caller): OtoExpertRow[] =>
  inCallerScope(db, caller, db.tables.otoExperts);

function expertProblem(db: StandinDb, caller: Caller, row: OtoExpertRow): Problem | null {
  if (!row.expertName.trim()) return ['expertNameRequired'];
  if (!row.orgId.trim()) return ['orgRequired'];
  if (!orgWithinReach(db, caller, row.orgId)) return ['orgNotFound'];
  return phoneProblem(row.phone);
}

/**
 * The save of one expert call: `button` guards it, `status` says the audit state the saved row
 * gets (given the row as it was, undefined for a new one). An organization's staff always save
 * into their own org, whatever orgId the body names.
 */
export function expertSave(
  db: StandinDb,
  button: (adding: boolean) => string,
  status: (existing: OtoExpertRow | undefined) => string,
): SaveSpec<OtoExpertRow> {
  return {
    table: 'otoExperts',
    blank: EXPERT_BLANK,
    created: { auditStatus: '0', auditReason: '', auditTime: '' },
    maxLength: MAX_LENGTH,
    scope: (caller) => expertsInScope(db, caller),
    button,
    complete: (row, existing, caller) => ({
      ...row,
      orgId: callerOrgId(db, caller) ?? row.orgId,
      auditStatus: status(existing),
    }),
    check: (row, caller) => expertProblem(db, caller, row),
  };
}

/** Experts with orders cannot go (their orders would lose their expert). */
export function expertDeleteRefusal(db: StandinDb, doomed: readonly OtoExpertRow[]): Problem | null {
  const busy = doomed.find((expert) =>
    db.tables.otoOrders.some((order) => order.expertId === expert.id && order.tenantId === expert.tenantId),
  );
  return busy ? ['expertHasOrders', busy.expertName] : null;
}

/** An expert's videos go with the expert. */
export function removeExpertVideos(db: StandinDb, doomed: readonly OtoExpertRow[]): void {
  const ids = new Set(doomed.map((expert) => expert.id));
  db.remove('otoExpertVideos', (video) => ids.has(video.expertId));
}
