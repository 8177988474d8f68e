import type { Endpoint } from './endpoint';
import { bindingKnown, endpointFor, entriesFor } from './endpoint-table';

// Whether a call, as it went over the wire, is one BladeX's controllers map with the binding they
// read, and whether an answer has the shape the controller returns. Used by the node stand-in
// (every page test's traffic), the browser tests (every request Chromium sends) and the handler
// table test. A problem names the table's source line so the offender can be looked up.

/**
 * A request as sent: `url` absolute or rooted; `body` the raw text (multipart included), or null
 * where the sender cannot see it (Chromium does not report a body that carries a file).
 */
export type WireCall = { method: string; url: string; contentType: string; body: string | null };

/** Paths that are the stand-in's own, not a BladeX service's (relative to `/api`). */
const OWN_PREFIXES = ['/standin/'];

/** The path relative to `/api`, or null for a request that is not a gateway call. */
export function gatewayPath(url: string): string | null {
  const { pathname } = new URL(url, 'http://console.invalid');
  if (!pathname.startsWith('/api/')) return null;
  return pathname.slice('/api'.length);
}

const isOwnPath = (path: string) => OWN_PREFIXES.some((prefix) => path.startsWith(prefix));

const where = (endpoint: Endpoint) => `(${endpoint.source})`;

/** Field names a `@RequestParam` can read: the query string, and a form or multipart body's fields. */
function boundNames(call: WireCall): Set<string> {
  const names = new Set(new URL(call.url, 'http://console.invalid').searchParams.keys());
  if (call.contentType.includes('application/x-www-form-urlencoded')) {
    for (const key of new URLSearchParams(call.body ?? '').keys()) names.add(key);
  }
  for (const part of multipartNames(call)) names.add(part);
  return names;
}

function multipartNames(call: WireCall): string[] {
  if (!call.contentType.includes('multipart/form-data')) return [];
  return [...(call.body ?? '').matchAll(/Content-Disposition:\s*form-data;\s*name="([^"]*)"/gi)].map(
    (match) => match[1],
  );
}

const hasJsonBody = (call: WireCall) =>
  call.contentType.includes('application/json') && (call.body ?? '').trim() !== '';

