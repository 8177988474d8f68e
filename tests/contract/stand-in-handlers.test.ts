import { describe, expect, it } from 'vitest';
import { handlerProblems } from '../../contract/conformance';
import { createHandlers } from '../../mocks/handlers';

// The stand-in serves only what BladeX maps (spec-only one-to-one paths are in the table too):
// a handler it invented would make a console call to that path look right in every test.

const served = (bench: boolean) =>
  createHandlers({ bench })
    .map((handler) => handler.info)
    .filter((info) => typeof info.path === 'string')
    // http.all holds its method as a pattern, not a name.
    .map((info) => ({ method: typeof info.method === 'string' ? info.method : 'ALL', path: String(info.path) }));

describe('the stand-in handlers against BladeX endpoints', () => {
  it.each([false, true])('serves no path and method BladeX does not map (bench mode %s)', (bench) => {
    const handlers = served(bench).filter((handler) => handler.path !== '/api/*');
    expect(handlers.length).toBeGreaterThan(200);
    expect(handlers.flatMap((handler) => handlerProblems(handler))).toEqual([]);
  });

  it('answers everything else with the catch-all, registered last', () => {
    const handlers = served(false);
    expect(handlers.at(-1)).toEqual({ method: 'ALL', path: '/api/*' });
  });

  it('flags a handler BladeX does not map, and one on the wrong method', () => {
    expect(handlerProblems({ method: 'GET', path: '/api/blade-auth/captcha' })).toEqual([
      'stand-in serves GET /api/blade-auth/captcha, which BladeX does not map',
    ]);
    expect(handlerProblems({ method: 'POST', path: '/api/blade-auth/oauth/logout' })).toEqual([
      'stand-in serves POST /api/blade-auth/oauth/logout, which BladeX maps only as GET',
    ]);
    expect(
      handlerProblems({ method: 'POST', path: '/api/zhiyuan-management/onetoone/student-order/del/:ids' }),
    ).toEqual([]);
  });
});
