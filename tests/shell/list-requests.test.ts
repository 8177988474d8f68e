import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { callProblems } from '../../contract/conformance';
import { config } from '../../src/config';
import { firstListParams } from '../../src/crud/list-url';
import { createDataProvider } from '../../src/providers/data-provider';
import type { HttpClient } from '../../src/providers/http';
import { loadAllDomains } from '../../src/resources/registry';

// index.html's prefetch (a gateway build) asks for the current list page's first page from a table
// the build reads: src/crud/list-requests.json. It must be what the page itself asks, so it
// is made here from the declarations through the app's own code (the reload's warm-up call), and
// a change to a declaration that changes its first request fails this test until the table is
// written again: UPDATE_LIST_REQUESTS=1 npx vitest run tests/shell/list-requests.test.ts

const file = resolve('src/crud/list-requests.json');

/** Route → the first request of its generic list page with nothing in the URL, product as `{product}`. */
async function listRequests() {
  const asked: { url: string; query: Record<string, string | number> }[] = [];
  const http = {
    warm: (url: string, query: Record<string, string | number>) => void asked.push({ url, query }),
  } as unknown as HttpClient;
  const data = createDataProvider(http, { defaultPageSize: config.pageSize });
  const table: Record<string, { url: string; query: Record<string, string | number> }> = {};
  const defs = (await loadAllDomains()).filter((def) => !def.tree && !def.sideTree && !def.page);
  for (const def of [...defs].sort((a, b) => a.route.localeCompare(b.route))) {
    data.warmList(firstListParams(def, ''));
    const { url, query } = asked.pop()!;
    table[def.route] = { url: url.replace(`/${config.product}-`, '/{product}-'), query };
  }
  return table;
}

describe('the build table of list pages first requests', () => {
  it('is what each plain list page asks first, and every call is mapped by BladeX as sent', async () => {
    const table = await listRequests();
    if (process.env.UPDATE_LIST_REQUESTS || !existsSync(file))
      writeFileSync(file, `${JSON.stringify(table, null, 2)}\n`);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(table);
    expect(table['/system/param']).toEqual({
      url: '/{product}-management/param/list',
      query: { current: 1, size: 10 },
    });
    for (const { url, query } of Object.values(table)) {
      const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
      const wire = `/api${url.replace('{product}', config.product)}?${search.toString()}`;
      expect(callProblems({ method: 'GET', url: wire, contentType: '', body: null })).toEqual([]);
    }
  });
});
