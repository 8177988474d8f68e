import type { HttpHandler } from 'msw';
import { fail, filterRows, invalidSortColumn, ok, paginate, say, sortRows } from '../blade';
import { BENCH_ROW_FIELDS, benchRows } from '../bench-rows';
import type { Router } from '../router';

/** The largest page the benchmark list serves: all of its rows at once. */
const MAX_PAGE_SIZE = 1000;

/**
 * Benchmark mode only (registered when `bench` is on): a read-only "blade" list over generated
 * rows (mocks/bench-rows.ts). `GET list` pages with current/size (size ≤ 1000; ≤ 0 = all), filters
 * orderNo / studentName by "contains" and the other fields by equality, sorts by ascs / descs (a name that is no field answers 400);
 * `GET detail?id=`. Any caller with a token may read it.
 */
export function benchHandlers(router: Router, management: string): HttpHandler[] {
  const base = `/api/${management}/bench-row`;
  const spec = { fields: BENCH_ROW_FIELDS, searchable: ['orderNo', 'studentName'] };
  return [
    router.get(`${base}/list`, ({ request, url }) => {
      const query = new URLSearchParams(url.searchParams);
      const badColumn = invalidSortColumn(query, BENCH_ROW_FIELDS);
      if (badColumn !== null) return fail(400, say(request, 'sortFieldInvalid', badColumn));
      const size = Number.parseInt(query.get('size') ?? '', 10);
      if (size > MAX_PAGE_SIZE) query.set('size', String(MAX_PAGE_SIZE));
      const rows = filterRows(benchRows(), query, spec);
      return ok(paginate(sortRows(rows, query), query));
    }),
    router.get(`${base}/detail`, ({ request, url }) => {
      const id = url.searchParams.get('id')?.trim();
      if (!id) return fail(400, say(request, 'idRequired'));
      const row = benchRows().find((each) => each.id === id);
      return row ? ok(row) : fail(400, say(request, 'notFound'));
    }),
  ];
}
