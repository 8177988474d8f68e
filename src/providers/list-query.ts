import type { CrudFilter, CrudSort, Pagination } from '@refinedev/core';

type Query = Record<string, string | number>;

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) && Object.keys(value).length === 0);

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const scalar = (value: unknown): string =>
  Array.isArray(value) ? value.join(',') : value instanceof Date ? value.toISOString() : String(value);

/** Refine filters to Blade query params: `name=..`, date ranges as `<field>_dategt/_datelt`. */
export function filtersToQuery(filters: CrudFilter[] = []): Query {
  const query: Query = {};
  for (const filter of filters) {
    if (!('field' in filter) || isEmpty(filter.value)) continue;
    const { field, operator, value } = filter;
    if (operator === 'between' && Array.isArray(value)) {
      if (!isEmpty(value[0])) query[`${field}_dategt`] = scalar(value[0]);
      if (!isEmpty(value[1])) query[`${field}_datelt`] = scalar(value[1]);
    } else if (operator === 'gte' || operator === 'gt') {
      query[`${field}_dategt`] = scalar(value);
    } else if (operator === 'lte' || operator === 'lt') {
      query[`${field}_datelt`] = scalar(value);
    } else {
      query[field] = scalar(value);
    }
  }
  return query;
}

/** Sorters to `ascs`/`descs` comma lists of column names (snake case, as Blade's Query expects). */
export function sortersToQuery(sorters: CrudSort[] = []): Query {
  const pick = (order: 'asc' | 'desc') => sorters.filter((s) => s.order === order).map((s) => snake(s.field));
  const query: Query = {};
  if (pick('asc').length) query.ascs = pick('asc').join(',');
  if (pick('desc').length) query.descs = pick('desc').join(',');
  return query;
}

export function paginationToQuery(pagination: Pagination | undefined, defaultSize: number): Query {
  if (pagination?.mode === 'off') return {};
  return { current: pagination?.currentPage ?? 1, size: pagination?.pageSize ?? defaultSize };
}
