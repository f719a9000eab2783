import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { DefaultLayout } from './layouts/default-layout';
import { CreatorLayout } from './layouts/creator-layout';
import { RootLayout } from './layouts/root-layout';
import { PageLoader } from '@/components/layout/page-state';
import { accountLoader } from './routes/account';
import { CampaignsRedirect } from './routes/campaigns-redirect';
import { notFoundLoader } from './routes/not-found';
import { RouteError } from './routes/route-error';
import { homeLoader } from './routes/home-loader';
import { staffLoader } from './routes/staff';
import { StaffActingBoundary } from './routes/staff-acting';
import { lazyRoute } from '@/lib/lazy-route';
import { UUID_V4, validityCheck } from './routes/route-validity';
import { accountsListQueryOptions, userInfoQueryOptions } from '@/features/accounts';
import { servicesConfigQueryOptions } from '@/lib/config/services-config';

/** Campaign and draft ids are UUID v4 (spec §5); anything else is 'Page Not Found: {path}' (spec §2 validity check). */
const idIsValid = validityCheck(({ params }) => UUID_V4.test(params.id ?? ''));

/**
 * Routes of spec §2 (issue #2 scope). Layouts: default (app bar) or creator (no default layout).
 * Route modules are thin; loaders guard and prime the cache. Created after sign-in, because a data
 * router starts its first navigation (and its loaders) as soon as it exists.
 */
export function createAppRouter(queryClient: QueryClient) {
  // spec §7 "On start": configuration, account list and user info, in parallel with the first route.
  void queryClient.prefetchQuery(servicesConfigQueryOptions());
  void queryClient.prefetchQuery(accountsListQueryOptions());
  void queryClient.prefetchQuery(userInfoQueryOptions());
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          element: <DefaultLayout />,
          children: [
            {
              index: true,
              loader: homeLoader(queryClient),
              lazy: lazyRoute(
                () => import('./routes/home'),
                (m) => m.HomeRoute,
              ),
            },
          ],
        },
        {
          path: 'accounts/:accountId',
          loader: accountLoader(queryClient),
          element: <StaffActingBoundary />,
          children: [
            {
              element: <DefaultLayout />,
              children: [
                {
                  path: 'settings',
                  lazy: lazyRoute(
                    () => import('./routes/account-settings'),
                    (m) => m.AccountSettingsRoute,
                  ),
                },
                {
                  path: 'billing',
                  lazy: lazyRoute(
                    () => import('./routes/account-billing'),
                    (m) => m.AccountBillingRoute,
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
                      lazy: lazyRoute(
                        () => import('./routes/campaigns-list'),
                        (m) => m.CampaignsListRoute,
                      ),
                      children: [
                        {
                          index: true,
                          lazy: lazyRoute(
                            () => import('./routes/campaigns-list-tabs'),
                            (m) => m.ActiveCampaignsTab,
                          ),
                        },
                        {
                          path: 'drafts',
                          lazy: lazyRoute(
                            () => import('./routes/campaigns-list-tabs'),
                            (m) => m.DraftCampaignsTab,
                          ),
                        },
                        {
                          path: 'archives',
                          lazy: lazyRoute(
                            () => import('./routes/campaigns-list-tabs'),
                            (m) => m.ArchivedCampaignsTab,
                          ),
                        },
                      ],
                    },
                    {
                      path: ':id',
                      loader: idIsValid,
                      lazy: lazyRoute(
                        () => import('./routes/campaign-overview'),
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
                        () => import('./routes/campaign-create'),
                        (m) => m.CampaignCreateRoute,
                      ),
                    },
                    {
                      path: 'draft/:id',
                      loader: idIsValid,
                      lazy: lazyRoute(
                        () => import('./routes/campaign-draft'),
                        (m) => m.CampaignDraftRoute,
                      ),
                    },
                    {
                      path: ':id/edit',
                      loader: idIsValid,
                      lazy: lazyRoute(
                        () => import('./routes/campaign-edit'),
                        (m) => m.CampaignEditRoute,
                      ),
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          // In-app component showcase (spec §2 /components/...): one lazy subtree, one chunk per page.
          element: <DefaultLayout />,
          children: [
            {
              path: 'components/*',
              lazy: lazyRoute(
                () => import('./routes/components'),
                (m) => m.ComponentsRoute,
              ),
            },
          ],
        },
        {
          element: <DefaultLayout />,
          children: [
            {
              path: 'help-center',
              lazy: lazyRoute(
                () => import('./routes/help-center'),
                (m) => m.HelpCenterRoute,
              ),
            },
            {
              path: 'marops',
              loader: staffLoader(queryClient),
              children: [
                {
                  path: 'announcements',
                  id: 'marops-announcements',
                  lazy: lazyRoute(
                    () => import('./routes/staff-content'),
                    (m) => m.StaffAnnouncementsRoute,
                  ),
                },
                {
                  path: 'content-hub',
                  lazy: lazyRoute(
                    () => import('./routes/staff-content'),
                    (m) => m.StaffContentHubRoute,
                  ),
                },
                {
                  path: 'static-banners',
                  lazy: lazyRoute(
                    () => import('./routes/staff-content'),
                    (m) => m.StaffStaticBannersRoute,
                  ),
                },
                {
                  path: 'accounts',
                  lazy: lazyRoute(
                    () => import('./routes/staff-accounts'),
                    (m) => m.StaffAccountsRoute,
                  ),
                  children: [
                    {
                      path: 'create',
                      lazy: lazyRoute(
                        () => import('./routes/staff-accounts'),
                        (m) => m.StaffAccountCreateRoute,
                      ),
                    },
                  ],
                },
                {
                  path: 'accounts/:id',
                  loader: idIsValid,
                  lazy: lazyRoute(
                    () => import('./routes/staff-accounts'),
                    (m) => m.StaffAccountDetailRoute,
                  ),
                },
                {
                  path: 'mail-outbox',
                  lazy: lazyRoute(
                    () => import('./routes/staff-mail-outbox'),
                    (m) => m.StaffMailOutboxRoute,
                  ),
                },
                {
                  path: 'stores',
                  children: [
                    {
                      path: '',
                      lazy: lazyRoute(
                        () => import('./routes/staff-stores'),
                        (m) => m.StaffStoresRoute,
                      ),
                      children: [
                        {
                          path: 'new',
                          lazy: lazyRoute(
                            () => import('./routes/staff-stores'),
                            (m) => m.StaffStoreCreateRoute,
                          ),
                        },
                      ],
                    },
                    {
                      path: ':storeId',
                      lazy: lazyRoute(
                        () => import('./routes/staff-stores'),
                        (m) => m.StaffStoreRoute,
                      ),
                      children: [
                        {
                          path: 'edit',
                          lazy: lazyRoute(
                            () => import('./routes/staff-stores'),
                            (m) => m.StaffStoreEditRoute,
                          ),
                        },
                      ],
                    },
                  ],
                },
                {
                  path: 'shop-api-keys',
                  lazy: lazyRoute(
                    () => import('./routes/staff-shop-api-keys'),
                    (m) => m.StaffShopApiKeysRoute,
                  ),
                },
                {
                  path: 'billing',
                  lazy: lazyRoute(
                    () => import('./routes/staff-billing'),
                    (m) => m.StaffBillingRoute,
                  ),
                },
                {
                  path: 'audit-log',
                  lazy: lazyRoute(
                    () => import('./routes/staff-audit-log'),
                    (m) => m.StaffAuditLogRoute,
                  ),
                },
              ],
            },
          ],
        },
        { path: '*', loader: notFoundLoader, element: null },
      ],
    },
  ]);
}
