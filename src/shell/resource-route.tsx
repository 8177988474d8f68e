import { useSessionState } from '../providers/session-context';
import { menuPaths } from '../providers/menu-types';
import type { ResourceDef } from '../resources/types';
import { lazyPage } from './error-log/lazy-page';
import { PageLoading } from './page-loading';

const CrudPage = lazyPage(() => import('../pages/crud/crud-page'));
const ErrorPage = lazyPage(() => import('../pages/errors/error-page'));

/** Fetched once the console is idle, so the first list page opens without waiting for code. */
export const preloadResourcePages = () => CrudPage.preload();

/** A resource's page, shown only when the user's server menu grants its path (else 403). */
export function ResourceRoute({ def }: { def: ResourceDef }) {
  const { menus } = useSessionState();
  if (!menus) return <PageLoading />;
  if (!menuPaths(menus).has(def.route)) return <ErrorPage status={403} />;
  return <CrudPage def={def} />;
}
