import type { HttpHandler } from 'msw';
import type { Router } from '../router';
import { menuAdminHandlers } from './access-menu';
import { roleHandlers } from './access-role';
import { scopeHandlers } from './access-scope';

/** Roles, menu administration, data and API scopes. */
export function accessHandlers(router: Router, management: string): HttpHandler[] {
  return [
    ...roleHandlers(router, management),
    ...menuAdminHandlers(router, management),
    ...scopeHandlers(router, management),
  ];
}
