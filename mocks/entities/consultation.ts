import type { OtoConsultRow } from '../types-oto';
import { listFields, pageAnswer, saveRow, storedDateTime } from '../handlers/oto-kit';
import { consultPresenter } from '../handlers/oto-present';
import { callerOrgId, inCallerScope } from '../oto-scope';
import { tenantBusinesses } from '../seed-data/oto-catalogue';
import { buildConsults } from '../seed-data/oto-consults';
import { defineEntity, type Entity } from './entity';

// 咨询记录 (info/consult-info: search, save-and-update; no delete). A consultation belongs to its
// expert's organization (set from the expert, never sent), so an organization's staff see and
// write their org's only (oto-scope.ts), and a row answers as a ConsultVO (its org's and expert's
// names, its order's number): the onetoone family knows neither, so the calls are its own.

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

const consultation: Entity<'otoConsults', OtoConsultRow> = defineEntity<OtoConsultRow>()({
  code: 'consultation',
  table: 'otoConsults',
  ids: 'oto',
  // Sessions of the tenant's paid orders, drawn from its stream right after its experts' videos.
  seed: ({ tenants, seeded, business }) =>
    tenants.flatMap(({ tenantId }) => {
      if (!business) return [];
      const { own } = business;
      const sources = { orders: own(seeded.otoOrders), orgs: own(seeded.otoOrgs), experts: own(seeded.otoExperts) };
      return buildConsults(tenantBusinesses[tenantId]?.consults ?? 0, sources, business.build(5));
    }),
  menu: {
    parent: 'oto',
    path: '/oto/consultation',
    source: 'iconfont icon-consult',
    sort: 8,
    buttons: ['add', 'edit', 'view'],
  },
  serve: ({ router, db, api, rows }) => {
    const path = `${api.management}/onetoone/info/consult-info`;
    return [
      router.get(`${path}/search`, ({ request, url, caller }) =>
        pageAnswer(
          request,
          url.searchParams,
          inCallerScope(db, caller, rows.rows()).map(consultPresenter(db, caller.tenantId)),
          { fields: FIELDS, searchable: ['studentName', 'expertName'] },
        ),
      ),
      router.post(`${path}/save-and-update`, (context) =>
        saveRow<OtoConsultRow>(context, {
          table: rows,
          blank: BLANK,
          created: { orgId: '' },
          maxLength: { studentName: 32, summary: 2000, advice: 2000 },
          scope: (caller) => inCallerScope(db, caller, rows.rows()),
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
  },
});

export default consultation;
