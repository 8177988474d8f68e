import type { CrudFilter, CrudSort } from '@refinedev/core';
import { config } from '../config';
import { filtersToQuery, sortersToQuery } from '../providers/list-query';
import type { FieldDef, ResourceDef } from '../resources/types';
import { searchFromUrl, type SearchValues } from './search-filters';

/**
 * A list's state as its URL says it. The query mirrors the one the list sends to Blade, so a link
 * reads like the request it makes: `?current=3&size=30&orderStatus=1&descs=create_time`. The
 * search fields keep their wire names (date ranges as `createTime_dategt` / `_datelt`), which is
 * also how the home page's figures link to a searched list.
 */
export type ListState = {
  currentPage: number;
  pageSize: number;
  sorters: CrudSort[];
  filters: CrudFilter[];
  /** The search form's values for `filters`. */
  values: SearchValues;
  /** The node picked in the tree beside the table (ResourceDef.sideTree), sent as its `param`. */
  side?: string;
};

/**
 * What a list shows with nothing in its URL; these are left out of the URL. `side`: the name its
 * side tree's pick goes by, in the URL as on the wire (`deptId`), when it has one.
 */
export type ListDefaults = {
  pageSize: number;
  sorters: CrudSort[];
  paged: boolean;
  side?: string;
  /** The fields a URL may order by (the sortable columns and the declared order); any, when not given. */
  sortable?: readonly string[];
};

/** Newest first: Blade's ids grow with time, so they order records added within one second. */
const NEWEST_FIRST: CrudSort[] = [
  { field: 'createTime', order: 'desc' },
  { field: 'id', order: 'desc' },
];

/** The order a list shows an added record in (use-show-added.ts); none where the list has none. */
export const newestFirstOf = (def: ResourceDef): CrudSort[] | undefined =>
  def.newestFirst === false ? undefined : (def.newestFirst ?? NEWEST_FIRST);

/** A list page's defaults: the configured page size, its declared order, paged unless a tree. */
export const listDefaultsOf = (def: ResourceDef): ListDefaults => ({
  pageSize: config.pageSize,
  sorters: def.sort ? [def.sort] : [],
  paged: !def.tree,
  side: def.sideTree?.param,
  sortable: [
    ...def.fields.filter((field) => typeof field.table === 'object' && field.table.sorter).map((field) => field.name),
    ...(def.sort ? [def.sort.field] : []),
    // The order the list itself turns to after an add, which its URL then says.
    ...(newestFirstOf(def) ?? []).map((sort) => sort.field),
  ],
});

export const searchFieldsOf = (def: ResourceDef): FieldDef[] => def.fields.filter((field) => field.search);

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

const columnsOf = (list: string | null) => (list ? list.split(',').filter(Boolean) : []);

const positive = (text: string | null): number | undefined => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/** One of the pager's sizes (spec §9): `size=100000` in a pasted link asks the gateway for no more than the pager offers. */
const pagerSize = (text: string | null): number | undefined => {
  const value = positive(text);
  return value !== undefined && (config.pageSizes as readonly number[]).includes(value) ? value : undefined;
};

const sameSorters = (a: CrudSort[], b: CrudSort[]) =>
  a.length === b.length && a.every((sort, i) => sort.field === b[i].field && sort.order === b[i].order);

/** The state a list's URL search (`?current=...`) asks for; what it does not name is the default. */
export function listStateFromUrl(search: string, fields: FieldDef[], defaults: ListDefaults): ListState {
  const params = new URLSearchParams(search);
  const found = searchFromUrl(fields, search);
  // Any `ascs`/`descs`, even empty, is an order chosen by the user (an empty one: none at all).
  const sorted = params.has('ascs') || params.has('descs');
  const named = [
    ...columnsOf(params.get('ascs')).map((column) => ({ field: camel(column), order: 'asc' as const })),
    ...columnsOf(params.get('descs')).map((column) => ({ field: camel(column), order: 'desc' as const })),
  ];
  // Only the list's own columns go to the gateway (`descs=drop table` is no column): a link that
  // names none of them keeps the list's order.
  const { sortable } = defaults;
  const valid = sortable ? named.filter((sort) => sortable.includes(sort.field)) : named;
  const sorters: CrudSort[] = !sorted ? defaults.sorters : valid.length || !named.length ? valid : defaults.sorters;
  return {
    currentPage: (defaults.paged && positive(params.get('current'))) || 1,
    pageSize: (defaults.paged && pagerSize(params.get('size'))) || defaults.pageSize,
    sorters,
    filters: found?.filters ?? [],
    values: found?.values ?? {},
    side: (defaults.side && params.get(defaults.side)) || undefined,
  };
}

/**
 * The URL search (without `?`) of a list's state: only what differs from the defaults, in one
 * order, so two states that show the same rows have the same search.
 */
export function listStateToUrl(state: Omit<ListState, 'values'>, defaults: ListDefaults): string {
  const params = new URLSearchParams();
  if (defaults.paged && state.currentPage !== 1) params.set('current', String(state.currentPage));
  if (defaults.paged && state.pageSize !== defaults.pageSize) params.set('size', String(state.pageSize));
  if (defaults.side && state.side) params.set(defaults.side, state.side);
  const search = filtersToQuery(state.filters);
  for (const name of Object.keys(search).sort()) params.set(name, String(search[name]));
  if (!sameSorters(state.sorters, defaults.sorters)) {
    const order = sortersToQuery(state.sorters);
    if (order.ascs) params.set('ascs', String(order.ascs));
    if (order.descs) params.set('descs', String(order.descs));
    // No order where the list has one of its own: said as an empty `descs`.
    if (!order.ascs && !order.descs) params.set('descs', '');
  }
  return params.toString();
}

/**
 * A plain list's first request as its page makes it from the URL's search (F5 on page 3): what a
 * reload asks for ahead of the page (app-routes.tsx), and what the build's table of list requests
 * is made from (list-requests.json, for index.html's prefetch).
 */
export const firstListParams = (def: ResourceDef, search: string) =>
  listParamsOf(def, listStateFromUrl(search, searchFieldsOf(def), listDefaultsOf(def)));

/** The query a side tree's pick adds to every list call (`{ deptId }`), if one is picked. */
export const sideQueryOf = (def: ResourceDef, side: string | undefined) =>
  def.sideTree && side ? { [def.sideTree.param]: side } : undefined;

/** The request a plain list makes in `state` (its page, size, filters and order), as useTable sends it. */
export function listParamsOf(def: ResourceDef, state: ListState) {
  const query = sideQueryOf(def, state.side);
  return {
    resource: def.name,
    meta: query ? { api: def.api, query } : { api: def.api },
    pagination: { currentPage: state.currentPage, pageSize: state.pageSize },
    filters: state.filters,
    sorters: state.sorters,
  };
}
