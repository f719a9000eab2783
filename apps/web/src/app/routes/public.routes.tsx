import type { RouteObject } from 'react-router';
import { lazyRoute } from '@/lib/lazy-route';

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
