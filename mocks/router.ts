import { HttpHandler, type HttpResponseResolver, type PathParams } from 'msw';
import { authenticate, requireClient, type Caller } from './auth-guard';
import { fail, say } from './blade';
import type { StandinDb } from './standin-db';

// Thin wrapper over msw's `http` that applies the gateway's checks and turns a crash in a
// handler into a Blade 500 instead of msw's own error page.

type PublicContext = { request: Request; url: URL; params: PathParams; db: StandinDb };
export type RouteContext = PublicContext & { caller: Caller };
type Answer = Response | Promise<Response>;
type Method = 'get' | 'post';

/** Told of every answer a stand-in handler gives (node tests hold them to BladeX's shapes). */
export type AnswerListener = (request: Request, response: Response) => void;

async function guarded(request: Request, run: () => Answer, onAnswer?: AnswerListener): Promise<Response> {
  let response: Response;
  try {
    response = await run();
  } catch (error) {
    console.error('[standin] handler failed', error);
    response = fail(500, say(request, 'serverError'));
  }
  onAnswer?.(request, response);
  return response;
}

export type Router = {
  /** Needs Basic and a live token; the resolver gets the caller. */
  get(path: string, resolve: (context: RouteContext) => Answer): HttpHandler;
  post(path: string, resolve: (context: RouteContext) => Answer): HttpHandler;
  /** Needs Basic only (token endpoint, captcha, logout). */
  open(method: Method, path: string, resolve: (context: PublicContext) => Answer): HttpHandler;
  db: StandinDb;
};

/** A route's path as a test on a request's pathname, or undefined when the path is not a plain one. */
function pathTest(path: string): RegExp | undefined {
  if (!path.startsWith('/') || /[?{}()+]/.test(path)) return undefined;
  const segments = path.split('/').map((segment) =>
    segment.startsWith(':')
      ? '[^/]+'
      : segment
          .split('*')
          .map((part) => part.replace(/[.\\^$|[\]]/g, '\\$&'))
          .join('.*'),
  );
  // path-to-regexp, which msw matches with, ignores case and a trailing slash.
  return new RegExp(`^${segments.join('/')}/?$`, 'i');
}

/** Each request's pathname, read once however many routes look at it. */
const pathnames = new WeakMap<Request, string>();
const pathnameOf = (request: Request) => {
  let pathname = pathnames.get(request);
  if (pathname === undefined) {
    pathname = new URL(request.url).pathname;
    pathnames.set(request, pathname);
  }
  return pathname;
};

/**
 * msw asks every handler whether it matches each request, and each asks by compiling its path and
 * reading the request's cookies (document.cookie in the page). With the stand-in's few hundred
 * routes that was most of its time in the page (a reload's dozen calls: about 300 ms of main
 * thread, bench/dev-server.mjs). A route that cannot match says so from its method and a
 * precompiled pattern; one that can is matched by msw as before (its params, its cookies).
 */
class RouteHandler extends HttpHandler {
  readonly #test: RegExp | undefined;

  constructor(method: 'GET' | 'POST', path: string, resolver: HttpResponseResolver) {
    super(method, path, resolver);
    this.#test = pathTest(path);
  }

  override async parse(args: Parameters<HttpHandler['parse']>[0]) {
    const { request } = args;
    if (request.method !== this.info.method || (this.#test && !this.#test.test(pathnameOf(request))))
      return { match: { matches: false, params: {} }, cookies: {} };
    return super.parse(args);
  }
}

export function createRouter(db: StandinDb, onAnswer?: AnswerListener): Router {
  const secured = (method: Method) => (path: string, resolve: (context: RouteContext) => Answer) =>
    new RouteHandler(method === 'get' ? 'GET' : 'POST', path, ({ request, params }) =>
      guarded(
        request,
        () => {
          const caller = authenticate(request, db);
          if (caller instanceof Response) return caller;
          return resolve({ request, params, url: new URL(request.url), db, caller });
        },
        onAnswer,
      ),
    );
  const open = (method: Method, path: string, resolve: (context: PublicContext) => Answer) =>
    new RouteHandler(method === 'get' ? 'GET' : 'POST', path, ({ request, params }) =>
      guarded(
        request,
        () => requireClient(request, db) ?? resolve({ request, params, url: new URL(request.url), db }),
        onAnswer,
      ),
    );
  return { get: secured('get'), post: secured('post'), open, db };
}
