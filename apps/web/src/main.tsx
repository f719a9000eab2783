import { hadSession, initAuth } from './lib/auth/keycloak';
import { reloadAfterChunkFailure } from './lib/chunk-reload';
import { preloadRoute } from './app/route-preload';

// docs/requirements.md §7 "On start: identity login, then …". The entry chunk is keycloak-js alone (a light
// first load), and index.html shows a plain loader in #root meanwhile. When this browser had a session
// last time, React and the app download alongside the session check; otherwise only after it, so a
// signed-out browser goes to the sign-in form without downloading the app. The screen's own code (for
// the screens users open first) comes along, rather than after the router has started.
const loadApp = () => import('./app/start');
const early = hadSession() ? loadApp() : undefined;
if (early) preloadRoute(window.location.pathname);
// A failed early download is retried after the session check (the promise must not reject unhandled).
early?.catch(() => undefined);

void initAuth()
  .then(() => early ?? loadApp())
  .catch(() => loadApp())
  .then(({ startApp }) => startApp())
  .catch((error: unknown) => {
    // docs/requirements.md §8: a chunk that cannot be loaded (typically replaced by a deployment) reloads the page once.
    reloadAfterChunkFailure();
    throw error;
  });
