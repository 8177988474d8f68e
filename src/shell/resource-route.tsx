import { useEffect, useState, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionState } from '../providers/session-context';
import { menuPaths } from '../providers/menu-types';
import { loadAllDomains, loadDomain, loadedDomain, type Domain } from '../resources/registry';
import type { ResourceDef } from '../resources/types';
import { lazyPage, type PageLoader } from './error-log/lazy-page';
import { PageLoading } from './page-loading';
import { useClaimFirstScreen, useMarkFirstScreenDrawn } from './first-screen';

type ResourcePage = ComponentType<{ def: ResourceDef }>;

const CrudPage = lazyPage(() => import('../crud/crud-page'));
const ErrorPage = lazyPage(() => import('../pages/errors/error-page'));

/** The generic list page's code alone (a reload of a page in a domain: most are lists). */
export const preloadListPage = () => CrudPage.preload();

/** Fetched once the console is idle, so the first list page opens without waiting for code. */
export const preloadResourcePages = () => Promise.all([preloadListPage(), loadAllDomains()]).then(() => undefined);

// One loader per bespoke page, made the first time its route renders: its chunk is its own.
const bespokePages = new Map<string, PageLoader<ResourcePage>>();

/** The page a declaration asks for: its own component (`page`), else the generic list page. */
function pageOf(def: ResourceDef): PageLoader<ResourcePage> {
  if (!def.page) return CrudPage;
  let page = bespokePages.get(def.name);
  if (!page) {
    page = lazyPage(def.page);
    bespokePages.set(def.name, page);
  }
  return page;
}

/** Fetches a resource's page code ahead of its route (a reload of that page). */
export const preloadResourcePage = (def: ResourceDef) => pageOf(def).preload();

/** A resource's page, shown only when the user's server menu grants its path (else 403). */
export function ResourceRoute({ def }: { def: ResourceDef }) {
  const { menus } = useSessionState();
  // The generic list page says when its first rows are drawn; a bespoke page is drawn as it mounts.
  useMarkFirstScreenDrawn(!!def.page);
  if (!menus) return <PageLoading />;
  if (!menuPaths(menus).has(def.route)) return <ErrorPage status={403} />;
  const Page = pageOf(def);
  // eslint-disable-next-line react-hooks/static-components -- made once per declaration (cached by name above), so the same component every render: nothing remounts
  return <Page def={def} />;
}

/**
 * A section's bare path (`/oto`, spec §2: it opens 专家管理): its preferred page when the user's
 * menu holds it, else the first page under the section the menu holds (an organization's staff
 * have 机构专家, not 专家管理), else 403 as for any page outside the menu.
 */
export function SectionLanding({ section, prefer }: { section: string; prefer: string }) {
  const { menus } = useSessionState();
  if (!menus) return <PageLoading />;
  const held = [...menuPaths(menus)];
  const target = held.includes(prefer) ? prefer : held.find((path) => path.startsWith(`${section}/`));
  return target ? <Navigate to={target} replace /> : <ErrorPage status={403} />;
}

/**
 * The page at the current path of a domain: its declarations are fetched on first use (a loading
 * state meanwhile, at once when already in); a path the domain does not declare is a 404. The path
 * is read from the (per-tab frozen) location, so a kept-alive tab keeps its page.
 */
export function DomainRoute({ domain }: { domain: Domain }) {
  const { pathname } = useLocation();
  // Its declarations may still be on their way: the page they lead to will say when it is drawn.
  useClaimFirstScreen();
  const [defs, setDefs] = useState(() => loadedDomain(domain));
  const [failed, setFailed] = useState<unknown>();
  useEffect(() => {
    if (defs) return;
    let live = true;
    loadDomain(domain).then(
      (loaded) => live && setDefs(loaded),
      (error: unknown) => live && setFailed(error),
    );
    return () => {
      live = false;
    };
  }, [domain, defs]);
  // A chunk that failed to load is the page boundary's to show (with its reload offer).
  if (failed) throw failed;
  if (!defs) return <PageLoading />;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const def = defs.find((each) => each.route === path);
  return def ? <ResourceRoute def={def} /> : <Navigate to="/404" replace />;
}