/** What is wrong with `call` against the table; [] when BladeX would bind it as sent. */
export function callProblems(call: WireCall, product = 'zhiyuan'): string[] {
  const path = gatewayPath(call.url);
  if (path === null || isOwnPath(path)) return [];
  const label = `${call.method} /api${path}`;
  const mapped = entriesFor(path, product);
  if (mapped.length === 0) return [`${label}: BladeX maps no such path`];
  const endpoint = endpointFor(call.method, path, product);
  if (!endpoint) {
    const methods = mapped.map((each) => `${each.method} ${where(each)}`).join(', ');
    return [`${label}: BladeX maps this path only as ${methods}`];
  }
  if (!bindingKnown(endpoint)) return [];
  const problems: string[] = [];
  const body = endpoint.body;
  if (body?.startsWith('json:')) {
    if (!hasJsonBody(call)) problems.push(`${label}: no JSON body where BladeX reads @RequestBody ${body.slice(5)}`);
  } else if (hasJsonBody(call)) {
    problems.push(
      `${label}: a JSON body where BladeX binds ${endpoint.params.in === 'none' ? 'nothing' : 'query params'}`,
    );
  }
  if (body?.startsWith('multipart:')) {
    const wanted = body
      .slice('multipart:'.length)
      .split(',')
      .map((part) => part.replace('[]', '').trim());
    const sent = multipartNames(call);
    if (!call.contentType.includes('multipart/form-data')) {
      problems.push(`${label}: not multipart where BladeX reads the part(s) ${wanted.join(', ')}`);
    } else if (call.body !== null) {
      const missing = wanted.filter((part) => !sent.includes(part));
      if (missing.length > 0) problems.push(`${label}: multipart without the part(s) ${missing.join(', ')}`);
    }
  }
  const names = boundNames(call);
  // An unseen body may hold the params it binds: only a body we read can lack them.
  const unseen = call.body === null && call.contentType !== '';
  const missing = unseen ? [] : (endpoint.params.required ?? []).filter((name) => !names.has(name));
  if (missing.length > 0) problems.push(`${label}: missing the required param(s) ${missing.join(', ')}`);
  return problems.map((problem) => `${problem} ${where(endpoint)}`);
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isEnvelope = (value: unknown): value is Json => isObject(value) && 'code' in value && 'success' in value;

/** A tree level: every node an object whose children, when present, are a level too. */
function treeProblem(nodes: unknown[]): string | null {
  for (const node of nodes) {
    if (!isObject(node)) return 'a tree node that is not an object';
    // BladeX's tree VOs mark hasChildren NON_EMPTY: a leaf may leave it out, a parent says true.
    if (node.hasChildren !== undefined && typeof node.hasChildren !== 'boolean')
      return 'a tree node whose hasChildren is no boolean';
    if (Array.isArray(node.children) && node.children.length > 0 && node.hasChildren !== true) {
      return 'a tree node with children but no hasChildren';
    }
    if (node.children !== undefined) {
      if (!Array.isArray(node.children)) return 'a tree node whose children are not a list';
      const below = treeProblem(node.children);
      if (below) return below;
    }
  }
  return null;
}

/**
 * What is wrong with a successful answer's shape (HTTP 200; for an R, code 200): R, R<IPage>,
 * R<List>, R<tree> (`hasChildren` a boolean, true on a node with children), bare kv and OAuth JSON, blobs that are no JSON.
 */
export function answerProblems(
  call: Pick<WireCall, 'method' | 'url'>,
  answer: { status: number; contentType: string; body: string },
  product = 'zhiyuan',
): string[] {
  const path = gatewayPath(call.url);
  if (path === null || isOwnPath(path) || answer.status !== 200) return [];
  const endpoint = endpointFor(call.method, path, product);
  if (!endpoint) return [];
  const label = `${call.method} /api${path} answered`;
  const json = answer.contentType.includes('json');
  if (endpoint.answer === 'blob') return json ? [`${label} JSON where BladeX streams a file ${where(endpoint)}`] : [];
  if (!endpoint.answer.startsWith('R') && !['kv', 'oauth-json'].includes(endpoint.answer)) return [];
  let value: unknown;
  try {
    value = JSON.parse(answer.body);
  } catch {
    return [`${label} no JSON where BladeX answers ${endpoint.answer} ${where(endpoint)}`];
  }
  const problem = shapeProblem(endpoint, value);
  return problem ? [`${label} ${problem} ${where(endpoint)}`] : [];
}

function shapeProblem(endpoint: Endpoint, value: unknown): string | null {
  const { answer } = endpoint;
  if (answer === 'kv')
    return isEnvelope(value) && 'data' in value ? 'an R envelope where BladeX answers a bare object' : null;
  if (answer === 'oauth-json') {
    const known = isObject(value) && ('access_token' in value || 'error_description' in value);
    return known ? null : 'neither a token nor error_description';
  }
  if (!isEnvelope(value) || !('msg' in value)) return `no R envelope where BladeX answers ${answer}`;
  if (value.code !== 200) return null;
  const data = value.data;
  if (answer === 'R<IPage>') {
    const page = isObject(data) && Array.isArray(data.records) && ['total', 'size', 'current'].every((k) => k in data);
    return page ? null : 'an R whose data is no page (records, total, size, current)';
  }
  if (answer === 'R<List>') return Array.isArray(data) ? null : 'an R whose data is no list';
  if (answer === 'R<tree>') {
    if (!Array.isArray(data)) return 'an R whose data is no tree (a list of nodes)';
    return treeProblem(data);
  }
  return null;
}

/** Handler paths as msw holds them (`/api/...`, maybe `*` or `:var`), against the table. */
export function handlerProblems(handler: { method: string; path: string }, product = 'zhiyuan'): string[] {
  // A path variable (`:ids`) is probed as one segment: the table's `{ids}` matches any.
  const probe = gatewayPath(handler.path.replace(/:[A-Za-z]\w*/g, 'x'));
  if (probe === null || isOwnPath(probe)) return [];
  const path = handler.path.slice('/api'.length);
  const label = `${handler.method} /api${path}`;
  const mapped = entriesFor(probe, product);
  if (mapped.length === 0) return [`stand-in serves ${label}, which BladeX does not map`];
  if (handler.method === 'ALL') return [];
  return endpointFor(handler.method, probe, product)
    ? []
    : [`stand-in serves ${label}, which BladeX maps only as ${mapped.map((e) => e.method).join(', ')}`];
}
