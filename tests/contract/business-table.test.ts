import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessTableProblems } from '../../contract/business-table';
import type { Endpoint } from '../../contract/endpoint';

// The product's own endpoints are declared in contract/business-endpoints.json, beside BladeX's
// copy; a BladeX path declared there would let a call BladeX does not map pass, so it is refused.

const read = (file: string) => JSON.parse(readFileSync(resolve('contract', file), 'utf8')) as Endpoint[];
const blade = read('blade-endpoints.json');

const entry = (method: Endpoint['method'], path: string): Endpoint => ({
  path,
  method,
  params: { in: 'query', names: [], any_key: true },
  body: null,
  answer: 'R',
  source: 'backend API description: college-info',
  versions: [],
});

describe('the business endpoint table', () => {
  it('holds only the product’s own paths', () => {
    expect(businessTableProblems(read('business-endpoints.json'), blade)).toEqual([]);
  });

  it('takes a new one-to-one path, or a service of the product’s own', () => {
    const own = [
      entry('GET', '/{product}-management/onetoone/college-info/search'),
      entry('POST', '/{product}-management/onetoone/college-info/del/{ids}'),
      entry('GET', '/{product}-crm/lead/list'),
    ];
    expect(businessTableProblems(own, blade)).toEqual([]);
  });

  it('refuses a BladeX service, a BladeX controller of the product’s services, and a path BladeX’s table holds', () => {
    const problems = businessTableProblems(
      [
        entry('GET', '/blade-desk/notice/extra'),
        entry('GET', '/{product}-management/menu/extra'),
        entry('POST', '/{product}-resource/oss/endpoint/put-file-twice'),
        entry('GET', '/{product}-management/onetoone/intended-customers/search'),
      ],
      blade,
    );
    expect(problems).toEqual([
      'GET /blade-desk/notice/extra: blade-desk is a BladeX service',
      expect.stringMatching(
        /^GET \/\{product\}-management\/menu\/extra: \{product\}-management\/menu is BladeX's controller \(.*MenuController\.java:\d+\)$/,
      ),
      expect.stringMatching(
        /^POST \/\{product\}-resource\/oss\/endpoint\/put-file-twice: \{product\}-resource\/oss is BladeX's controller/,
      ),
      "GET /{product}-management/onetoone/intended-customers/search: BladeX's table already holds it (spec §7)",
    ]);
  });

  it('refuses an entry twice and one without a source', () => {
    const twice = entry('GET', '/{product}-management/onetoone/college-info/search');
    expect(businessTableProblems([twice, twice, { ...twice, method: 'POST', source: '' }], blade)).toEqual([
      'GET /{product}-management/onetoone/college-info/search: declared twice',
      'POST /{product}-management/onetoone/college-info/search: no source (the spec section or the backend’s API description)',
    ]);
  });
});

describe('a BladeX path added to the business table', () => {
  afterEach(() => {
    vi.doUnmock('../../contract/business-endpoints.json');
    vi.resetModules();
  });

  it('stops every check that reads the tables', async () => {
    vi.resetModules();
    vi.doMock('../../contract/business-endpoints.json', () => ({
      default: [entry('POST', '/{product}-management/param/submit-twice')],
    }));
    await expect(import('../../contract/conformance')).rejects.toThrow(
      /business-endpoints\.json declares BladeX's paths:\nPOST \/\{product\}-management\/param\/submit-twice: \{product\}-management\/param is BladeX's controller/,
    );
  });

  it('is a call the checks then know, once it is the product’s own', async () => {
    vi.resetModules();
    vi.doMock('../../contract/business-endpoints.json', () => ({
      default: [entry('GET', '/{product}-management/onetoone/college-info/search')],
    }));
    const { callProblems } = await import('../../contract/conformance');
    const call = { method: 'GET', contentType: '', body: '' };
    expect(callProblems({ ...call, url: '/api/zhiyuan-management/onetoone/college-info/search?current=1' })).toEqual(
      [],
    );
    expect(callProblems({ ...call, url: '/api/zhiyuan-management/onetoone/college-info/list' })).toEqual([
      'GET /api/zhiyuan-management/onetoone/college-info/list: BladeX maps no such path',
    ]);
  });
});
