import type { Caller } from '../auth-guard';
import { ok } from '../blade';
import { md5Hex } from '../crypto';
import {
  listFields,
  notFound,
  pageAnswer,
  pathIds,
  phoneProblem,
  refuse,
  rejected,
  removeRows,
  saveRow,
} from '../handlers/oto-kit';
import { orgPresenter } from '../handlers/oto-present';
import { sayOto } from '../messages-oto';
import { inCallerScope } from '../oto-scope';
import { holdsPermission } from '../permissions';
import { regionsReady } from './region';
import type { StandinDb } from '../standin-db';
import { tenantBusinesses } from '../seed-data/oto-catalogue';
import { buildOrgs } from '../seed-data/oto-experts';
import type { OtoOrgMemberRow, OtoOrgRow } from '../types-oto';
import { defineEntity, type Entity, type SeedContext } from './entity';

// 机构管理 (organization-info: search, get-org-by-user, save, delete/{ids}, reset/{id}). It owns
// the memberships (otoOrgMembers: the org a user works for), by which an organization's own staff
// see (and may change) their org only, as every one-to-one screen's rows (oto-scope.ts). Rows
// answer as an OrgVO (region names, expert count), so the calls are its own.

const BLANK = {
  orgName: '',
  logo: '',
  contact: '',
  phone: '',
  provinceCode: '',
  cityCode: '',
  address: '',
  introduction: '',
  adminAccount: '',
  status: '1',
};
const FIELDS = listFields(BLANK, 'provinceName', 'cityName', 'expertCount');
const MAX_LENGTH = {
  orgName: 64,
  contact: 32,
  phone: 20,
  address: 255,
  introduction: 2000,
  adminAccount: 45,
  logo: 1000,
};

/** The org an account works for: the org whose adminAccount it is (000000's orgstaff). */
const memberships = ({ nextId, seeded }: SeedContext): OtoOrgMemberRow[] =>
  seeded.otoOrgs.flatMap((org) => {
    const user = seeded.users.find((row) => row.tenantId === org.tenantId && row.account === org.adminAccount);
    return user ? [{ id: nextId(), tenantId: org.tenantId, userId: user.id, orgId: org.id }] : [];
  });

/** The tenant's initial password (param account.initPassword), as user/reset-password uses it. */
const initialPassword = (db: StandinDb, tenantId: string): string =>
  db.tables.params.find((row) => row.tenantId === tenantId && row.paramKey === 'account.initPassword')?.paramValue ||
  '123456';

const organization: Entity<'otoOrgs', OtoOrgRow> = defineEntity<OtoOrgRow>()({
  code: 'organization',
  table: 'otoOrgs',
  owns: ['otoOrgMembers'],
  ids: 'oto-catalogue',
  // The tenant's first draws from its stream.
  seed: ({ tenants, business }) =>
    tenants.flatMap(({ tenantId }) =>
      business ? buildOrgs(tenantBusinesses[tenantId]?.orgs ?? [], business.build(1)) : [],
    ),
  // Numbered after every tenant's business, so no earlier row's id depends on how many there are.
  seedsElsewhere: [{ ids: 'oto-staff', seed: (context) => ({ otoOrgMembers: memberships(context) }) }],
  menu: {
    parent: 'oto',
    path: '/oto/organization',
    source: 'iconfont icon-bank',
    sort: 1,
    buttons: ['add', 'edit', 'delete', 'view'],
    extra: [['reset', '重置密码', 'retweet']],
  },
  serve: ({ router, db, api, rows }) => {
    const path = `${api.management}/onetoone/organization-info`;
    const scope = (caller: Caller): OtoOrgRow[] => inCallerScope(db, caller, rows.rows(), 'id');
    return [
      // Both answer the region names of an org: the region data loads with the first (region.ts).
      router.get(`${path}/search`, async ({ request, url, caller }) => {
        await regionsReady(db);
        return pageAnswer(request, url.searchParams, scope(caller).map(orgPresenter(db, caller.tenantId)), {
          fields: FIELDS,
          searchable: ['orgName'],
        });
      }),
      // The org select of the other screens: an org member's own org, everyone else's every org.
      router.get(`${path}/get-org-by-user`, async ({ caller }) => {
        await regionsReady(db);
        return ok(
          [...scope(caller)]
            .sort((a, b) => a.createTime.localeCompare(b.createTime))
            .map(orgPresenter(db, caller.tenantId)),
        );
      }),
      router.post(`${path}/save`, (context) =>
        saveRow<OtoOrgRow>(context, {
          table: rows,
          blank: BLANK,
          created: {},
          maxLength: MAX_LENGTH,
          scope,
          button: (adding) => (adding ? 'organization_add' : 'organization_edit'),
          check: (row) => {
            if (!row.orgName.trim()) return ['orgNameRequired'];
            // An admin account set or changed is one of the tenant's users: 重置账号 resets its
            // password. One already stored is left as it is (an edit of the address still saves).
            const account = row.adminAccount.trim();
            const stored = db.tables.otoOrgs.find((org) => org.id === row.id)?.adminAccount.trim();
            const known = db.tables.users.some((user) => user.tenantId === row.tenantId && user.account === account);
            if (account && account !== stored && !known) return ['orgAdminMissing', account];
            return phoneProblem(row.phone);
          },
        }),
      ),
      router.post(`${path}/delete/:ids`, (context) =>
        removeRows<OtoOrgRow>(context, pathIds(context.params.ids), {
          table: rows,
          scope,
          button: 'organization_delete',
          refusal: (doomed) => {
            const busy = doomed.find(
              (org) =>
                db.tables.otoExperts.some((expert) => expert.orgId === org.id) ||
                db.tables.otoOrders.some((order) => order.orgId === org.id),
            );
            return busy ? ['orgInUse', busy.orgName] : null;
          },
          cascade: (doomed) => {
            const ids = new Set(doomed.map((org) => org.id));
            db.remove('otoOrgMembers', (member) => ids.has(member.orgId));
          },
        }),
      ),
      // Resets the org's admin account (a user of the tenant) to the tenant's initial password.
      router.post(`${path}/reset/:id`, ({ request, params, caller }) => {
        if (!holdsPermission(db, caller, 'organization_reset')) return rejected(request);
        const org = scope(caller).find((row) => row.id === String(params.id ?? '').trim());
        if (!org) return notFound(request);
        const account = org.adminAccount.trim();
        if (!account) return refuse(request, ['orgAdminUnset', org.orgName]);
        const user = db.tables.users.find((row) => row.tenantId === caller.tenantId && row.account === account);
        if (!user) return refuse(request, ['orgAdminMissing', account]);
        db.update('users', { ...user, password: md5Hex(initialPassword(db, caller.tenantId)) });
        return ok(true, sayOto(request, 'passwordReset', account));
      }),
    ];
  },
});

export default organization;
