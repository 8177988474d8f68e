import {
  memo,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { UNSAFE_LocationContext as LocationContext, useLocation, useOutlet } from 'react-router';
import { PageLoading } from '../page-loading';
import { tabsStore } from './tabs-store';

export type PageBoundary = ComponentType<{ resetKey: string; children: ReactNode }>;

const NoBoundary: PageBoundary = ({ children }) => <>{children}</>;

type LocationValue = React.ContextType<typeof LocationContext>;

/**
 * One open tab's page. It stays mounted and laid out while hidden (visibility and
 * content-visibility hidden, inert), so its state (search form, page number, scroll offset) and
 * its rendering are kept: showing it again costs a paint, not a re-layout of a long table. It
 * keeps the location it was opened at, so navigating elsewhere does not re-render it.
 */
const TabPane = memo(function TabPane({
  path,
  active,
  location,
  page,
  Boundary,
}: {
  path: string;
  active: boolean;
  location: LocationValue;
  page: ReactNode;
  Boundary: PageBoundary;
}) {
  return (
    <div className={active ? 'tab-pane' : 'tab-pane is-hidden'} data-path={path} inert={!active} aria-hidden={!active}>
      <LocationContext.Provider value={location}>
        <Boundary resetKey={path}>
          <Suspense fallback={<PageLoading />}>{page}</Suspense>
        </Boundary>
      </LocationContext.Provider>
    </div>
  );
});

type Entry = { page: ReactNode; location: LocationValue };

/**
 * The routed page for every open tab, only the active one shown. Hidden pages keep their state
 * and their data stays in the query cache; a closed tab's page is dropped, so reopening it starts
 * fresh.
 */
export function KeepAliveOutlet({ open, Boundary = NoBoundary }: { open: string[]; Boundary?: PageBoundary }) {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const current = useContext(LocationContext);
  const pages = useRef(new Map<string, Entry>());
  const kept = pages.current.get(pathname);
  if (outlet && !kept) pages.current.set(pathname, { page: outlet, location: current });
  // An open tab reached by a link with a new search (a filtered list): the page sees that search.
  else if (kept && current.location.search && kept.location.location.search !== current.location.search)
    pages.current.set(pathname, { ...kept, location: current });
  for (const path of pages.current.keys()) {
    if (path !== pathname && !open.includes(path)) pages.current.delete(path);
  }
  // A picked tab whose page is already here shows in this (synchronous) render; the URL follows.
  const picked = useSyncExternalStore(tabsStore.subscribe, tabsStore.showing);
  const shown = picked && pages.current.has(picked) ? picked : pathname;
  useEffect(() => {
    if (picked === pathname) tabsStore.show(null);
  }, [picked, pathname]);
  return (
    <>
      {[...pages.current].map(([path, entry]) => (
        <TabPane
          key={path}
          path={path}
          active={path === shown}
          location={entry.location}
          page={entry.page}
          Boundary={Boundary}
        />
      ))}
    </>
  );
}
