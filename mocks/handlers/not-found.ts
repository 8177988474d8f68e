import { http, type HttpHandler } from 'msw';
import { fail, say } from '../blade';

/** Told of every call that reached the catch-all (node tests fail on the ones they did not expect). */
export type UnknownCallListener = (request: Request) => void;

/**
 * The gateway answers a path no service serves with Blade's 404 envelope, whatever the method.
 * Registered last: msw tries handlers in order, so every real handler, and every override a test
 * prepends with `server.use`, wins over it. Without it a browser would fall through to the dev
 * server, which answers index.html with status 200.
 */
export const notFoundHandler = (onUnknown?: UnknownCallListener): HttpHandler =>
  http.all('/api/*', ({ request }) => {
    onUnknown?.(request);
    return fail(404, say(request, 'pathNotFound'));
  });
