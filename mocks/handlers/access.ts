import type { HttpHandler } from 'msw';
import type { Router } from '../router';
import { roleHandlers } from './access-role';

/** Roles. */
export function accessHandlers(router: Router, management: string): HttpHandler[] {
  return [...roleHandlers(router, management)];
}
