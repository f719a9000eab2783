/**
 * Route modules fetched together with the app when the page opens on them: main.tsx
 * starts them alongside the session check, so the screen's code does not wait for the router.
 * Only the screens users open first are listed; anything else loads through its route as usual.
 */
const PRELOADS: readonly [RegExp, () => Promise<unknown>][] = [
  // /accounts/{accountId}/campaigns/list[/drafts|/archives] — where the brand accounts open.
  [
    /^\/accounts\/[^/]+\/campaigns\/list(\/(drafts|archives))?\/?$/,
    () => Promise.all([import('./routes/campaigns-list'), import('./routes/campaigns-list-tabs')]),
  ],
];

/**
 * Starts loading the route modules of `pathname` (a URL path) when it is a listed screen; a failed load
 * is left to the route's own load (which reloads the page, docs/requirements.md §8), so this never rejects.
 */
export function preloadRoute(pathname: string): void {
  const load = PRELOADS.find(([pattern]) => pattern.test(pathname))?.[1];
  load?.().catch(() => undefined);
}
