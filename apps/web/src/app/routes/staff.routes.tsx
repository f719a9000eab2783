import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { lazyRoute } from '@/lib/lazy-route';
import { idIsValid } from './route-validity';
import { staffLoader } from './staff';

/**
 * `/marops/…`: the staff screens (docs/requirements.md §2, §6), behind the staff guard (staff.tsx), in the staff layout (its navigation). Every screen is a
 * lazily loaded staff route module, so advertisers never download staff code.
 */
export const staffRoutes = (queryClient: QueryClient): RouteObject => ({
  path: 'marops',
  loader: staffLoader(queryClient),
  // The layout too (its navigation drawer), so that the staff area's code stays out of the first screen.
  lazy: lazyRoute(
    () => import('../layouts/staff-layout'),
    (m) => m.StaffLayout,
  ),
  children: [
    {
      path: 'announcements',
      id: 'marops-announcements',
      lazy: lazyRoute(
        () => import('./staff-content'),
        (m) => m.StaffAnnouncementsRoute,
      ),
    },
    {
      path: 'terms',
      lazy: lazyRoute(
        () => import('./staff-terms'),
        (m) => m.StaffTermsRoute,
      ),
    },
    {
      path: 'content-hub',
      lazy: lazyRoute(
        () => import('./staff-content'),
        (m) => m.StaffContentHubRoute,
      ),
    },
    {
      path: 'static-banners',
      lazy: lazyRoute(
        () => import('./staff-content'),
        (m) => m.StaffStaticBannersRoute,
      ),
    },
    {
      path: 'accounts',
      lazy: lazyRoute(
        () => import('./staff-accounts'),
        (m) => m.StaffAccountsRoute,
      ),
      children: [
        {
          path: 'create',
          lazy: lazyRoute(
            () => import('./staff-accounts'),
            (m) => m.StaffAccountCreateRoute,
          ),
        },
      ],
    },
    {
      path: 'accounts/:id',
      loader: idIsValid,
      lazy: lazyRoute(
        () => import('./staff-accounts'),
        (m) => m.StaffAccountDetailRoute,
      ),
    },
    {
      path: 'complaints',
      lazy: lazyRoute(
        () => import('./staff-complaints'),
        (m) => m.StaffComplaintsRoute,
      ),
    },
    {
      path: 'mail-outbox',
      lazy: lazyRoute(
        () => import('./staff-mail-outbox'),
        (m) => m.StaffMailOutboxRoute,
      ),
    },
    {
      path: 'stores',
      children: [
        {
          path: '',
          lazy: lazyRoute(
            () => import('./staff-stores'),
            (m) => m.StaffStoresRoute,
          ),
          children: [
            {
              path: 'new',
              lazy: lazyRoute(
                () => import('./staff-stores'),
                (m) => m.StaffStoreCreateRoute,
              ),
            },
          ],
        },
        {
          path: ':storeId',
          lazy: lazyRoute(
            () => import('./staff-stores'),
            (m) => m.StaffStoreRoute,
          ),
          children: [
            {
              path: 'edit',
              lazy: lazyRoute(
                () => import('./staff-stores'),
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
        () => import('./staff-shop-api-keys'),
        (m) => m.StaffShopApiKeysRoute,
      ),
    },
    {
      path: 'billing',
      lazy: lazyRoute(
        () => import('./staff-billing'),
        (m) => m.StaffBillingRoute,
      ),
    },
    {
      path: 'audit-log',
      lazy: lazyRoute(
        () => import('./staff-audit-log'),
        (m) => m.StaffAuditLogRoute,
      ),
    },
  ],
});
