import type { HttpHandler } from 'msw';
import type { Router } from '../router';
import type { ReportRow } from '../types';
import { bladeCrud } from './crud';

// Report definitions (blade-report): UReport's files, listed and removed here, designed and
// previewed in the report server's pages; the platform's, so a branch tenant gets 403 on every
// call. The platform's other screens (tenants, packages, clients, datasources) are modules.

const onlyPaths = (handlers: HttpHandler[], ends: string[]) =>
  handlers.filter((handler) => ends.some((end) => String(handler.info.path).endsWith(`/${end}`)));

export const platformHandlers = (router: Router): HttpHandler[] =>
  onlyPaths(
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
