// How an entity's CRUD calls are spelled. A resource names its family and may override single
// endpoints; the data provider reads this from the resource meta and never branches on names.
export type EndpointMap = {
  list: string;
  detail: string;
  create: string;
  update: string;
  /** `{ids}` in the path means the ids go in the path; otherwise as `?ids=a,b`. */
  remove: string;
};

export type EndpointFamily = 'blade' | 'onetoone';

export const endpointFamilies: Record<EndpointFamily, EndpointMap> = {
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

export const joinPath = (base: string, endpoint: string) => `/${base.replace(/^\/+|\/+$/g, '')}/${endpoint}`;
