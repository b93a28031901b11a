import { Suspense, lazy, useEffect, type ReactElement } from 'react';
import { Route, Routes, type Location } from 'react-router';

import { markFirstPageShown } from '../lib/use-idle';
import { CurrentRouteContext } from './current-route';
import { NotFoundPage } from './error-page';
import { AuthLayout } from './layouts/auth-layout';
import { MainLayout } from './layouts/main-layout';
import { MaintenanceLayout } from './layouts/maintenance-layout';
import { PageErrorBoundary } from './page-error-boundary';
import { PageLoading } from './page-loading';
import { routes, type LayoutName, type RouteEntry } from './routes';

// The console's frame comes with the console: members never download it.
const ConsoleLayout = lazy(() => import('../features/admin/frame/console-layout'));

const layouts: Record<LayoutName, ReactElement> = {
  main: <MainLayout />,
  auth: <AuthLayout />,
  maintenance: <MaintenanceLayout />,
  console: (
    <Suspense fallback={<PageLoading />}>
      <ConsoleLayout />
    </Suspense>
  ),
};

/** One lazy page per route, made once at start: React keeps a lazy component's loaded module. */
const lazyPage = (entry: RouteEntry): ReactElement => {
  const Page = lazy(entry.load);
  return <Page />;
};
const pageElements = new Map(routes.map((entry) => [entry, lazyPage(entry)]));

/** Mounts with the page's content, once its code has arrived. */
function PageShown() {
  useEffect(markFirstPageShown, []);
  return null;
}

function RoutePage({ entry, page }: { entry: RouteEntry; page: ReactElement | null }) {
  return (
    <CurrentRouteContext.Provider value={entry}>
      <PageErrorBoundary key={entry.path}>
        <Suspense fallback={<PageLoading />}>
          {page}
          <PageShown />
        </Suspense>
      </PageErrorBoundary>
    </CurrentRouteContext.Provider>
  );
}

/**
 * The route table rendered with React Router's declarative routes, each layout wrapping its pages.
 * Declarative rather than a data router: the data router costs 17 KB gzip more in the first load
 * (docs/decisions/005). `location` is the one the navigation guards approved.
 */
export function AppRoutes({ location }: { location: Location }) {
  return (
    <Routes location={location}>
      {(Object.keys(layouts) as LayoutName[]).map((layout) => (
        <Route key={layout} element={layouts[layout]}>
          {routes
            .filter((entry) => entry.layout === layout)
            .map((entry) => (
              <Route
                key={entry.path}
                path={entry.path}
                element={<RoutePage entry={entry} page={pageElements.get(entry) ?? null} />}
              />
            ))}
          {layout === 'main' && <Route path="*" element={<NotFoundPage />} />}
        </Route>
      ))}
    </Routes>
  );
}
