import type { HttpHandler } from 'msw';
import type { Router } from '../router';
import { menuAdminHandlers } from './access-menu';
import { roleHandlers } from './access-role';

/** Roles and menu administration. */
export function accessHandlers(router: Router, management: string): HttpHandler[] {
  return [...roleHandlers(router, management), ...menuAdminHandlers(router, management)];
}
