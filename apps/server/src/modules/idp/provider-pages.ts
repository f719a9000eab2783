import type { ErrorOut, KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml, page, PAGE_HEADERS } from './html';

function setPageHeaders(ctx: KoaContextWithOIDC): void {
  for (const [name, value] of Object.entries(PAGE_HEADERS)) ctx.set(name, value);
}

/**
 * `features.rpInitiatedLogout.logoutSource` (docs/identity-keycloak.md §2.6). oidc-provider's default asks
 * "Do you want to sign-out?" and needs a click; Keycloak logs out without asking when the request
 * carries an `id_token_hint` (keycloak-js always sends one). So with a hint we add `logout=yes`
 * to oidc-provider's form (which carries its xsrf value) and submit it by script. Without a
 * hint we keep a confirmation button, as Keycloak does, so a foreign page cannot log users out.
 */
export function logoutSource(ctx: KoaContextWithOIDC, form: string): void {
  setPageHeaders(ctx);
  const hinted = Boolean(ctx.oidc.params?.['id_token_hint']);
  const autoSubmit = `<script>
(function () {
  var form = document.getElementById('op.logoutForm');
  var input = document.createElement('input');
  input.type = 'hidden'; input.name = 'logout'; input.value = 'yes';
  form.appendChild(input);
  form.submit();
})();
</script>`;
  const confirm = `<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Sign out</button>`;
  ctx.body = page(
    'Signing out of Ads Portal',
    `<h1>${hinted ? 'Signing you out…' : 'Do you want to sign out?'}</h1>
${form}
${hinted ? `<noscript>${confirm}</noscript>${autoSubmit}` : confirm}`,
  );
}

/** Shown after logout when the client gave no `post_logout_redirect_uri`. */
export function postLogoutSuccessSource(ctx: KoaContextWithOIDC): void {
  setPageHeaders(ctx);
  ctx.body = page('Signed out of Ads Portal', '<h1>You are signed out</h1><p>You can close this window.</p>');
}

/**
 * `renderError`: oidc-provider's default page loads a Google font. Shows the OAuth error code
 * and description only (never a stack trace), HTML-escaped.
 */
export function renderError(ctx: KoaContextWithOIDC, out: ErrorOut): void {
  setPageHeaders(ctx);
  const description = out.error_description ? `<p>${escapeHtml(out.error_description)}</p>` : '';
  ctx.body = page(
    'Ads Portal sign-in error',
    `<h1>Something went wrong</h1>
${description}
<p><code>${escapeHtml(out.error)}</code></p>`,
  );
}
