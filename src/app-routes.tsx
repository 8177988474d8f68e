import { Suspense, useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { domainOf, domains, loadDomain } from './resources/registry';
import type { Services } from './services';
import { lazyPage } from './shell/error-log/lazy-page';
import { PageLoading } from './shell/page-loading';
import { firstListParams } from './crud/list-url';
import { DomainRoute, preloadListPage, preloadResourcePage, SectionLanding } from './shell/resource-route';
import { GuestOnly, LockedOnly, RequireAuth } from './shell/route-guards';

// Refine and the console frame (sider, top bar, tabs, palette) are their own chunk: /login never loads them.
const RefineShell = lazyPage(() => import('./shell/refine-shell'));
const LoginPage = lazyPage(() => import('./pages/login/login-page'));
const LockPage = lazyPage(() => import('./pages/lock/lock-page'));
const WelPage = lazyPage(() => import('./pages/wel/wel-page'));
const DashboardPage = lazyPage(() => import('./pages/dashboard/dashboard-page'));
const InfoPage = lazyPage(() => import('./pages/info/info-page'));
const TestPage = lazyPage(() => import('./pages/test/test-page'));
const IframePage = lazyPage(() => import('./pages/iframe/iframe-page'));
const ErrorRoute = lazyPage(() => import('./pages/errors/error-route'));
// The leave process's pages (spec §2): in no menu, opened from 我的事务's rows.
const LeaveFormPage = lazyPage(() => import('./pages/flow/leave/leave-form-page'));
const LeaveHandlePage = lazyPage(() => import('./pages/flow/leave/leave-handle-page'));
const LeaveDetailPage = lazyPage(() => import('./pages/flow/leave/leave-detail-page'));
const leavePages = { form: LeaveFormPage, handle: LeaveHandlePage, detail: LeaveDetailPage };

/**
 * The console and its home page, fetched while the login page waits for the user, and the
 * stand-in started: the login page calls it once it is on screen and the browser idle, so neither
 * is part of the login page's first load.
 */
const warmUpConsole = (services: Services) => () =>
  Promise.all([RefineShell.preload(), WelPage.preload(), services.warmBackend()]).then(() => undefined);

/**
 * The code the first screen needs, started before anything renders: on a reload (or a deep link)
 * inside the console, the frame's code, the page's code and the page's first list request start
 * together instead of one after the other as each lazy level renders; a guest gets the login form.
 * Resolves when that code is in, so the first render does not suspend (React holds a suspended
 * screen back up to 300 ms); never rejects (a failed chunk is the route's own error to show).
 */
export function preloadForPath(path: string, services: Services, search = ''): Promise<void> {
  const { storage, data } = services;
  const settle = (...loads: Promise<void>[]) =>
    Promise.all(loads).then(
      () => undefined,
      () => undefined,
    );
  if (!storage.getToken()?.accessToken)
    return path.startsWith('/login') ? settle(LoginPage.preload()) : Promise.resolve();
  if (storage.isLocked() || /^\/(login|lock|40[34]|500)(\/|$)/.test(path)) return Promise.resolve();
  if (path === '/' || path.startsWith('/wel')) return settle(RefineShell.preload(), WelPage.preload());
  const leave = /^\/work\/process\/leave\/(form|handle|detail)\//.exec(path)?.[1];
  if (leave) return settle(RefineShell.preload(), leavePages[leave as keyof typeof leavePages].preload());
  const domain = domainOf(path);
  if (!domain) return settle(RefineShell.preload());
  // The domain's declarations are a small chunk fetched beside the frame's: once in, the page's
  // code and (for a plain list, whose first page is known) its first request start at once. The
  // generic list page (almost every page of a domain is one) starts beside them, not after.
  const listPage = preloadListPage();
  const page = loadDomain(domain).then((defs) => {
    const def = defs.find((each) => each.route === path.replace(/\/+$/, ''));
    if (!def) return undefined;
    // The first request as the page will make it: from the state in its URL (F5 on page 3).
    if (!def.tree) data.warmList(firstListParams(def, search));
    return preloadResourcePage(def);
  });
  return settle(RefineShell.preload(), listPage, page);
}

/** Public routes, the guarded console, and every declared resource's page (by its domain's paths). */
export function AppRoutes({ services }: { services: Services }) {
  const { storage, auth } = services;
  const warmUp = useMemo(() => warmUpConsole(services), [services]);
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route
          path="/login"
          element={
            <GuestOnly storage={storage}>
              <LoginPage preload={warmUp} />
            </GuestOnly>
          }
        />
        <Route
          path="/lock"
          element={
            <LockedOnly storage={storage}>
              <LockPage />
            </LockedOnly>
          }
        />
        <Route path="/403" element={<ErrorRoute status={403} />} />
        <Route path="/404" element={<ErrorRoute status={404} />} />
        <Route path="/500" element={<ErrorRoute status={500} />} />
        <Route
          element={
            <RequireAuth storage={storage} onEmptyToken={auth.clearLocal}>
              <RefineShell services={services} />
            </RequireAuth>
          }
        >
          <Route index element={<Navigate to="/wel" replace />} />
          <Route path="/wel" element={<Navigate to="/wel/index" replace />} />
          <Route path="/wel/index" element={<WelPage />} />
          <Route path="/wel/dashboard" element={<DashboardPage />} />
          <Route path="/info/index" element={<InfoPage />} />
          <Route path="/test/index" element={<TestPage />} />
          <Route path="/myiframe/:routerPath" element={<IframePage />} />
          <Route path="/work/process/leave/form/:processDefinitionId" element={<LeaveFormPage />} />
          <Route
            path="/work/process/leave/handle/:taskId/:processInstanceId/:businessId"
            element={<LeaveHandlePage />}
          />
          <Route path="/work/process/leave/detail/:processInstanceId/:businessId" element={<LeaveDetailPage />} />
          <Route path="/oto" element={<SectionLanding section="/oto" prefer="/oto/expert" />} />
          {domains.flatMap((domain) =>
            domain.paths.map((path) => <Route key={path} path={path} element={<DomainRoute domain={domain} />} />),
          )}
        </Route>
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </Suspense>
  );
}
