import type { BaseKey, BaseRecord, DataProvider, GetListParams, MetaQuery } from '@refinedev/core';
import type { AxiosRequestConfig } from 'axios';
import type { HttpClient } from './http';
import { type ApiMeta, detailCall, joinPath, resolveEndpoints } from './endpoints';
import { filtersToQuery, paginationToQuery, sortersToQuery } from './list-query';

type Page<T> = { records: T[]; total: number | string };

const isPage = <T>(value: unknown): value is Page<T> =>
  typeof value === 'object' && value !== null && Array.isArray((value as Page<T>).records);

const isList = (value: unknown): boolean => isPage(value) || Array.isArray(value);

/** Every resource declares where it lives; a resource without `meta.api` is a programming error. */
function apiOf(resource: string, meta: MetaQuery | undefined): ApiMeta {
  const api = meta?.api as ApiMeta | undefined;
  if (!api) throw new Error(`Resource "${resource}" declares no meta.api`);
  return api;
}

function removeCall(api: ApiMeta, ids: BaseKey[]) {
  const endpoint = resolveEndpoints(api).remove;
  const joined = ids.map(String).join(',');
  if (endpoint.includes('{id}'))
    return { url: joinPath(api.base, endpoint.replace('{id}', encodeURIComponent(String(ids[0])))), params: undefined };
  // A comma is legal in a path segment; the ids themselves are escaped.
  return endpoint.includes('{ids}')
    ? {
        url: joinPath(api.base, endpoint.replace('{ids}', ids.map((id) => encodeURIComponent(String(id))).join(','))),
        params: undefined,
      }
    : { url: joinPath(api.base, endpoint), params: { ids: joined } };
}

/** Blade answers `true` to a submit; Refine wants a record back, so echo what was sent. */
const recordOf = <T>(answer: unknown, sent: unknown): T =>
  (typeof answer === 'object' && answer !== null ? answer : sent) as T;

type ListParams = Pick<GetListParams, 'resource' | 'pagination' | 'filters' | 'sorters' | 'meta'>;

/** A list asked for ahead of its page (a reload), and its answer once in. */
export type EarlyLists = {
  warmList: (params: ListParams) => void;
  earlyList: (params: ListParams) => { data: never[]; total: number } | undefined;
};

export function createDataProvider(http: HttpClient, options: { defaultPageSize: number }) {
  /** The URL and query of a list call, the same for the page and for a warm-up ahead of it. */
  const listCall = ({ resource, pagination, filters, sorters, meta }: ListParams) => {
    const api = apiOf(resource, meta);
    const params = {
      ...paginationToQuery(pagination, options.defaultPageSize),
      ...filtersToQuery(filters),
      ...sortersToQuery(sorters),
      ...(meta?.query as object | undefined),
    };
    return { url: joinPath(api.base, resolveEndpoints(api).list), params };
  };

  // A list answers a page or, for trees, an array; anything else is an error, not an empty list.
  const listOf = (answer: unknown) => {
    if (isPage(answer)) return { data: answer.records as never[], total: Number(answer.total) };
    const rows = answer as never[];
    return { data: rows, total: rows.length };
  };

  const provider: DataProvider & EarlyLists = {
    getApiUrl: () => http.instance.defaults.baseURL ?? '/api',

    /** Asks for a list now, for a page whose code is still on its way (a reload of that page). */
    warmList(params: ListParams) {
      const { url, params: query } = listCall(params);
      http.warm(url, query);
    },

    /** Takes a warmed list's answer if it is already in (see http.early), as getList would give it. */
    earlyList(params: ListParams) {
      const { url, params: query } = listCall(params);
      const early = http.early(url, query);
      return early && isList(early.value) ? listOf(early.value) : undefined;
    },

    async getList(params) {
      const { url, params: query } = listCall(params);
      return listOf(await http.get<unknown>(url, query, { expect: isList }));
    },

    async getOne({ resource, id, meta }) {
      const api = apiOf(resource, meta);
      const { url, params } = detailCall(api, id);
      const data = await http.get<BaseRecord>(url, params);
      return { data: data as never };
    },

    async getMany({ resource, ids, meta }) {
      const rows = await Promise.all(ids.map((id) => this.getOne({ resource, id, meta })));
      return { data: rows.map((row) => row.data) as never[] };
    },

    async create({ resource, variables, meta }) {
      const api = apiOf(resource, meta);
      const answer = await http.post<unknown>(joinPath(api.base, resolveEndpoints(api).create), variables);
      return { data: recordOf(answer, variables) };
    },

    async update({ resource, id, variables, meta }) {
      const api = apiOf(resource, meta);
      const body = { ...(variables as object), id };
      const answer = await http.post<unknown>(joinPath(api.base, resolveEndpoints(api).update), body);
      return { data: recordOf(answer, body) };
    },

    async deleteOne({ resource, id, meta }) {
      const { url, params } = removeCall(apiOf(resource, meta), [id]);
      await http.post(url, undefined, params);
      return { data: { id } as never };
    },

    async deleteMany({ resource, ids, meta }) {
      const api = apiOf(resource, meta);
      // `del/{id}` takes one id: one call per id, in turn, so a refusal stops the rest.
      const batches = resolveEndpoints(api).remove.includes('{id}') ? ids.map((id) => [id]) : [ids];
      for (const batch of batches) {
        const { url, params } = removeCall(api, batch);
        await http.post(url, undefined, params);
      }
      return { data: ids.map((id) => ({ id })) as never[] };
    },

    /**
     * `meta.raw` reads an answer that is not an R envelope (the captcha, bare OAuth JSON);
     * `meta.request` adds request settings (a file download's `responseType`, `onDownloadProgress`, `silent`).
     */
    async custom({ url, method, payload, query, headers, filters, sorters, meta }) {
      const path = url.replace(/^\/api(?=\/)/, '');
      const params = { ...filtersToQuery(filters), ...sortersToQuery(sorters), ...(query as object | undefined) };
      const extra = meta?.request as Omit<AxiosRequestConfig, 'url' | 'method' | 'data' | 'params'> | undefined;
      const data = await http.request<unknown>({
        ...extra,
        url: path,
        method,
        data: payload,
        params,
        headers,
        raw: meta?.raw === true,
      });
      return { data: data as never };
    },
  };
  return provider;
}
