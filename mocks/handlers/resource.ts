import type { HttpHandler } from 'msw';
import type { Router } from '../router';
import { attachHandlers } from './resource-attach';
import { ossHandlers } from './resource-oss';
import { smsHandlers } from './resource-sms';

/**
 * The resource screens' calls under `<product>-resource`: object storage and SMS configs,
 * attachments and SMS sending. The file endpoints (`oss/endpoint/put-file*`) are in file.ts.
 */
export function resourceHandlers(router: Router, product: string): HttpHandler[] {
  const base = `/api/${product}-resource`;
  return [
    ...ossHandlers(router, `${base}/oss`),
    ...smsHandlers(router, `${base}/sms`),
    ...attachHandlers(router, `${base}/attach`),
  ];
}
