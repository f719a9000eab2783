/**
 * Pages that only Keycloak has and keycloak-js loads (docs/identity-keycloak.md §2.7). oidc-provider has no
 * equivalent, so without them `init({ silentCheckSsoRedirectUri })` rejects after 10 s with
 * "Timeout when waiting for 3rd party check iframe message.".
 *
 * Protocol (keycloak-js `#check3pCookiesSupported`): a hidden, sandboxed iframe loads
 * `<realm>/protocol/openid-connect/3p-cookies/step1.html` and waits for a `postMessage` of
 * `'supported'` or `'unsupported'` from that iframe's window.
 */

/** Cookie the probe sets in step 1 and looks for in step 2. */
export const PROBE_COOKIE = 'ads_idp_3p_probe';

/** Path (below the realm mount) of step 1 and step 2. */
export const THIRD_PARTY_STEP1 = '/protocol/openid-connect/3p-cookies/step1.html';
export const THIRD_PARTY_STEP2 = '/protocol/openid-connect/3p-cookies/step2.html';

/**
 * Set-Cookie value for step 1. It has the same SameSite=Lax attribute as the provider's session
 * cookie, so "supported" means "the session cookie would reach the silent-check iframe".
 * It is not HttpOnly because step 2 reads it from `document.cookie`; it holds no secret.
 */
export function probeCookie(mountPath: string, secure: boolean): string {
  const attributes = [`Path=${mountPath}/protocol/openid-connect/3p-cookies`, 'Max-Age=60', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return `${PROBE_COOKIE}=supported; ${attributes.join('; ')}`;
}

/**
 * Step 2: reports whether the step-1 cookie came back, then deletes it. The message goes to any
 * parent origin (`'*'`), as Keycloak's does: it carries no data, only the boolean result.
 */
export function renderStep2(mountPath: string): string {
  const path = `${mountPath}/protocol/openid-connect/3p-cookies`;
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>3rd party cookies check</title></head>
<body><script>
(function () {
  var found = document.cookie.split(';').some(function (c) { return c.trim().indexOf(${JSON.stringify(PROBE_COOKIE + '=')}) === 0; });
  document.cookie = ${JSON.stringify(`${PROBE_COOKIE}=; Max-Age=0; Path=${path}; SameSite=Lax`)};
  window.parent.postMessage(found ? 'supported' : 'unsupported', '*');
})();
</script></body></html>`;
}
