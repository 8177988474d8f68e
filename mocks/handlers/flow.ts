import type { HttpHandler } from 'msw';
import type { Router } from '../router';
import { flowFollowHandlers } from './flow-follow';
import { flowManagerHandlers } from './flow-manager';
import { flowModelHandlers } from './flow-model';
import { flowProcessHandlers } from './flow-process';
import { flowWorkHandlers } from './flow-work';
import { leaveHandlers } from './leave';

/**
 * The workflow's calls: blade-flow's model, manager, follow, work and process, over
 * the stand-in's engine (flow-engine.ts), and blade-desk's leave, the one process with a form.
 * Both are services of their own, not under the product prefix.
 */
export function flowHandlers(router: Router): HttpHandler[] {
  return [
    ...flowModelHandlers(router),
    ...flowManagerHandlers(router),
    ...flowFollowHandlers(router),
    ...flowWorkHandlers(router),
    ...flowProcessHandlers(router),
    ...leaveHandlers(router),
  ];
}
