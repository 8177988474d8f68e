import bladeTable from './blade-endpoints.json';
import businessTable from './business-endpoints.json';
import { businessTableProblems } from './business-table';
import type { Endpoint } from './endpoint';

// BladeX's endpoints as its controllers map them, and the product's own business endpoints beside
// them (contract/README.md). This module only reads the tables: finding the entry a call or a
// handler means, and saying what such a call must carry. The checks themselves are in conformance.ts.

const blade = bladeTable as unknown as Endpoint[];
const business = businessTable as unknown as Endpoint[];

// A business entry that speaks for a BladeX service would let a call BladeX does not map pass every
// check: such a table stops every check that reads it.
const refused = businessTableProblems(business, blade);
if (refused.length > 0) {
  throw new Error(`contract/business-endpoints.json declares BladeX's paths:\n${refused.join('\n')}`);
}

const endpoints = [...blade, ...business];

type Compiled = { endpoint: Endpoint; pattern: RegExp; literal: number };

/** `{product}` becomes the deployment's prefix, `{x}` one path segment. */
function compile(endpoint: Endpoint, product: string): Compiled {
  const parts = endpoint.path.split(/(\{[^}]+\})/);
  const source = parts
    .map((part) => {
      if (part === '{product}') return escape(product);
      if (/^\{[^}]+\}$/.test(part)) return '[^/]+';
      return escape(part);
    })
    .join('');
  // More literal characters = a more specific mapping, as Spring prefers `/user/info` over `/{id}`.
  const literal = parts.filter((part) => !/^\{[^}]+\}$/.test(part) || part === '{product}').join('').length;
  return { endpoint, pattern: new RegExp(`^${source}$`), literal };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const compiledFor = new Map<string, Compiled[]>();

function compiled(product: string): Compiled[] {
  let list = compiledFor.get(product);
  if (!list) {
    list = endpoints.map((endpoint) => compile(endpoint, product)).sort((a, b) => b.literal - a.literal);
    compiledFor.set(product, list);
  }
  return list;
}

/**
 * The entries mapping `path` (relative to `/api`), most specific first. Several entries can map
 * one path (one per method; `ANY` for a bare `@RequestMapping`).
 */
export function entriesFor(path: string, product = 'zhiyuan'): Endpoint[] {
  return compiled(product)
    .filter((each) => each.pattern.test(path))
    .map((each) => each.endpoint);
}

/** The entry that serves `method path`, or null when BladeX maps no such call. */
export function endpointFor(method: string, path: string, product = 'zhiyuan'): Endpoint | null {
  const upper = method.toUpperCase();
  return entriesFor(path, product).find((each) => each.method === upper || each.method === 'ANY') ?? null;
}

/** Spec-only entries (the one-to-one module): BladeX's sources do not say how they bind. */
export const bindingKnown = (endpoint: Endpoint) => endpoint.params.in !== 'unknown' && endpoint.body !== 'unknown';
