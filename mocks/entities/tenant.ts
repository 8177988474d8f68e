import type { TenantRow } from '../../src/resources/system/tenant';
import { fail, ok } from '../blade';
import { overlongField, unboundField } from '../crud-checks';
import { isBlank, pickFields } from '../crud-values';
import { holdsPermission } from '../permissions';
import { readJson, readParams } from '../request';
import type { RouteContext } from '../router';
import { stampSave } from '../save-stamp';
import { lookup, seedTime } from '../seed-builders';
import { PLATFORM_TENANT, tenantSeeds } from '../seed-data/accounts';
import { DEFAULT_MENU_CODES, DEFAULT_PASSWORD, tenantStarter } from '../tenant-starter';
import { nowText } from '../time';
import { defineEntity, type Entity } from './entity';

// Tenants (BladeX TenantController), platform-only. list/detail/remove are the blade family; a
// create generates the six-digit tenantId and what the new tenant needs to log in (tenant-starter);
// setting, datasource and package-setting change one column of the chosen tenants. `info?domain=`
// is public: the login page asks it before anyone is signed in. The seed is the accounts' tenants;
// seed-platform.ts adds two more the way a create does, with their starters' rows.

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

const tenant: Entity<'tenants', TenantRow> = defineEntity<TenantRow>()({
  code: 'tenant',
  table: 'tenants',
  // After their packages, before the depts, roles and users that belong to them.
  ids: 'tenancy',
  seed: ({ nextId, seeded: { tenantPackages } }) => {
    const packageIds = new Map(tenantPackages.map((row) => [row.packageName, row.id]));
    return tenantSeeds.map(({ packageName, domain, ...seed }, index) => ({
      ...seed,
      id: nextId(),
      domain: domain ?? '',
      backgroundUrl: '',
      packageId: packageName ? lookup(packageIds, packageName, 'package') : '',
      datasourceId: '',
      status: 1,
      createTime: seedTime(index),
    }));
  },
  messages: {
    tenantNameRequired: ['请输入租户名称', 'Please enter the tenant name'],
    linkmanRequired: ['请输入联系人', 'Please enter the contact person'],
    tenantDomainExists: ['绑定域名已被其他租户使用', 'the domain is already bound to another tenant'],
    platformTenantKept: ['管理组租户不可删除', 'the platform tenant cannot be deleted'],
    tenantIdsRequired: ['缺少必要的请求参数: tenantId', 'missing required parameter: tenantId'],
    packageNotFound: ['产品包不存在', 'the package does not exist'],
    accountNumberInvalid: ['账号额度须为整数', 'the account quota must be a whole number'],
    expireTimeInvalid: ['过期时间格式应为 yyyy-MM-dd HH:mm:ss', 'the expiry must read yyyy-MM-dd HH:mm:ss'],
  },
  menu: {
    parent: 'system',
    name: '租户管理',
    path: '/system/tenant',
    source: 'iconfont icon-quanxian',
    sort: 7,
    buttons: ['add', 'edit', 'delete', 'view'],
    // Its dialogs, each a button of its own so a role can hold the list without them.
    extra: [
      ['setting', '授权配置', 'setting', { path: false }],
      ['datasource', '数据源配置', 'database', { path: false }],
      ['package', '产品包配置', 'book', { path: false }],
    ],
  },
  serve: ({ router, db, rows, api, say, blade, entityBizDicts }) => {
    const base = `${api.management}/tenant`;
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
        Math.max(
          100000,
          ...rows
            .rows()
            .map((row) => Number(row.tenantId))
            .filter(Number.isFinite),
        ) + 1,
      ).padStart(6, '0');

    const submit = async (context: RouteContext): Promise<Response> => {
      const { request } = context;
      const body = readJson(await request.text());
      if (!body) return fail(400, say(request, 'badRequest'));
      const id = isBlank(body.id) ? '' : String(body.id).trim();
      const refusal = guard(context, id ? 'tenant_edit' : 'tenant_add');
      if (refusal) return refusal;
      if (unboundField(blank, body) !== null) return fail(400, say(request, 'paramInvalid'));
      const existing = id ? rows.rows().find((row) => row.id === id) : undefined;
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
        rows.rows().some((other) => other.id !== row.id && other.domain && sameDomain(other.domain, row.domain))
      ) {
        return fail(400, say(request, 'tenantDomainExists'));
      }
      if (existing) {
        rows.update(row);
        return ok(true, say(request, 'success'));
      }
      rows.insert(row);
      const starter = tenantStarter(row, {
        menus: db.tables.menus,
        menuCodes: param('tenant.default.menuCode') ?? DEFAULT_MENU_CODES,
        password: param('account.initPassword') ?? DEFAULT_PASSWORD,
        now,
        nextId: () => db.nextId(),
        entityBizDicts,
      });
      db.insert('depts', ...starter.depts);
      db.insert('roles', ...starter.roles);
      db.insert('roleMenus', ...starter.roleMenus);
      db.insert('posts', ...starter.posts);
      db.insert('users', ...starter.users);
      db.insert('dictBiz', ...starter.dictBiz);
      return ok(true, say(request, 'success'));
    };

    /**
     * Sets `values` on the tenants whose `key` is among `keys` (all must exist), stamped as the
     * caller's save: a tenant's edit dialog open meanwhile sees the change.
     */
    const change = (
      { request, caller }: RouteContext,
      key: 'id' | 'tenantId',
      keys: string[],
      values: Partial<TenantRow>,
    ): Response => {
      const chosen = rows.rows().filter((row) => keys.includes(row[key]));
      if (chosen.length !== keys.length) return fail(400, say(request, 'notFound'));
      chosen.forEach((row) => rows.update(stampSave({ ...row, ...values }, row, caller.userId)));
      return ok(true, say(request, 'success'));
    };

    return [
      ...blade({
        base,
        calls: ['list', 'detail', 'remove'],
        // status is a filter here, not writable through submit.
        blank: { ...blank, status: 1 },
        searchable: ['tenantId', 'tenantName', 'linkman', 'contactNumber', 'domain'],
        tenantScoped: false,
        platformOnly: true,
        refuseRemove: (doomed) =>
          doomed.some((row) => row.tenantId === PLATFORM_TENANT) ? 'platformTenantKept' : null,
      }),
      router.post(`${base}/submit`, submit),
      router.get(`${base}/select`, (context) => guard(context) ?? ok(rows.rows())),
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
        return change(context, 'id', [...new Set(ids)], {
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
        return change(context, 'tenantId', [tenantId], { datasourceId });
      }),
      // The param is named tenantId but BladeX reads it as the tenant's primary id (getById).
      router.get(`${base}/package-detail`, (context) => {
        const refusal = guard(context);
        if (refusal) return refusal;
        const { request, url } = context;
        const id = url.searchParams.get('tenantId')?.trim();
        if (!id) return fail(400, say(request, 'tenantIdsRequired'));
        const found = rows.rows().find((row) => row.id === id);
        if (!found) return fail(400, say(request, 'notFound'));
        const pack = db.tables.tenantPackages.find((row) => row.id === found.packageId);
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
        return change(context, 'tenantId', [tenantId], { packageId });
      }),
      router.open('get', `${base}/info`, ({ url }) => {
        const domain = url.searchParams.get('domain') ?? '';
        const found = domain.trim()
          ? rows.rows().find((row) => row.domain && sameDomain(row.domain, domain))
          : undefined;
        return ok(found ? { tenantId: found.tenantId, domain: found.domain, backgroundUrl: found.backgroundUrl } : {});
      }),
    ];
  },
});

export default tenant;
