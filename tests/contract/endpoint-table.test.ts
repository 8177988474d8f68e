import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerProblems, callProblems } from '../../contract/conformance';

// The project's copy of BladeX's endpoint table is what every check reads, so a clone without
// ../shared still passes; where the shared original is present the two must be the same file.

// vitest runs from the project's root (import.meta.url is no file: URL under jsdom).
const copy = resolve('contract/blade-endpoints.json');
const shared = resolve('../shared/reference/blade-endpoints.json');

const call = (method: string, url: string, body = '', contentType = body ? 'application/json' : '') => ({
  method,
  url,
  body,
  contentType,
});

describe('the endpoint table', () => {
  it.runIf(existsSync(shared))('is the same file as ../shared/reference/blade-endpoints.json', () => {
    expect(readFileSync(copy, 'utf8')).toBe(readFileSync(shared, 'utf8'));
  });

  it('holds both BladeX versions and the spec-only one-to-one paths', () => {
    const table = JSON.parse(readFileSync(copy, 'utf8')) as { path: string; versions: string[] }[];
    expect(table.length).toBeGreaterThan(300);
    expect(table.some((e) => e.versions.includes('2.9'))).toBe(true);
    expect(table.some((e) => e.versions.includes('3.4'))).toBe(true);
    expect(table.some((e) => e.path.includes('/onetoone/') && e.versions.length === 0)).toBe(true);
  });
});

describe('a call against the table', () => {
  it('refuses the auth paths the console once called outside oauth/', () => {
    expect(callProblems(call('GET', '/api/blade-auth/captcha'))).toEqual([
      'GET /api/blade-auth/captcha: BladeX maps no such path',
    ]);
    expect(callProblems(call('GET', '/api/blade-auth/logout'))).toHaveLength(1);
    expect(callProblems(call('GET', '/api/blade-auth/clear-cache'))).toHaveLength(1);
    expect(callProblems(call('GET', '/api/blade-auth/oauth/captcha'))).toEqual([]);
    expect(callProblems(call('GET', '/api/blade-auth/oauth/clear-cache'))).toEqual([]);
  });

  it("refuses Saber's error-log upload to oauth/logout, which is GET only", () => {
    const [problem] = callProblems(call('POST', '/api/blade-auth/oauth/logout', '[{"type":"error"}]'));
    expect(problem).toMatch(
      /^POST \/api\/blade-auth\/oauth\/logout: BladeX maps this path only as GET \(.*BladeTokenEndPoint\.java:\d+\)/,
    );
  });

  it('refuses guest registration as JSON, and takes it as User params', () => {
    const path = '/api/zhiyuan-management/user/register-guest';
    const json = '{"tenantId":"000000","name":"n","account":"a","password":"p","oauthId":"1"}';
    expect(callProblems(call('POST', path, json))).toEqual([
      expect.stringMatching(/: a JSON body where BladeX binds query params \(.*UserController\.java:\d+\)$/),
    ]);
    const form = 'tenantId=000000&name=n&account=a&password=p&oauthId=1';
    expect(callProblems(call('POST', path, form, 'application/x-www-form-urlencoded'))).toEqual([]);
  });

  it('refuses a submit without its JSON body, and a remove without its ids', () => {
    expect(callProblems(call('POST', '/api/zhiyuan-management/param/submit?paramName=x'))).toEqual([
      expect.stringMatching(/no JSON body where BladeX reads @RequestBody Param/),
    ]);
    expect(callProblems(call('POST', '/api/zhiyuan-management/param/remove'))).toEqual([
      expect.stringMatching(/missing the required param\(s\) ids/),
    ]);
    expect(callProblems(call('POST', '/api/zhiyuan-management/param/remove?ids=1,2'))).toEqual([]);
  });

  it('reads multipart part names, and takes a form field as a bound param', () => {
    const part = (name: string) =>
      `--b\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\n\r\nx\r\n`;
    const multipart = 'multipart/form-data; boundary=b';
    const put = '/api/zhiyuan-resource/oss/endpoint/put-file';
    expect(callProblems(call('POST', put, part('file'), multipart))).toEqual([]);
    expect(callProblems(call('POST', put, part('upload'), multipart))).toEqual([
      expect.stringMatching(/multipart without the part\(s\) file/),
    ]);
    // Chromium reports no body that carries a file: its parts cannot be read, nor held missing.
    expect(callProblems({ method: 'POST', url: put, contentType: multipart, body: null })).toEqual([]);
    expect(callProblems({ method: 'POST', url: put, contentType: 'application/json', body: null })).toEqual([
      expect.stringMatching(/not multipart where BladeX reads the part\(s\) file/),
    ]);
  });

  it('leaves the spec-only one-to-one bindings unchecked but still checks their paths', () => {
    const base = '/api/zhiyuan-management/onetoone/student-order';
    expect(callProblems(call('POST', `${base}/del/1,2`))).toEqual([]);
    expect(callProblems(call('POST', `${base}/remove?ids=1`))).toEqual([
      `POST ${base}/remove: BladeX maps no such path`,
    ]);
  });
});

describe('an answer against the table', () => {
  const answer = (body: unknown, contentType = 'application/json') => ({
    status: 200,
    contentType,
    body: JSON.stringify(body),
  });
  const r = (data: unknown) => ({ code: 200, success: true, data, msg: '操作成功' });

  it('wants bare objects from the oauth endpoints', () => {
    const logout = call('GET', '/api/blade-auth/oauth/logout');
    expect(answerProblems(logout, answer({ success: 'true', msg: 'success' }))).toEqual([]);
    expect(answerProblems(logout, answer(r(null)))).toEqual([
      expect.stringMatching(/an R envelope where BladeX answers a bare object/),
    ]);
  });

  it('wants a page from a page, a list from a list and hasChildren in a lazy tree', () => {
    const page = call('GET', '/api/zhiyuan-management/param/list');
    expect(answerProblems(page, answer(r({ records: [], total: 0, size: 10, current: 1 })))).toEqual([]);
    expect(answerProblems(page, answer(r([])))).toEqual([expect.stringMatching(/no page/)]);
    const lazy = call('GET', '/api/zhiyuan-management/region/lazy-tree');
    expect(answerProblems(lazy, answer(r([{ id: '11', hasChildren: true }])))).toEqual([]);
    expect(answerProblems(lazy, answer(r([{ id: '11' }])))).toEqual([]);
    expect(answerProblems(lazy, answer(r([{ id: '11', hasChildren: 'yes' }])))).toEqual([
      expect.stringMatching(/hasChildren is no boolean/),
    ]);
  });

  it('reads a refusal as an R of any shape', () => {
    const page = call('GET', '/api/zhiyuan-management/param/list');
    expect(answerProblems(page, answer({ code: 400, success: false, data: {}, msg: '缺少必要的请求参数' }))).toEqual(
      [],
    );
  });
});
