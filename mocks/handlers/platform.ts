import type { HttpHandler } from 'msw';
import { fail, ok, say } from '../blade';
import type { Router } from '../router';
import { PLATFORM_TENANT } from '../seed-data/accounts';
import type { ReportRow } from '../types';
import { bladeCrud } from './crud';
import { tenantHandlers } from './tenant';

// Tenants and report definitions (blade-report); OAuth clients and datasources are their modules'
// (mocks/entities). All of it is the platform's: a branch tenant gets 403 on every call.

const onlyPaths = (handlers: HttpHandler[], ends: string[]) =>
  handlers.filter((handler) => ends.some((end) => String(handler.info.path).endsWith(`/${end}`)));

export function platformHandlers(router: Router, management: string): HttpHandler[] {
  const { db } = router;
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
