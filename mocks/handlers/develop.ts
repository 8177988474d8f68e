import type { HttpHandler } from 'msw';
import type { Router } from '../router';

/** The develop screens' calls. `product` is the gateway's product prefix (e.g. 'blade'). */
export function developHandlers(_router: Router, _product: string): HttpHandler[] {
  return [];
}
