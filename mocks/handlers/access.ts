import type { HttpHandler } from 'msw';
import type { Router } from '../router';
import { menuAdminHandlers } from './access-menu';
import { roleHandlers } from './access-role';
import { scopeHandlers } from './access-scope';
import { topMenuHandlers } from './access-top-menu';

/** Roles, menu administration, top menus, data and API scopes. */
export function accessHandlers(router: Router, management: string): HttpHandler[] {
  return [
    ...roleHandlers(router, management),
    ...menuAdminHandlers(router, management),
    ...topMenuHandlers(router, management),
    ...scopeHandlers(router, management),
  ];
}
