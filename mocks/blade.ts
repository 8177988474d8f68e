import { HttpResponse } from 'msw';

// The Blade wire format: the `R` envelope for business calls, bare OAuth JSON for the token
// endpoint. Query helpers and message localisation are re-exported so handlers import one module.

type R<T> = { code: number; success: boolean; data: T; msg: string };

/** `R` with code 200. The default msg is the gateway's; pass `say(request, 'success')` to localise. */
export function ok<T>(data: T, msg?: string): Response {
  const body: R<T> = { code: 200, success: true, data, msg: msg ?? '操作成功' };
  return HttpResponse.json(body);
}

/** A failed `R`; the HTTP status equals the code, as the gateway does for 400/401/403/404/500. */
export function fail(code: number, msg: string): Response {
  const body: R<null> = { code, success: false, data: null, msg };
  return HttpResponse.json(body, { status: code });
}

/** A failed token request: OAuth style, no envelope. `extra` carries e.g. oauth_id. */
export function oauthFail(description: string, extra: Record<string, string> = {}): Response {
  return HttpResponse.json({ error_code: 400, error_description: description, ...extra }, { status: 400 });
}

export { filterRows, paginate } from './blade-query';
export { invalidSortColumn, sortRows } from './blade-sort';
export { languageOf, say, type MessageKey } from './messages';
