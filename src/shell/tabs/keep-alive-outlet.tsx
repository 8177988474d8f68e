import { Activity, Suspense, useLayoutEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { PageLoading } from '../page-loading';
import { useLocation, useOutlet } from 'react-router';

/** Remembers a pane's scroll position while it is hidden (its effects unmount, its DOM stays). */
function TabPane({ path, children }: { path: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const scroll = useRef(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (node) node.scrollTop = scroll.current;
    return () => {
      scroll.current = node?.scrollTop ?? 0;
    };
  }, []);
  return (
    <div ref={ref} className="tab-pane" data-path={path}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </div>
  );
}

/**
 * The routed page for every open tab, only the active one visible. Hidden pages keep their state
 * (search form, page number, scroll) and their data stays in the query cache; a closed tab's page
 * is dropped, so reopening it starts fresh.
 */
export type PageBoundary = ComponentType<{ resetKey: string; children: ReactNode }>;

const NoBoundary: PageBoundary = ({ children }) => <>{children}</>;

/** Each page gets its own loading state and error boundary, so one tab's crash spares the rest. */
export function KeepAliveOutlet({ open, Boundary = NoBoundary }: { open: string[]; Boundary?: PageBoundary }) {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const pages = useRef(new Map<string, ReactNode>());
  if (outlet && !pages.current.has(pathname)) pages.current.set(pathname, outlet);
  for (const path of pages.current.keys()) {
    if (path !== pathname && !open.includes(path)) pages.current.delete(path);
  }
  return (
    <>
      {[...pages.current].map(([path, page]) => (
        <Activity key={path} mode={path === pathname ? 'visible' : 'hidden'}>
          <TabPane path={path}>
            <Boundary resetKey={path}>{page}</Boundary>
          </TabPane>
        </Activity>
      ))}
    </>
  );
}
