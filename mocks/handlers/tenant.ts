import type { HttpHandler } from 'msw';
import { fail, ok, say } from '../blade';
import { isBlank, pickFields } from '../crud-values';
import { overlongField, unboundField } from '../crud-checks';
import { holdsPermission } from '../permissions';
import { readJson, readParams } from '../request';
import type { RouteContext, Router } from '../router';
import { PLATFORM_TENANT } from '../seed-data/accounts';
import { DEFAULT_MENU_CODES, DEFAULT_PASSWORD, tenantStarter } from '../tenant-starter';
import { nowText } from '../time';
import type { TenantRow } from '../types';
import { bladeCrud } from './crud';
import { stampSave } from '../save-stamp';

// Tenants (BladeX TenantController), platform-only. list/detail/remove are the blade family; a
// create generates the six-digit tenantId and what the new tenant needs to log in (tenant-starter);
// setting, datasource and package-setting change one column of the chosen tenants. `info?domain=`
// is public: the login page asks it before anyone is signed in.

const blank = {
  tenantName: '',
  domain: '',
  backgroundUrl: '',
  linkman: '',
  contactNumber: '',
  address: '',
  accountNumber: -1,
  expireTime: '',
  packageId: '',
  datasourceId: '',
};
const DATE_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;

/** The address as the login page sends it: no trailing slash, case-insensitive. */
const sameDomain = (a: string, b: string) =>
  a.trim().replace(/\/+$/, '').toLowerCase() === b.trim().replace(/\/+$/, '').toLowerCase();

