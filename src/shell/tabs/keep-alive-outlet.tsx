import { memo, Suspense, useContext, useLayoutEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext, useLocation, useOutlet } from 'react-router';
import { PageLoading } from '../page-loading';

export type PageBoundary = ComponentType<{ resetKey: string; children: ReactNode }>;

const NoBoundary: PageBoundary = ({ children }) => <>{children}</>;

type LocationValue = React.ContextType<typeof LocationContext>;

/**
 * One open tab's page. It stays mounted while hidden (display: none), so its state (search form,
 * page number, scroll) and effects live on and showing it again costs a style change. It keeps
 * the location it was opened at: navigating elsewhere does not re-render a hidden page.
 */
const TabPane = memo(function TabPane({ path, active, location, page, Boundary }: {
  path: string;
  active: boolean;
  location: LocationValue;
  page: ReactNode;
  Boundary: PageBoundary;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const scroll = useRef(0);
  // display: none forgets the scroll offset; put it back when the pane shows again.
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    if (active) node.scrollTop = scroll.current;
    else scroll.current = node.scrollTop;
  }, [active]);
  return (
    <div ref={ref} className="tab-pane" data-path={path} hidden={!active} onScroll={(e) => active && (scroll.current = e.currentTarget.scrollTop)}>
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
  if (outlet && !pages.current.has(pathname)) pages.current.set(pathname, { page: outlet, location: current });
  for (const path of pages.current.keys()) {
    if (path !== pathname && !open.includes(path)) pages.current.delete(path);
  }
  return (
    <>
      {[...pages.current].map(([path, entry]) => (
        <TabPane key={path} path={path} active={path === pathname} location={entry.location} page={entry.page} Boundary={Boundary} />
      ))}
    </>
  );
}
