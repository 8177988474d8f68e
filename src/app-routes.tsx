import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { resources } from './resources/registry';
import type { Services } from './services';
import { ConsoleLayout } from './shell/console-layout';
import { ResourceRoute } from './shell/resource-route';
import { GuestOnly, RequireAuth } from './shell/route-guards';
import { Suspense } from 'react';
import { PageLoading } from './shell/page-loading';

const LoginPage = lazy(() => import('./pages/login/login-page'));
const WelPage = lazy(() => import('./pages/wel/wel-page'));
const ErrorPage = lazy(() => import('./pages/errors/error-page'));

/** Public routes, the guarded console, and every declared resource's page. */
export function AppRoutes({ services }: { services: Services }) {
  const { storage, auth } = services;
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/login" element={<GuestOnly storage={storage}><LoginPage /></GuestOnly>} />
        <Route path="/403" element={<ErrorPage status={403} />} />
        <Route path="/404" element={<ErrorPage status={404} />} />
        <Route path="/500" element={<ErrorPage status={500} />} />
        <Route element={<RequireAuth storage={storage} onEmptyToken={auth.clearLocal}><ConsoleLayout /></RequireAuth>}>
          <Route index element={<Navigate to="/wel" replace />} />
          <Route path="/wel" element={<Navigate to="/wel/index" replace />} />
          <Route path="/wel/index" element={<WelPage />} />
          {resources.map((def) => (
            <Route key={def.name} path={def.route} element={<ResourceRoute def={def} />} />
          ))}
        </Route>
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </Suspense>
  );
}
