import { ShowcaseRoutes } from '@/features/showcase';

/** /components/... — the in-app component showcase (docs/requirements.md §2; docs/conventions.md, Sentry's /stories). */
export function ComponentsRoute() {
  return <ShowcaseRoutes />;
}
