import { initAuth } from './lib/auth/keycloak';

// spec §7 "On start: identity login, then …". The entry chunk is keycloak-js alone (issue #11: a light
// first load): the session check starts at once while React and the app download in parallel; a
// signed-out browser leaves for the sign-in form before any of them has to finish. index.html shows a
// plain loader in #root meanwhile.
const signedIn = initAuth();
const app = import('./app/start');

void Promise.all([app, signedIn]).then(([{ startApp }]) => startApp());
