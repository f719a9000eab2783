import type { RouteObject } from 'react-router';
import { lazyRoute } from '@/lib/lazy-route';
import { versionIsValid } from './route-validity';

/** `/components/...`: the in-app component showcase (docs/requirements.md §2): one lazy subtree, one chunk per page. */
export const showcaseRoute: RouteObject = {
  path: 'components/*',
  lazy: lazyRoute(
    () => import('./components'),
    (m) => m.ComponentsRoute,
  ),
};

/** `/help-center`: open to every signed-in user. */
export const helpCenterRoute: RouteObject = {
  path: 'help-center',
  lazy: lazyRoute(
    () => import('./help-center'),
    (m) => m.HelpCenterRoute,
  ),
};

/** `/terms` (the version in force) and `/terms/{version}`: reading the terms, open to every signed-in user (docs/terms.md). */
export const termsRoutes: RouteObject[] = [
  {
    path: 'terms',
    lazy: lazyRoute(
      () => import('./terms'),
      (m) => m.TermsRoute,
    ),
  },
  {
    path: 'terms/:version',
    loader: versionIsValid,
    lazy: lazyRoute(
      () => import('./terms'),
      (m) => m.TermsRoute,
    ),
  },
];
