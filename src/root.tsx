import { App } from './App';
import { config } from './config';
import type { Services } from './services';
import { AppRouter } from './shell/app-router';
import { PageErrorBoundary } from './shell/error-log/error-boundary';

/**
 * The whole console as main.tsx renders it, and as the build draws the login screen
 * (src/login-prerender.tsx): hydration needs the same tree on both sides.
 */
export function Root({ services }: { services: Services }) {
  return (
    // Outside the router: a full page load is the safe way home if the router itself crashed.
    <PageErrorBoundary onHome={() => window.location.assign(config.homePath)}>
      <AppRouter>
        <App services={services} />
      </AppRouter>
    </PageErrorBoundary>
  );
}
