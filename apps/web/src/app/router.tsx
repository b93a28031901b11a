import type { ReactElement } from 'react';
import { Outlet, ScrollRestoration, createBrowserRouter, type RouteObject } from 'react-router';

import { NotFoundPage, RouteErrorPage } from './error-page';
import { AuthLayout } from './layouts/auth-layout';
import { MainLayout } from './layouts/main-layout';
import { MaintenanceLayout } from './layouts/maintenance-layout';
import { PageLoading } from './page-loading';
import { routes, type LayoutName, type RouteEntry } from './routes';

const layouts: Record<LayoutName, ReactElement> = {
  main: <MainLayout />,
  auth: <AuthLayout />,
  maintenance: <MaintenanceLayout />,
};

const toRouteObject = (entry: RouteEntry): RouteObject => ({
  path: entry.path,
  handle: { route: entry },
  lazy: async () => ({ Component: (await entry.load()).default }),
});

/** Each layout wraps its routes; errors render inside the layout so the menus stay usable. */
const layoutRoute = (layout: LayoutName, extra: RouteObject[] = []): RouteObject => ({
  element: layouts[layout],
  children: [
    {
      errorElement: <RouteErrorPage />,
      children: [...routes.filter((r) => r.layout === layout).map(toRouteObject), ...extra],
    },
  ],
});

function RootShell() {
  return (
    <>
      <Outlet />
      {/* SPEC.md §2: a new page starts at the top; back and forward restore where the reader was. */}
      <ScrollRestoration />
    </>
  );
}

export const createAppRouter = () =>
  createBrowserRouter([
    {
      element: <RootShell />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: PageLoading,
      children: [
        layoutRoute('main', [{ path: '*', element: <NotFoundPage /> }]),
        layoutRoute('auth'),
        layoutRoute('maintenance'),
      ],
    },
  ]);
