import type { HttpHandler } from 'msw';
import { callerOrgId, inCallerScope } from '../oto-scope';
import type { Router } from '../router';
import type { OtoConsultRow } from '../types-oto';
import { listFields, pageAnswer, saveRow, storedDateTime } from './oto-kit';
import { consultPresenter } from './oto-present';

// info/consult-info: 咨询记录. A consultation belongs to its expert's organization (set from the
// expert, never sent), so an organization's staff see and write their org's only.

const BLANK = {
  studentName: '',
  orderId: '',
  expertId: '',
  consultTime: '',
  mode: '1',
  status: '0',
  summary: '',
  advice: '',
};
const FIELDS = listFields(BLANK, 'orgId', 'orgName', 'expertName', 'orderNo');

export function otoConsultHandlers(router: Router, base: string): HttpHandler[] {
  const { db } = router;
  const path = `${base}/info/consult-info`;
  return [
    router.get(`${path}/search`, ({ request, url, caller }) =>
      pageAnswer(
        request,
        url.searchParams,
        inCallerScope(db, caller, db.tables.otoConsults).map(consultPresenter(db, caller.tenantId)),
        {
          fields: FIELDS,
          searchable: ['studentName', 'expertName'],
        },
      ),
    ),
    router.post(`${path}/save-and-update`, (context) =>
      saveRow<OtoConsultRow>(context, {
        table: 'otoConsults',
        blank: BLANK,
        created: { orgId: '' },
        maxLength: { studentName: 32, summary: 2000, advice: 2000 },
        scope: (caller) => inCallerScope(db, caller, db.tables.otoConsults),
        button: (adding) => (adding ? 'consultation_add' : 'consultation_edit'),
        complete: (row, _existing, caller) => {
          const expert = inCallerScope(db, caller, db.tables.otoExperts).find((each) => each.id === row.expertId);
          const time = storedDateTime(row.consultTime);
          return {
            ...row,
            orgId: expert?.orgId ?? callerOrgId(db, caller) ?? '',
            consultTime: time ?? row.consultTime,
          };
        },
        check: (row, caller) => {
          if (!row.studentName.trim()) return ['studentNameRequired'];
          if (!row.expertId.trim()) return ['expertRequired'];
          if (!inCallerScope(db, caller, db.tables.otoExperts).some((expert) => expert.id === row.expertId))
            return ['expertNotFound'];
          if (!row.consultTime.trim()) return ['consultTimeRequired'];
          if (!storedDateTime(row.consultTime)) return ['timeFormat'];
          const order = row.orderId
            ? inCallerScope(db, caller, db.tables.otoOrders).find((each) => each.id === row.orderId)
            : null;
          return order === undefined ? ['orderNotFound'] : null;
        },
      }),
    ),
  ];
}
