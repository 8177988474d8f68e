import type { HttpHandler } from 'msw';
import type { Router } from '../router';

/** Tenants, OAuth clients, datasources (blade-develop) and report definitions (blade-report). */
export function platformHandlers(router: Router, management: string): HttpHandler[] {
  void router;
  void management;
  return [];
}
