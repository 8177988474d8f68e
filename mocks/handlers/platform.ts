import type { HttpHandler } from 'msw';
import { fail, ok, say } from '../blade';
import type { Router } from '../router';
import { PLATFORM_TENANT } from '../seed-data/accounts';
import type { ClientRow, DatasourceRow, ReportRow } from '../types';
import { bladeCrud } from './crud';
import { tenantHandlers } from './tenant';

// Tenants, OAuth clients, datasources (blade-develop) and report definitions (blade-report). All of
// it is the platform's: a branch tenant gets 403 on every call, like the other platform screens.

const GRANT_TYPES = ['refresh_token', 'password', 'authorization_code', 'captcha', 'social'];

const clientBlank = {
  clientId: '',
  clientSecret: '',
  resourceIds: '',
  scope: 'all',
  authorizedGrantTypes: 'refresh_token,password,authorization_code',
  webServerRedirectUri: '',
  authorities: '',
  accessTokenValidity: 3600,
  refreshTokenValidity: 604800,
  autoapprove: '',
  // @JsonIgnore in BladeX (never answered); the issue asks for it on the screen, so it is kept.
  additionalInformation: '',
};

const onlyPaths = (handlers: HttpHandler[], ends: string[]) =>
  handlers.filter((handler) => ends.some((end) => String(handler.info.path).endsWith(`/${end}`)));

export function platformHandlers(router: Router, management: string): HttpHandler[] {
  const { db } = router;
  const clients = bladeCrud<ClientRow>(router, {
    base: `/api/${management}/client`,
    table: 'clients',
    blank: clientBlank,
    required: [
      ['clientId', 'clientIdRequired'],
      ['clientSecret', 'clientSecretRequired'],
      ['authorizedGrantTypes', 'grantTypesRequired'],
      ['scope', 'scopeRequired'],
      ['accessTokenValidity', 'accessTokenValidityRequired'],
      ['refreshTokenValidity', 'refreshTokenValidityRequired'],
      ['webServerRedirectUri', 'redirectUriRequired'],
    ],
    validate: (row, siblings) => {
      if (siblings.some((other) => other.clientId === row.clientId.trim())) return 'clientIdExists';
      return row.authorizedGrantTypes.split(',').every((grant) => GRANT_TYPES.includes(grant.trim()))
        ? null
        : 'grantTypeUnknown';
    },
    // blade_client: client_id and client_secret varchar(48), the URIs and lists varchar(255/256).
    maxLength: { clientId: 48, clientSecret: 256 },
    tenantScoped: false,
    platformOnly: true,
    permission: 'client',
  });

  const datasourceBase = '/api/blade-develop/datasource';
  const datasources = bladeCrud<DatasourceRow>(router, {
    base: datasourceBase,
    table: 'datasources',
    blank: { name: '', driverClass: '', url: '', username: '', password: '', remark: '' },
    required: [
      ['name', 'datasourceNameRequired'],
      ['driverClass', 'driverClassRequired'],
      ['url', 'datasourceUrlRequired'],
      ['username', 'usernameRequired'],
      ['password', 'datasourcePasswordRequired'],
    ],
    maxLength: { name: 100, driverClass: 100, url: 500, username: 45, password: 45 },
    tenantScoped: false,
    platformOnly: true,
    permission: 'datasource',
    // A tenant bound to it would lose its database.
    refuseRemove: (doomed) =>
      db.tables.tenants.some((tenant) => doomed.some((row) => row.id === tenant.datasourceId))
        ? 'datasourceInUse'
        : null,
  });

  // UReport's files: listed and removed here, designed and previewed in the report server's pages.
  const reports = onlyPaths(
    bladeCrud<ReportRow>(router, {
      base: '/api/blade-report/report/rest',
      table: 'reports',
      blank: { name: '', content: '' },
      searchable: ['name'],
      tenantScoped: false,
      platformOnly: true,
      permission: 'report_list',
      // The design is the report server's business: the list answers name and times only.
      present: ({ content: _content, ...row }) => row,
    }),
    ['list', 'remove'],
  );

  return [
    ...tenantHandlers(router, management),
    ...clients,
    ...datasources,
    router.get(`${datasourceBase}/select`, ({ request, caller }) =>
      caller.tenantId === PLATFORM_TENANT
        ? ok(db.tables.datasources.map(({ id, name }) => ({ id, name })))
        : fail(403, say(request, 'forbidden')),
    ),
    // What the tenant's package dialog picks from (TenantPackageController.select).
    router.get(`/api/${management}/tenant-package/select`, ({ request, caller }) =>
      caller.tenantId === PLATFORM_TENANT
        ? ok(
            db.tables.tenantPackages.map(({ id, packageName, menuId, remark }) => ({
              id,
              packageName,
              menuId,
              remark,
            })),
          )
        : fail(403, say(request, 'forbidden')),
    ),
    ...reports,
  ];
}
