// One entry of an endpoint table (blade-endpoints.json, business-endpoints.json; contract/README.md).

type EndpointParams = {
  in: 'query' | 'path' | 'query+path' | 'none' | 'unknown';
  names: string[];
  required?: string[];
  any_key?: boolean;
  path_vars?: string[];
};

export type Endpoint = {
  path: string;
  method: 'GET' | 'POST' | 'ANY';
  params: EndpointParams;
  /** null, `json:<Type>`, `multipart:<parts>` (`[]` = repeated part) or `unknown` (spec only). */
  body: string | null;
  answer: string;
  source: string;
  versions: string[];
};