export function tenantHandlers(router: Router, management: string): HttpHandler[] {
  const { db } = router;
  const base = `/api/${management}/tenant`;
  const param = (key: string) =>
    db.tables.params.find((row) => row.tenantId === PLATFORM_TENANT && row.paramKey === key)?.paramValue;

  /** Platform tenant only, holding `button` when one is named; else the refusal. */
  const guard = ({ request, caller }: RouteContext, button?: string): Response | null => {
    if (caller.tenantId !== PLATFORM_TENANT) return fail(403, say(request, 'forbidden'));
    if (button && !holdsPermission(db, caller, button)) return fail(403, say(request, 'requestRejected'));
    return null;
  };

  /** Six digits, unused: one above the highest numeric tenantId (BladeX draws a random free one). */
  const nextTenantId = () =>
    String(
      Math.max(100000, ...db.tables.tenants.map((row) => Number(row.tenantId)).filter(Number.isFinite)) + 1,
    ).padStart(6, '0');

  const submit = async (context: RouteContext): Promise<Response> => {
    const { request } = context;
    const body = readJson(await request.text());
    if (!body) return fail(400, say(request, 'badRequest'));
    const id = isBlank(body.id) ? '' : String(body.id).trim();
    const refusal = guard(context, id ? 'tenant_edit' : 'tenant_add');
    if (refusal) return refusal;
    if (unboundField(blank, body) !== null) return fail(400, say(request, 'paramInvalid'));
    const existing = id ? db.tables.tenants.find((row) => row.id === id) : undefined;
    if (id && !existing) return fail(400, say(request, 'notFound'));
    const values = pickFields(blank, body) as Partial<TenantRow>;
    const overlong = overlongField(values, { tenantName: 50, linkman: 20, contactNumber: 20, domain: 255 });
    if (overlong) return fail(400, say(request, 'fieldTooLong', ...overlong));
    const now = nowText();
    const accountNumber = Number(param('tenant.default.accountNumber') ?? -1);
    const row: TenantRow = stampSave(
      existing
        ? { ...existing, ...values }
        : { ...blank, accountNumber, ...values, id: db.nextId(), tenantId: nextTenantId(), status: 1 },
      existing,
      context.caller.userId,
      now,
    );
    if (isBlank(row.tenantName)) return fail(400, say(request, 'tenantNameRequired'));
    if (isBlank(row.linkman)) return fail(400, say(request, 'linkmanRequired'));
    if (
      row.domain &&
      db.tables.tenants.some((other) => other.id !== row.id && other.domain && sameDomain(other.domain, row.domain))
    ) {
      return fail(400, say(request, 'tenantDomainExists'));
    }
    if (existing) {
      db.update('tenants', row);
      return ok(true, say(request, 'success'));
    }
    db.insert('tenants', row);
    const starter = tenantStarter(row, {
      menus: db.tables.menus,
      menuCodes: param('tenant.default.menuCode') ?? DEFAULT_MENU_CODES,
      password: param('account.initPassword') ?? DEFAULT_PASSWORD,
      now,
      nextId: () => db.nextId(),
    });
    db.insert('depts', ...starter.depts);
    db.insert('roles', ...starter.roles);
    db.insert('roleMenus', ...starter.roleMenus);
    db.insert('posts', ...starter.posts);
    db.insert('users', ...starter.users);
    db.insert('dictBiz', ...starter.dictBiz);
    return ok(true, say(request, 'success'));
  };

  /** Sets `values` on the tenants whose `key` is among `keys` (all must exist). */
  const change = (request: Request, key: 'id' | 'tenantId', keys: string[], values: Partial<TenantRow>): Response => {
    const rows = db.tables.tenants.filter((row) => keys.includes(row[key]));
    if (rows.length !== keys.length) return fail(400, say(request, 'notFound'));
    rows.forEach((row) => db.update('tenants', { ...row, ...values }));
    return ok(true, say(request, 'success'));
  };

  const crud = bladeCrud<TenantRow>(router, {
    base,
    table: 'tenants',
    // status is a filter here, not writable through submit.
    blank: { ...blank, status: 1 },
    searchable: ['tenantId', 'tenantName', 'linkman', 'contactNumber', 'domain'],
    permission: 'tenant',
    tenantScoped: false,
    platformOnly: true,
    refuseRemove: (doomed) => (doomed.some((row) => row.tenantId === PLATFORM_TENANT) ? 'platformTenantKept' : null),
  }).filter((handler) => !String(handler.info.path).endsWith('/submit'));

  return [
    ...crud,
    router.post(`${base}/submit`, submit),
    router.get(`${base}/select`, (context) => guard(context) ?? ok(db.tables.tenants)),
    router.post(`${base}/setting`, async (context) => {
      const refusal = guard(context, 'tenant_setting');
      if (refusal) return refusal;
      const { request } = context;
      const params = await readParams(request);
      const ids = (params.get('ids') ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      if (ids.length === 0) return fail(400, say(request, 'idsRequired'));
      const accountText = params.get('accountNumber')?.trim() ?? '';
      const expireTime = params.get('expireTime')?.trim() ?? '';
      if (accountText && !/^-?\d+$/.test(accountText)) return fail(400, say(request, 'accountNumberInvalid'));
      if (expireTime && !DATE_TIME.test(expireTime)) return fail(400, say(request, 'expireTimeInvalid'));
      const accountNumber = accountText ? Number(accountText) : -1;
      return change(request, 'id', [...new Set(ids)], {
        accountNumber,
        expireTime: expireTime.length === 10 ? `${expireTime} 23:59:59` : expireTime,
      });
    }),
    router.post(`${base}/datasource`, async (context) => {
      const refusal = guard(context, 'tenant_datasource');
      if (refusal) return refusal;
      const { request } = context;
      const params = await readParams(request);
      const tenantId = params.get('tenantId')?.trim() ?? '';
      const datasourceId = params.get('datasourceId')?.trim() ?? '';
      if (!tenantId) return fail(400, say(request, 'tenantIdsRequired'));
      if (!datasourceId) return fail(400, say(request, 'datasourceRequired'));
      if (!db.tables.datasources.some((row) => row.id === datasourceId)) return fail(400, say(request, 'notFound'));
      return change(request, 'tenantId', [tenantId], { datasourceId });
    }),
    // The param is named tenantId but BladeX reads it as the tenant's primary id (getById).
    router.get(`${base}/package-detail`, (context) => {
      const refusal = guard(context);
      if (refusal) return refusal;
      const { request, url } = context;
      const id = url.searchParams.get('tenantId')?.trim();
      if (!id) return fail(400, say(request, 'tenantIdsRequired'));
      const tenant = db.tables.tenants.find((row) => row.id === id);
      if (!tenant) return fail(400, say(request, 'notFound'));
      const pack = db.tables.tenantPackages.find((row) => row.id === tenant.packageId);
      // R.data(null): Blade says 暂无承载数据 when there is nothing to carry.
      return pack ? ok(pack) : ok(null, '暂无承载数据');
    }),
    router.post(`${base}/package-setting`, async (context) => {
      const refusal = guard(context, 'tenant_package');
      if (refusal) return refusal;
      const { request } = context;
      const params = await readParams(request);
      const tenantId = params.get('tenantId')?.trim() ?? '';
      const packageId = params.get('packageId')?.trim() ?? '';
      if (!tenantId) return fail(400, say(request, 'tenantIdsRequired'));
      // An empty packageId unbinds: the tenant is no longer limited to a package.
      if (packageId && !db.tables.tenantPackages.some((row) => row.id === packageId))
        return fail(400, say(request, 'packageNotFound'));
      return change(request, 'tenantId', [tenantId], { packageId });
    }),
    router.open('get', `${base}/info`, ({ url }) => {
      const domain = url.searchParams.get('domain') ?? '';
      const tenant = domain.trim()
        ? db.tables.tenants.find((row) => row.domain && sameDomain(row.domain, domain))
        : undefined;
      return ok(
        tenant ? { tenantId: tenant.tenantId, domain: tenant.domain, backgroundUrl: tenant.backgroundUrl } : {},
      );
    }),
  ];
}
