import type { HttpHandler } from 'msw';
import type { Router } from '../router';
import type { ReportRow } from '../types';
import { bladeCrud } from './crud';
import { tenantHandlers } from './tenant';

// Tenants and report definitions (blade-report); OAuth clients, datasources and tenant packages are
// their modules' (mocks/entities). All of it is the platform's: a branch tenant gets 403 on every call.

const onlyPaths = (handlers: HttpHandler[], ends: string[]) =>
  handlers.filter((handler) => ends.some((end) => String(handler.info.path).endsWith(`/${end}`)));

export function platformHandlers(router: Router, management: string): HttpHandler[] {
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

  return [...tenantHandlers(router, management), ...reports];
}
