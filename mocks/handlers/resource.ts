import type { HttpHandler } from 'msw';
import type { Router } from '../router';
import { attachHandlers } from './resource-attach';

/**
 * The resource screens' calls under `<product>-resource` other than the object storage and SMS
 * configs (entities/oss.ts, sms.ts): attachments. The file endpoints (`oss/endpoint/put-file*`)
 * are in file.ts.
 */
export function resourceHandlers(router: Router, product: string): HttpHandler[] {
  const base = `/api/${product}-resource`;
  return [...attachHandlers(router, `${base}/attach`)];
}
