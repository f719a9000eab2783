import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { DefaultLayout } from './layouts/default-layout';
import { RootLayout } from './layouts/root-layout';
import { PageLoader } from '@/components/layout/page-state';
import { accountRoutes, homeRoute } from './routes/advertiser.routes';
import { notFoundLoader } from './routes/not-found';
import { helpCenterRoute, showcaseRoute, termsRoutes } from './routes/public.routes';
import { RouteError } from './routes/route-error';
import { staffRoutes } from './routes/staff.routes';
import { prefetchStartData } from './start-data';

/**
 * Routes of docs/requirements.md §2, one file per area: advertiser (routes/advertiser.routes.tsx), staff
 * (routes/staff.routes.tsx) and the screens open to every user (routes/public.routes.tsx). Layouts:
 * default (app bar) or creator (no default layout). Route modules are thin; loaders guard and prime
 * the cache. Created after sign-in, because a data router starts its first navigation (and its
 * loaders) as soon as it exists.
 */
export function createAppRouter(queryClient: QueryClient) {
  // docs/requirements.md §7.6 "On start", in parallel with the first route.
  void prefetchStartData(queryClient);
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        { element: <DefaultLayout />, children: [homeRoute(queryClient)] },
        accountRoutes(queryClient),
        { element: <DefaultLayout />, children: [showcaseRoute] },
        { element: <DefaultLayout />, children: [helpCenterRoute, ...termsRoutes, staffRoutes(queryClient)] },
        { path: '*', loader: notFoundLoader, element: null },
      ],
    },
  ]);
}
