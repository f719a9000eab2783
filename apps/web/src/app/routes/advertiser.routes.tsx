import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { firstScreenRoute, lazyRoute } from '@/lib/lazy-route';
import { CreatorLayout } from '../layouts/creator-layout';
import { DefaultLayout } from '../layouts/default-layout';
import { accountLoader } from './account';
import { CampaignsRedirect } from './campaigns-redirect';
import { homeLoader } from './home-loader';
import { idIsValid } from './route-validity';
import { AccountBoundary } from './account-boundary';

/** `/`: the home screen, which sends each user to where they start (home-loader.ts). */
export const homeRoute = (queryClient: QueryClient): RouteObject => ({
  index: true,
  loader: homeLoader(queryClient),
  lazy: lazyRoute(
    () => import('./home'),
    (m) => m.HomeRoute,
  ),
});

/**
 * `/accounts/{accountId}/…`: an advertiser account's screens (docs/requirements.md §2), behind the account guard
 * (account.ts). Settings, billing and complaints in the default layout; the campaigns list and overview in the
 * default layout, the campaign creator (create, draft, edit) in the creator layout. The campaigns
 * list's modules are also started early by route-preload.ts; being the first screen, they do not wait for
 * the later texts (lib/lazy-route.ts `firstScreenRoute`).
 */
export const accountRoutes = (queryClient: QueryClient): RouteObject => ({
  path: 'accounts/:accountId',
  loader: accountLoader(queryClient),
  element: <AccountBoundary />,
  children: [
    {
      element: <DefaultLayout />,
      children: [
        {
          path: 'settings',
          lazy: lazyRoute(
            () => import('./account-settings'),
            (m) => m.AccountSettingsRoute,
          ),
        },
        {
          path: 'billing',
          lazy: lazyRoute(
            () => import('./account-billing'),
            (m) => m.AccountBillingRoute,
          ),
        },
        {
          path: 'complaints',
          lazy: lazyRoute(
            () => import('./account-complaints'),
            (m) => m.AccountComplaintsRoute,
          ),
        },
      ],
    },
    {
      path: 'campaigns',
      children: [
        { index: true, element: <CampaignsRedirect /> },
        {
          element: <DefaultLayout />,
          children: [
            {
              path: 'list',
              lazy: firstScreenRoute(
                () => import('./campaigns-list'),
                (m) => m.CampaignsListRoute,
              ),
              children: [
                {
                  index: true,
                  lazy: firstScreenRoute(
                    () => import('./campaigns-list-tabs'),
                    (m) => m.ActiveCampaignsTab,
                  ),
                },
                {
                  path: 'drafts',
                  lazy: firstScreenRoute(
                    () => import('./campaigns-list-tabs'),
                    (m) => m.DraftCampaignsTab,
                  ),
                },
                {
                  path: 'archives',
                  lazy: firstScreenRoute(
                    () => import('./campaigns-list-tabs'),
                    (m) => m.ArchivedCampaignsTab,
                  ),
                },
                {
                  path: 'bulksheets',
                  lazy: lazyRoute(
                    () => import('./campaigns-bulksheets'),
                    (m) => m.BulksheetsTab,
                  ),
                },
              ],
            },
            {
              path: ':id',
              loader: idIsValid,
              lazy: lazyRoute(
                () => import('./campaign-overview'),
                (m) => m.CampaignOverviewRoute,
              ),
            },
          ],
        },
        {
          element: <CreatorLayout />,
          children: [
            {
              path: 'create',
              lazy: lazyRoute(
                () => import('./campaign-create'),
                (m) => m.CampaignCreateRoute,
              ),
            },
            {
              path: 'draft/:id',
              loader: idIsValid,
              lazy: lazyRoute(
                () => import('./campaign-draft'),
                (m) => m.CampaignDraftRoute,
              ),
            },
            {
              path: ':id/edit',
              loader: idIsValid,
              lazy: lazyRoute(
                () => import('./campaign-edit'),
                (m) => m.CampaignEditRoute,
              ),
            },
          ],
        },
      ],
    },
  ],
});
