import { escapeHtml, page } from './html';

/** Message shown for any failed sign-in; it never says which of the two fields was wrong. */
export const INVALID_CREDENTIALS = 'Invalid username or password.';

export interface LoginPageModel {
  /** Form target: the same `/realms/ads/login-actions/<uid>` URL. */
  action: string;
  /** Username to prefill after a failed attempt. */
  username?: string;
  /** Error to show in `#input-error`. */
  error?: string;
}

/**
 * The sign-in form. Element ids mimic Keycloak's login theme (`#username`, `#password`,
 * `#kc-login`, `#input-error`) so browser tests written against Keycloak keep working
 * (docs/identity-keycloak.md §2.5). Every value is HTML-escaped.
 */
export function renderLoginPage(model: LoginPageModel): string {
  const invalid = model.error ? ' aria-invalid="true" aria-describedby="input-error"' : '';
  const error = model.error
    ? `<div id="input-error" class="alert" role="alert" aria-live="polite">${escapeHtml(model.error)}</div>`
    : '';
  const username = escapeHtml(model.username ?? '');
  const focusUsername = model.username ? '' : ' autofocus';
  const focusPassword = model.username ? ' autofocus' : '';
  return page(
    'Sign in to Ads Portal',
    `<h1 id="kc-page-title">Sign in to your account</h1>
${error}
<form id="kc-form-login" method="post" action="${escapeHtml(model.action)}" novalidate>
<label for="username">Username or email</label>
<input id="username" name="username" type="text" value="${username}" autocomplete="username"
  autocapitalize="none" spellcheck="false" required${focusUsername}${invalid}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${focusPassword}${invalid}>
<button id="kc-login" name="login" type="submit">Sign In</button>
</form>`,
  );
}

/**
 * Shown when the login-actions URL no longer matches a live interaction (expired after
 * `ttl.Interaction`, already used, or cookies lost). Keycloak shows a similar "timed out" page.
 */
export function renderExpiredPage(homeUrl: string | undefined): string {
  const link = homeUrl ? `<p><a href="${escapeHtml(homeUrl)}">Back to Ads Portal</a></p>` : '';
  return page(
    'Sign in to Ads Portal',
    `<h1>Your sign-in attempt timed out</h1>
<p>Please start again from the application.</p>
${link}`,
  );
}
