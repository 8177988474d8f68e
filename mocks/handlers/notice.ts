import type { HttpHandler } from 'msw';
import type { Router } from '../router';

/** The notice screens' calls. `product` is the gateway's product prefix (e.g. 'blade'). */
export function noticeHandlers(_router: Router, _product: string): HttpHandler[] {
  return [];
}
