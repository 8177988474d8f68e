import { delay, http } from 'msw';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createStandinServer } from '../../mocks/node';
import type { StandinOptions } from '../../mocks/options';

/** `params`: what Spring's `@RequestParam` reads of it, the query and a form body's fields. */
type WireRequest = { method: string; url: URL; headers: Headers; body: string; params: URLSearchParams };

function paramsOf(url: URL, headers: Headers, body: string): URLSearchParams {
  const params = new URLSearchParams(url.search);
  if ((headers.get('Content-Type') ?? '').includes('application/x-www-form-urlencoded'))
    new URLSearchParams(body).forEach((value, key) => params.append(key, value));
  return params;
}

/**
 * Starts the stand-in backend for a test file and records every request that goes over the
 * wire, so tests assert URL, query, headers and body as sent. A test that calls an `/api` path the
 * stand-in does not serve fails after it ends, naming the call (the stand-in answers such a call
 * 404, which a page may swallow); `standin.expectUnknown()` says the test means it. A test whose
 * calls BladeX would refuse (path, method or binding off contract/blade-endpoints.json), or whose
 * answers are off the table's shapes, fails too; `standin.conformance.expectNonconformant()` says
 * a fault test means to send such calls.
 */
export function standinForTests(options: Partial<StandinOptions> = {}) {
  const standin = createStandinServer(options);
  const wire: WireRequest[] = [];
  standin.server.events.on('request:start', async ({ request }) => {
    const body = request.method === 'GET' ? '' : await request.clone().text();
    const url = new URL(request.url);
    wire.push({
      method: request.method,
      url,
      headers: request.headers,
      body,
      params: paramsOf(url, request.headers, body),
    });
  });
  beforeAll(() => standin.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(async () => {
    try {
      standin.assertNoUnknownCalls();
      // What the console sent must be a call BladeX maps, bound as BladeX reads it, and what the
      // stand-in answered must have the controller's shape: our stand-in cannot vouch for itself.
      await standin.assertConformant({ calls: true });
    } finally {
      standin.server.resetHandlers();
      standin.reset();
      wire.length = 0;
      localStorage.clear();
      sessionStorage.clear();
    }
  });
  afterAll(() => standin.server.close());
  const calls = (pathEnd: string) => wire.filter((r) => r.url.pathname.endsWith(pathEnd));
  /**
   * Holds the stand-in's answers to `method path` (an msw path, starting with a wildcard) until the
   * function it returns is called; the stand-in's own handler answers them then. Until the test ends.
   */
  const hold = (method: 'get' | 'post', path: string): (() => void) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    standin.server.use(
      http[method](path, async () => {
        await held;
        await delay(0);
        return undefined;
      }),
    );
    return release;
  };
  return { ...standin, wire, calls, hold };
}
