import { http, type HttpHandler, type PathParams } from 'msw';
import { authenticate, requireClient, type Caller } from './auth-guard';
import { fail, say } from './blade';
import type { StandinDb } from './db';

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

export function createRouter(db: StandinDb, onAnswer?: AnswerListener): Router {
  const secured = (method: Method) => (path: string, resolve: (context: RouteContext) => Answer) =>
    http[method](path, ({ request, params }) =>
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
    http[method](path, ({ request, params }) =>
      guarded(
        request,
        () => requireClient(request, db) ?? resolve({ request, params, url: new URL(request.url), db }),
        onAnswer,
      ),
    );
  return { get: secured('get'), post: secured('post'), open, db };
}
