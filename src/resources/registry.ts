import { domainPaths } from './domain-paths';
import type { ResourceDef } from './types';

/**
 * The declarations come in domains, each its own chunk fetched with the first page of the domain
 * (or when the console is idle): the login page and home never carry them, and a new screen's
 * declaration costs only its domain. `paths` are the route patterns the domain serves: a pattern
 * ending in `/*` covers everything under it (`/tool/datasource` is matched before `/tool/*`).
 * tests/shell/registry-domains.test.ts checks that every declaration's route is covered by its
 * own domain and by no other.
 */
export type Domain = { key: string; paths: readonly string[]; load: () => Promise<ResourceDef[]> };

export const domains: Domain[] = [
  { key: 'system', paths: domainPaths.system, load: () => import('./system').then((m) => m.systemResources) },
  { key: 'oto', paths: domainPaths.oto, load: () => import('./oto').then((m) => m.otoResources) },
  { key: 'resource', paths: domainPaths.resource, load: () => import('./resource').then((m) => m.resourceResources) },
  { key: 'notice', paths: domainPaths.notice, load: () => import('./notice').then((m) => m.noticeResources) },
  { key: 'log', paths: domainPaths.log, load: () => import('./log').then((m) => m.logResources) },
  { key: 'develop', paths: domainPaths.develop, load: () => import('./develop').then((m) => m.developResources) },
  { key: 'flow', paths: domainPaths.flow, load: () => import('./flow').then((m) => m.flowResources) },
];

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

const covers = (pattern: string, path: string) =>
  pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;

/** The domain serving a path: an exact pattern wins over a `/*` one. */
export function domainOf(path: string): Domain | undefined {
  const clean = normalize(path);
  return (
    domains.find((d) => d.paths.some((p) => !p.endsWith('/*') && p === clean)) ??
    domains.find((d) => d.paths.some((p) => covers(p, clean)))
  );
}

let loaded: readonly ResourceDef[] = [];
const loadedDomains = new Map<string, ResourceDef[]>();
const pending = new Map<string, Promise<ResourceDef[]>>();
const listeners = new Set<() => void>();

/** Fetches a domain's declarations once; they join the loaded list (and Refine's resources) before it resolves. */
export function loadDomain(domain: Domain): Promise<ResourceDef[]> {
  let promise = pending.get(domain.key);
  if (!promise) {
    promise = domain.load().then((defs) => {
      if (!loadedDomains.has(domain.key)) {
        loadedDomains.set(domain.key, defs);
        loaded = [...loaded, ...defs];
        for (const listener of listeners) listener();
      }
      return defs;
    });
    // A failed chunk may be asked for again (the route offers a reload).
    promise.catch(() => pending.delete(domain.key));
    pending.set(domain.key, promise);
  }
  return promise;
}

/** A domain's declarations if already loaded (a route renders at once, without a loading state). */
export const loadedDomain = (domain: Domain): ResourceDef[] | undefined => loadedDomains.get(domain.key);

/** Every declaration loaded so far; a new array after each load (a snapshot for useSyncExternalStore). */
export const loadedResources = (): readonly ResourceDef[] => loaded;

export function subscribeResources(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every domain, for the console's idle prefetch and for tests that need every declaration. */
export const loadAllDomains = () => Promise.all(domains.map(loadDomain)).then((lists) => lists.flat());

/** Refine's view of declarations: name, list route and the meta the providers read. */
export const refineResourcesOf = (defs: readonly ResourceDef[]) =>
  defs.map((def) => ({
    name: def.name,
    list: def.route,
    meta: { label: def.label, api: def.api, permission: def.permission },
  }));
