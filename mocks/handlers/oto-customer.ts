import type { HttpHandler } from 'msw';
import type { Router } from '../router';
import type { OtoCustomerRow } from '../types-oto';
import { byJoinedCode, listFields, pageAnswer, phoneProblem, saveRow, storedDateTime } from './oto-kit';
import { withProvinceName } from './oto-present';
import { regionsReady } from '../region-load';

// intended-customers (意向客户: search, save-or-update) and h5-registration-info (H5报名用户:
// search only, the H5 page writes them). Both are the tenant's, each row with its province's name.
// Both search by subject type (equality) and by one elective among the row's (`electives=W`).

const CUSTOMER_BLANK = {
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
const CUSTOMER_FIELDS = listFields(CUSTOMER_BLANK, 'provinceName');
const H5_FIELDS = [
  'id',
  'tenantId',
  'name',
  'phone',
  'province',
  'provinceName',
  'examYear',
  'subjectType',
  'electives',
  'score',
  'school',
  'channel',
  'createTime',
];

export function otoCustomerHandlers(router: Router, base: string): HttpHandler[] {
  const { db } = router;
  const customers = `${base}/intended-customers`;
  const scope = (tenantId: string): OtoCustomerRow[] =>
    db.tables.otoCustomers.filter((row) => row.tenantId === tenantId);
  return [
    router.get(`${customers}/search`, async ({ request, url, caller }) => {
      await regionsReady(db); // the province names (region-load.ts)
      const [rows, query] = byJoinedCode(scope(caller.tenantId), url.searchParams, 'electives');
      return pageAnswer(request, query, rows.map(withProvinceName(db)), {
        fields: CUSTOMER_FIELDS,
        searchable: ['name', 'phone'],
      });
    }),
    router.post(`${customers}/save-or-update`, (context) =>
      saveRow<OtoCustomerRow>(context, {
        table: 'otoCustomers',
        blank: CUSTOMER_BLANK,
        created: {},
        maxLength: { name: 32, phone: 20, notes: 1000 },
        scope: (caller) => scope(caller.tenantId),
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
    router.get(`${base}/h5-registration-info/search`, async ({ request, url, caller }) => {
      await regionsReady(db);
      const own = db.tables.otoH5Registrations.filter((row) => row.tenantId === caller.tenantId);
      const [rows, query] = byJoinedCode(own, url.searchParams, 'electives');
      return pageAnswer(request, query, rows.map(withProvinceName(db)), {
        fields: H5_FIELDS,
        searchable: ['name', 'phone'],
      });
    }),
  ];
}
