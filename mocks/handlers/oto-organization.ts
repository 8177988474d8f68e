import type { HttpHandler } from 'msw';
import type { Caller } from '../auth-guard';
import { ok } from '../blade';
import { md5Hex } from '../crypto';
import { sayOto } from '../messages-oto';
import { inCallerScope } from '../oto-scope';
import { holdsPermission } from '../permissions';
import type { Router } from '../router';
import type { OtoOrgRow } from '../types-oto';
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
} from './oto-kit';
import { orgPresenter } from './oto-present';
import { regionsReady } from '../region-load';

// organization-info: 机构管理. An organization's own staff see (and may change) their org only.

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

/** The tenant's initial password (param account.initPassword), as user/reset-password uses it. */
const initialPassword = (router: Router, tenantId: string): string =>
  router.db.tables.params.find((row) => row.tenantId === tenantId && row.paramKey === 'account.initPassword')
    ?.paramValue || '123456';

export function otoOrganizationHandlers(router: Router, base: string): HttpHandler[] {
  const { db } = router;
  const path = `${base}/organization-info`;
  const scope = (caller: Caller): OtoOrgRow[] => inCallerScope(db, caller, db.tables.otoOrgs, 'id');
  return [
    // Both answer the region names of an org: the region data loads with the first (region-load.ts).
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
        table: 'otoOrgs',
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
        table: 'otoOrgs',
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
      db.update('users', { ...user, password: md5Hex(initialPassword(router, caller.tenantId)) });
      return ok(true, sayOto(request, 'passwordReset', account));
    }),
  ];
}
