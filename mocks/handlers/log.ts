import type { HttpHandler } from 'msw';
import { fail, filterRows, invalidSortColumn, ok, paginate, say, sortRows } from '../blade';
import type { Router } from '../router';
import { LOG_KINDS, logFields, type LogKind } from '../types-log';
import type { LogSource } from './log-source';

// blade-log (contract §8.19): `usual|api|error/list` and `detail?id=`, read-only. The lists bind a
// Map as Blade's do: a plain key matches by LIKE, `_equal` by equality, `createTime_dategt` /
// `_datelt` (and the other date suffixes) compare dates. Without ascs/descs the order is Blade's:
// LogApiController and LogErrorController order by create_time desc (newest first), while
// LogUsualController sets none, so usual logs come in insertion order (oldest first). A caller
// sees its own tenant's logs. The rows are generated on the first call that
// needs them (log-source.ts, loaded then: the stand-in starts without it).

const DATE_KEY = /_date(gt|ge|lt|le|equal)$/;
const DATE_VALUE = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?$/;

/** The first date filter whose value is no date (Blade fails to parse it), else null. */
function invalidDate(query: URLSearchParams): string | null {
  for (const [key, value] of query)
    if (DATE_KEY.test(key) && value.trim() !== '' && !DATE_VALUE.test(value.trim())) return value;
  return null;
}

/**
 * `rows` come newest first. Ordered by create time or id alone, the generated order is kept (or
 * reversed) rather than thousands of rows sorted; other columns sort stably over the kind's own
 * unsorted order, as the database's ties would fall.
 */
function ordered<T extends Record<string, unknown>>(
  rows: readonly T[],
  query: URLSearchParams,
  kind: LogKind,
): readonly T[] {
  const names = (key: string) =>
    (query.get(key) ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
  const [ascs, descs] = [names('ascs'), names('descs')];
  const oldestFirst = () => [...rows].reverse();
  const unsorted = kind === 'usual' ? oldestFirst() : rows;
  if (ascs.length === 0 && descs.length === 0) return unsorted;
  const byTime = (name: string) => ['createTime', 'create_time', 'id'].includes(name);
  if (ascs.length === 0 && descs.every(byTime)) return rows;
  if (descs.length === 0 && ascs.every(byTime)) return oldestFirst();
  return sortRows(unsorted, query);
}

export function logHandlers(router: Router, product: string): HttpHandler[] {
  let source: Promise<LogSource> | undefined;
  const logs = () => (source ??= import('./log-source').then((module) => module.createLogSource(router.db, product)));
  const routes = (kind: LogKind): HttpHandler[] => {
    const base = `/api/blade-log/${kind}`;
    const fields = logFields(kind);
    return [
      router.get(`${base}/list`, async ({ request, url, caller }) => {
        const query = url.searchParams;
        const badColumn = invalidSortColumn(query, fields);
        if (badColumn !== null) return fail(400, say(request, 'sortFieldInvalid', badColumn));
        const badDate = invalidDate(query);
        if (badDate !== null) return fail(400, say(request, 'logDateInvalid', badDate));
        const all = await logs();
        const matched = filterRows(all.rows(kind, caller.tenantId), query, { fields, searchable: fields });
        const page = paginate(ordered(matched, query, kind), query);
        return ok({ ...page, records: page.records.map((entry) => all.present(kind, entry)) });
      }),
      router.get(`${base}/detail`, async ({ request, url, caller }) => {
        const id = url.searchParams.get('id')?.trim();
        if (!id) return fail(400, say(request, 'idRequired'));
        const all = await logs();
        const entry = all.find(kind, caller.tenantId, id);
        return entry ? ok(all.present(kind, entry)) : fail(400, say(request, 'notFound'));
      }),
    ];
  };
  return LOG_KINDS.flatMap(routes);
}
