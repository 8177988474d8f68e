import type { OtoCustomerRow } from '../types-oto';
import { byJoinedCode, listFields, pageAnswer, phoneProblem, saveRow, storedDateTime } from '../handlers/oto-kit';
import { withProvinceName } from '../handlers/oto-present';
import { regionsReady } from './region';
import { tenantBusinesses } from '../seed-data/oto-catalogue';
import { buildCustomers } from '../seed-data/oto-students';
import { defineEntity, type Entity } from './entity';

// 意向客户 (intended-customers: search, save-or-update; no delete): the tenant's leads, each row
// with its province's name. Searched by subject type (equality) and by one elective among the
// row's (`electives=W`); the save stores a picked follow-up time as Blade answers it. The
// onetoone family has neither the presenter nor save-or-update, so the calls are its own.

const BLANK = {
  name: '',
  phone: '',
  province: '',
  examYear: 0,
  subjectType: '',
  electives: '',
  estimatedScore: 0,
  estimatedRank: 0,
  source: '',
  followStatus: '0',
  nextFollowTime: '',
  notes: '',
};
const FIELDS = listFields(BLANK, 'provinceName');

const potentialStudents: Entity<'otoCustomers', OtoCustomerRow> = defineEntity<OtoCustomerRow>()({
  code: 'potential_students',
  table: 'otoCustomers',
  ids: 'oto',
  seed: ({ tenants, business }) =>
    tenants.flatMap(({ tenantId }) =>
      business ? buildCustomers(tenantBusinesses[tenantId]?.customers ?? 0, business.build(6)) : [],
    ),
  menu: {
    parent: 'oto',
    path: '/oto/potential-students',
    source: 'iconfont icon-contacts',
    sort: 7,
    buttons: ['add', 'edit', 'view'],
  },
  serve: ({ router, db, api, rows }) => {
    const base = `${api.management}/onetoone/intended-customers`;
    const own = (tenantId: string): OtoCustomerRow[] => rows.rows().filter((row) => row.tenantId === tenantId);
    return [
      router.get(`${base}/search`, async ({ request, url, caller }) => {
        await regionsReady(db); // the province names (region.ts)
        const [found, query] = byJoinedCode(own(caller.tenantId), url.searchParams, 'electives');
        return pageAnswer(request, query, found.map(withProvinceName(db)), {
          fields: FIELDS,
          searchable: ['name', 'phone'],
        });
      }),
      router.post(`${base}/save-or-update`, (context) =>
        saveRow<OtoCustomerRow>(context, {
          table: rows,
          blank: BLANK,
          created: {},
          maxLength: { name: 32, phone: 20, notes: 1000 },
          scope: (caller) => own(caller.tenantId),
          button: (adding) => (adding ? 'potential_students_add' : 'potential_students_edit'),
          // A picked date-time is stored as Blade answers it; one that is not a date is refused below.
          complete: (row) => ({
            ...row,
            nextFollowTime: row.nextFollowTime.trim() ? (storedDateTime(row.nextFollowTime) ?? row.nextFollowTime) : '',
          }),
          check: (row) => {
            if (!row.name.trim()) return ['nameRequired'];
            const phone = phoneProblem(row.phone);
            if (phone) return phone;
            return row.nextFollowTime && !storedDateTime(row.nextFollowTime) ? ['timeFormat'] : null;
          },
        }),
      ),
    ];
  },
});

export default potentialStudents;
