import {
  memo,
  Suspense,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  NavigationType,
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useNavigate,
  useOutlet,
} from 'react-router';
import { PageLoading } from '../page-loading';
import { isOwnQuery, PaneRoutedContext } from './pane-routed';
import { tabsStore } from './tabs-store';

export type PageBoundary = ComponentType<{ resetKey: string; children: ReactNode }>;

const NoBoundary: PageBoundary = ({ children }) => <>{children}</>;

type LocationValue = React.ContextType<typeof LocationContext>;

/**
 * One open tab's page. It stays mounted and laid out while hidden (visibility and
 * content-visibility hidden, inert), so its state (search form, page number, scroll offset) and
 * its rendering are kept: showing it again costs a paint, not a re-layout of a long table. It
 * keeps the location it was last shown at, so navigating elsewhere does not re-render it;
 * `routed` says whether the router is at its page now (see usePaneRouted).
 */
const TabPane = memo(function TabPane({
  path,
  active,
  routed,
  location,
  page,
  Boundary,
}: {
  path: string;
  active: boolean;
  routed: boolean;
  location: LocationValue;
  page: ReactNode;
  Boundary: PageBoundary;
}) {
  return (
    <div className={active ? 'tab-pane' : 'tab-pane is-hidden'} data-path={path} inert={!active} aria-hidden={!active}>
      <LocationContext.Provider value={location}>
        <PaneRoutedContext.Provider value={routed}>
          <Boundary resetKey={path}>
            <Suspense fallback={<PageLoading />}>{page}</Suspense>
          </Boundary>
        </PaneRoutedContext.Provider>
      </LocationContext.Provider>
    </div>
  );
});

type Entry = { page: ReactNode; location: LocationValue };
type Pages = ReadonlyMap<string, Entry>;

/**
 * The location a tab's page is shown at: the router's, or, while a plain link to the tab (its
 * menu item) is being sent on to the tab's last query, the router's with that query.
 */
const withSearch = (current: LocationValue, search: string): LocationValue =>
  search === current.location.search ? current : { ...current, location: { ...current.location, search } };

/**
 * The pages to keep after a render at `pathname`: its page is added the first time the router
 * hands it out (later outlets are new elements of the same page, so the first is kept), the
 * routed tab sees the router's query as it changes (a page turned, back and forward, a link with
 * a search), and a closed tab's page is dropped. Answers `pages` itself when nothing changed.
 */
function keptPages(pages: Pages, pathname: string, outlet: ReactNode, current: LocationValue, open: string[]): Pages {
  let next: Map<string, Entry> | undefined;
  const edit = () => (next ??= new Map(pages));
  const kept = pages.get(pathname);
  if (outlet && !kept) edit().set(pathname, { page: outlet, location: current });
  // Every new entry, even one whose query the page already shows (back over a page turn the
  // router had not rendered yet): the page decides whether its state follows.
  else if (kept && kept.location.location.key !== current.location.key)
    edit().set(pathname, { ...kept, location: current });
  for (const path of pages.keys()) {
    if (path !== pathname && !open.includes(path)) edit().delete(path);
  }
  return next ?? pages;
}

/**
 * The routed page for every open tab, only the active one shown. Hidden pages keep their state
 * and their data stays in the query cache; a closed tab's page is dropped, so reopening it starts
 * fresh.
 */
export function KeepAliveOutlet({ open, Boundary = NoBoundary }: { open: string[]; Boundary?: PageBoundary }) {
  const outlet = useOutlet();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const routerAt = useContext(LocationContext);
  // A tab is one screen, not one query. Arriving at its bare path by a link (the menu, the search
  // palette; not back/forward, which means that very entry) is going back to the tab: it shows
  // the query it was left at, and the address is corrected to say so. A page clearing its own
  // query (a list's search reset) is not going back.
  const lastSearch = tabsStore.searchOf(pathname);
  const resumed =
    !search && !!lastSearch && routerAt.navigationType !== NavigationType.Pop && !isOwnQuery(routerAt.location.state);
  const current = resumed ? withSearch(routerAt, lastSearch) : routerAt;
  useEffect(() => {
    if (resumed) navigate({ pathname, search: lastSearch }, { replace: true });
    else tabsStore.remember(pathname, search);
  }, [resumed, navigate, pathname, search, lastSearch]);
  // State adjusted while rendering: a change is rendered again at once, before anything is drawn.
  const [pages, setPages] = useState<Pages>(() => new Map());
  const next = keptPages(pages, pathname, outlet, current, open);
  if (next !== pages) setPages(next);
  // A picked tab whose page is already here shows in this (synchronous) render; the URL follows.
  const picked = useSyncExternalStore(tabsStore.subscribe, tabsStore.showing);
  const shown = picked && next.has(picked) ? picked : pathname;
  useEffect(() => {
    if (picked === pathname) tabsStore.show(null);
  }, [picked, pathname]);
  // A move elsewhere (the palette, a link) before the router caught up with a pick supersedes it.
  useEffect(() => {
    tabsStore.show(null);
  }, [pathname]);
  return (
    <>
      {[...next].map(([path, entry]) => (
        <TabPane
          key={path}
          path={path}
          active={path === shown}
          routed={path === pathname}
          location={entry.location}
          page={entry.page}
          Boundary={Boundary}
        />
      ))}
    </>
  );
}
