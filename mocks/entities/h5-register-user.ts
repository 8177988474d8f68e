import type { OtoH5RegistrationRow } from '../types-oto';
import { byJoinedCode, pageAnswer } from '../handlers/oto-kit';
import { withProvinceName } from '../handlers/oto-present';
import { regionsReady } from './region';
import { tenantBusinesses } from '../seed-data/oto-catalogue';
import { buildH5Registrations } from '../seed-data/oto-students';
import { defineEntity, type Entity } from './entity';

// H5报名用户 (h5-registration-info: search only, the H5 page writes them): the tenant's sign-ups,
// each row with its province's name, searched by one elective among the row's (`electives=W`).
// 导出 is the console's own (it reads the pages). The onetoone family would add a save call the
// screen does not have, and no province names, so the call is its own.

const FIELDS = [
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

const h5RegisterUser: Entity<'otoH5Registrations', OtoH5RegistrationRow> = defineEntity<OtoH5RegistrationRow>()({
  code: 'h5_register_user',
  table: 'otoH5Registrations',
  ids: 'oto',
  seed: ({ tenants, business }) =>
    tenants.flatMap(({ tenantId }) =>
      business ? buildH5Registrations(tenantBusinesses[tenantId]?.h5 ?? 0, business.build(7)) : [],
    ),
  menu: {
    parent: 'oto',
    path: '/oto/h5-register-user',
    source: 'iconfont icon-user-add',
    sort: 11,
    buttons: ['view'],
    extra: [['export', '导出', 'export']],
  },
  serve: ({ router, db, api, rows }) => [
    router.get(`${api.management}/onetoone/h5-registration-info/search`, async ({ request, url, caller }) => {
      await regionsReady(db); // the province names (region.ts)
      const own = rows.rows().filter((row) => row.tenantId === caller.tenantId);
      const [found, query] = byJoinedCode(own, url.searchParams, 'electives');
      return pageAnswer(request, query, found.map(withProvinceName(db)), {
        fields: FIELDS,
        searchable: ['name', 'phone'],
      });
    }),
  ],
});

export default h5RegisterUser;
