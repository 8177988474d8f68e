import { Refine } from '@refinedev/core';
import { routerProvider } from './router-provider';
import { QueryClient, type Query } from '@tanstack/react-query';
import { App as AntdApp } from 'antd';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { loadedResources, refineResourcesOf, subscribeResources } from '../resources/registry';
import { sessionApi } from '../resources/session-api';
import type { Services } from '../services';
import ConsoleLayout from './console-layout';
import { toastRegion } from './toast-region';
import { tabsStore } from './tabs/tabs-store';

// Within a minute a page shown again (tab switch) uses what it has instead of refetching.
const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 } } });

/**
 * Refine, its query cache and antd's App context exist only inside the console: the login and
 * lock pages never download them. A logout clears the cache, and leaving drops it.
 */
export default function RefineShell({ services }: { services: Services }) {
  const [queryClient] = useState(createQueryClient);
  // Each domain's declarations join Refine's resources as their chunk arrives (before its page renders).
  const loaded = useSyncExternalStore(subscribeResources, loadedResources);
  const resources = useMemo(() => refineResourcesOf(loaded), [loaded]);
  useEffect(() => services.onLocalLogout(() => queryClient.clear()), [services, queryClient]);
  // A closed tab's data goes with it: open tabs keep observing theirs, so only what no page
  // shows any more is dropped (the heap does not grow with every tab ever opened). What is cached
  // for the session (gcTime Infinity: the dictionaries, read once per login) stays for the next page.
  useEffect(() => {
    let open = tabsStore.get().length;
    const droppable = (query: Query) => query.gcTime !== Infinity;
    return tabsStore.subscribe(() => {
      const now = tabsStore.get().length;
      if (now < open) setTimeout(() => queryClient.removeQueries({ type: 'inactive', predicate: droppable }));
      open = now;
    });
  }, [queryClient]);
  // The server's cache (gateway, dictionaries) and ours: the next read of every page is fresh.
  // BladeX answers a bare {success, msg} here, not R: read it raw.
  const clearCache = () =>
    services.http.get(sessionApi.clearCache, undefined, { raw: true }).then(() => queryClient.invalidateQueries());
  return (
    <AntdApp className="console-app" message={{ getContainer: toastRegion }}>
      <Refine
        dataProvider={services.data}
        authProvider={services.auth}
        accessControlProvider={services.accessControl}
        i18nProvider={services.i18n}
        notificationProvider={services.notification}
        routerProvider={routerProvider}
        resources={resources}
        options={{
          disableTelemetry: true,
          syncWithLocation: false,
          warnWhenUnsavedChanges: false,
          reactQuery: { clientConfig: queryClient },
        }}
      >
        <ConsoleLayout onClearCache={clearCache} />
      </Refine>
    </AntdApp>
  );
}
