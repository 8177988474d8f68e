import { delay, http, type HttpHandler } from 'msw';
import { createDb } from '../db';
import type { StandinDb } from '../standin-db';
import { resolveOptions, type StandinOptions } from '../options';
import { createRouter, type AnswerListener } from '../router';
import { authHandlers } from './auth';
import { fileHandlers } from './file';
import { notFoundHandler, type UnknownCallListener } from './not-found';
import { registerGuestHandlers } from './register-guest';
import { errorLogUploadHandlers } from './error-log-upload';
import { logHandlers } from './log';
import { developHandlers } from './develop';
import { flowHandlers } from './flow';
import { entities } from '../entities';
import { entityBizDicts } from '../entities/seed';

export type HandlerHooks = {
  /** Hears of each `/api` call no handler serves (it is answered 404 either way). */
  onUnknown?: UnknownCallListener;
  /** Hears of each answer a stand-in handler gives (not a test's own `server.use` override). */
  onAnswer?: AnswerListener;
};

/**
 * Every stand-in handler, over `db` (a fresh store built from the options when omitted; pass one
 * to keep a handle on the data, as `createStandinServer` does).
 */
export function createHandlers(
  options: Partial<StandinOptions> = {},
  db?: StandinDb,
  hooks: HandlerHooks = {},
): HttpHandler[] {
  const resolved = resolveOptions(options);
  const store = db ?? createDb(resolved);
  const router = createRouter(store, hooks.onAnswer);
  const management = `${resolved.product}-management`;
  const resource = `${resolved.product}-resource`;
  // A resolver that returns nothing falls through to the next handler: a delay in front of all.
  const latency =
    resolved.latencyMs > 0
      ? [
          http.all('/api/*', async () => {
            await delay(resolved.latencyMs);
          }),
        ]
      : [];
  return [
    ...latency,
    ...authHandlers(router),
    ...errorLogUploadHandlers(router),
    ...registerGuestHandlers(router, management),
    ...fileHandlers(router, resource),
    ...logHandlers(router, resolved.product),
    ...developHandlers(router, resolved.product),
    ...flowHandlers(router),
    // Every entity module's calls (mocks/entities).
    ...entities.flatMap((entity) =>
      entity.serve(router, {
        api: { management: `/api/${management}`, resource: `/api/${resource}` },
        entityBizDicts,
      }),
    ),
    // Last, so that it only answers what nothing above does.
    notFoundHandler(hooks.onUnknown),
  ];
}
