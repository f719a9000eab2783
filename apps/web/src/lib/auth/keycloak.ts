import Keycloak from 'keycloak-js';

/**
 * keycloak-js against the product's identity provider (docs/requirements.md §1, §4; notes/idp-keycloak-compat.md):
 * realm `ads`, client `keycloak-js`, `check-sso` with a silent check page, PKCE S256, no login iframe
 * (with the embedded provider `init` would hang), and explicit redirect URIs.
 */
export const TOKEN_MIN_VALIDITY_S = 5;

const origin = import.meta.env.VITE_API_ORIGIN ?? window.location.origin;

export const keycloak = new Keycloak({ url: origin, realm: 'ads', clientId: 'keycloak-js' });

/** The page to come back to after login: the current URL without the fragment keycloak-js uses. */
function currentPage(): string {
  return window.location.href.split('#')[0] ?? window.location.origin;
}

const SESSION_HINT_KEY = 'ads:had-session';

/** Local storage, or undefined where it is unavailable (privacy modes, sandboxed frames). */
function hintStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Whether this browser was signed in when the app last started (a hint, not a session: it is set when
 * the session check succeeds and cleared when the login redirect starts). main.tsx uses it to fetch
 * the app alongside the session check only when a session is likely (light first load).
 */
export function hadSession(): boolean {
  return hintStorage()?.getItem(SESSION_HINT_KEY) === '1';
}

/** Starts the login redirect. Never resolves: the page navigates away. */
export function login(): Promise<never> {
  hintStorage()?.removeItem(SESSION_HINT_KEY);
  void keycloak.login({ redirectUri: currentPage() });
  return new Promise<never>(() => undefined);
}

/** Ends the IdP session and returns to the home page. */
export function logout(): Promise<void> {
  return keycloak.logout({ redirectUri: `${window.location.origin}/` });
}

/**
 * Checks the identity session (single sign-on, docs/requirements.md §4). Resolves when signed in; otherwise, or if
 * initialisation fails, starts the login redirect (there is no anonymous area in the portal).
 */
export function initAuth(): Promise<void> {
  // keycloak-js may be initialised once; React StrictMode runs effects twice in development.
  initPromise ??= checkSession();
  return initPromise;
}

let initPromise: Promise<void> | undefined;

async function checkSession(): Promise<void> {
  let authenticated = false;
  try {
    authenticated = await keycloak.init({
      onLoad: 'check-sso',
      pkceMethod: 'S256',
      checkLoginIframe: false,
      silentCheckSsoRedirectUri: `${window.location.origin}/silent-check-sso.html`,
      redirectUri: currentPage(),
    });
  } catch {
    return login();
  }
  if (!authenticated) return login();
  hintStorage()?.setItem(SESSION_HINT_KEY, '1');
}

/**
 * A valid access token, refreshed first when it expires within 5 s (docs/requirements.md §4, §9). When refreshing fails
 * the user is logged out and the call is abandoned.
 * @throws DOMException AbortError after a failed refresh (no message is shown for aborted calls).
 */
export async function freshToken(): Promise<string | undefined> {
  try {
    await keycloak.updateToken(TOKEN_MIN_VALIDITY_S);
  } catch {
    await logout();
    throw new DOMException('Session expired', 'AbortError');
  }
  return keycloak.token;
}
