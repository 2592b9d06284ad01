import { useState } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RouteErrorBoundary } from './error-page';
import { ScrollManager } from './scroll-manager';

function RootRoute() {
  return (
    <>
      <ScrollManager />
      <Outlet />
    </>
  );
}

/** Shown while the first route's code loads; the branding has loaded by then, so an empty page is enough. */
function InitialLoad() {
  return null;
}

// Each page is its own chunk (`lazy`), loaded when first visited: a tiny React page is already ~160 kB gzipped.
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootRoute />,
    errorElement: <RouteErrorBoundary />,
    HydrateFallback: InitialLoad,
    children: [
      { path: paths.landing.path, lazy: () => import('./routes/landing') },
      { path: paths.advisorsLanding.path, lazy: () => import('./routes/advisors-landing') },
      { path: paths.accessDenied.path, lazy: () => import('./routes/access-denied') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
