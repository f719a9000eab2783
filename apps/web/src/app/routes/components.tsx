import { ShowcaseRoutes } from '@/features/showcase';

/** /components/... — the in-app component showcase (spec §2; STYLE.md, Sentry's /stories). */
export function ComponentsRoute() {
  return <ShowcaseRoutes />;
}
