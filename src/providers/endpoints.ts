// How an entity's CRUD calls are spelled. A resource names its family and may override single
// endpoints; the data provider reads this from the resource meta and never branches on names.
export type EndpointMap = {
  list: string;
  /**
   * `{id}` in it names where the key goes (`detail?code={id}`); otherwise as `?id=`. '' when the
   * entity has no detail call (most onetoone ones): edit and view then start from the list row.
   */
  detail: string;
  create: string;
  update: string;
  /**
   * `{ids}` in it names where the ids go (`del/{ids}`, `remove?id={ids}`); `{id}` takes one id, so
   * removing several makes one call each (`del/{id}`); otherwise as `?ids=a,b`.
   */
  remove: string;
};

type EndpointFamily = 'blade' | 'onetoone';

const endpointFamilies: Record<EndpointFamily, EndpointMap> = {
  blade: { list: 'list', detail: 'detail', create: 'submit', update: 'submit', remove: 'remove' },
  onetoone: { list: 'search', detail: 'detail', create: 'save', update: 'update', remove: 'del/{ids}' },
};

export type ApiMeta = {
  /** Service and entity path below /api, e.g. `zhiyuan-management/param`. */
  base: string;
  family: EndpointFamily;
  endpoints?: Partial<EndpointMap>;
};

export function resolveEndpoints(api: ApiMeta): EndpointMap {
  return { ...endpointFamilies[api.family], ...api.endpoints };
}

/** False for an entity without a detail call: its list row is the record. */
export const hasDetail = (api: ApiMeta): boolean => resolveEndpoints(api).detail !== '';

/** The URL and query of a detail call. */
export function detailCall(api: ApiMeta, id: string | number) {
  const endpoint = resolveEndpoints(api).detail;
  return endpoint.includes('{id}')
    ? { url: joinPath(api.base, endpoint.replace('{id}', encodeURIComponent(String(id)))), params: undefined }
    : { url: joinPath(api.base, endpoint), params: { id } };
}

export const joinPath = (base: string, endpoint: string) => `/${base.replace(/^\/+|\/+$/g, '')}/${endpoint}`;
