import { randomBytes } from 'node:crypto';
import type Provider from 'oidc-provider';

/**
 * Keycloak-compatibility patches on oidc-provider's models (docs/identity-keycloak.md §2.3, §2.4, §2.8, §5 item 4).
 * They touch model methods that are not documented options, so oidc-provider is pinned to
 * exactly 9.13.3 and e2e/keycloak-compat.e2e.test.ts must keep passing on every upgrade
 * (docs/identity-keycloak.md §5 item 11).
 */

interface RefreshTokenLike {
  clientId?: string;
  accountId?: string;
  sid?: string;
  scope?: string;
  iat?: number;
  readonly expiration: number;
}

const b64 = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Refresh tokens shaped like a JWT. keycloak-js 26 runs `decodeToken` on the refresh token too
 * (`refreshTokenParsed`); an opaque value fails the very first login with "Unable to decode
 * token, payload not found." (docs/identity-keycloak.md §2.4). The value is `header.payload.<256 random bits>`:
 * oidc-provider still stores and looks it up as an opaque id, keycloak-js can read the middle
 * part, and the random third part carries all of the secret. The header says `alg: 'none'`
 * because nothing is signed; no verifier of ours accepts it (authPlugin allows RS256 only).
 */
function patchRefreshTokenShape(provider: Provider, issuer: string): void {
  const proto = provider.RefreshToken.prototype as unknown as {
    generateTokenId(this: RefreshTokenLike): string;
  };
  proto.generateTokenId = function generateTokenId(this: RefreshTokenLike): string {
    const iat = this.iat ?? Math.floor(Date.now() / 1000);
    const payload = {
      typ: 'Refresh', // Keycloak's claim value for refresh tokens
      iss: issuer,
      aud: issuer,
      azp: this.clientId,
      sub: this.accountId,
      sid: this.sid,
      scope: this.scope,
      iat,
      exp: iat + this.expiration,
    };
    return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.${randomBytes(32).toString('base64url')}`;
  };
}

/**
 * `sid` in codes, ID and access tokens. oidc-provider adds it only for back-channel-logout
 * clients; Keycloak always does and keycloak-js exposes it as `kc.sessionId` (docs/identity-keycloak.md §2.3).
 */
function patchIncludeSid(provider: Provider): void {
  provider.Client.prototype.includeSid = () => true;
}

/**
 * True when `value` lies under a registered URI that ends in '/' on the same origin. Rejects
 * fragments and user-info (RFC 6749 §3.1.2: a redirection URI must not have a fragment).
 */
export function underRegisteredPrefix(value: string, registered: readonly string[]): boolean {
  const url = URL.parse(value);
  if (!url || url.hash || url.username || url.password || value.includes('#')) return false;
  return registered.some((uri) => {
    const base = URL.parse(uri);
    return !!base && base.pathname.endsWith('/') && base.origin === url.origin && url.pathname.startsWith(base.pathname);
  });
}

/**
 * Keycloak-style redirect URI wildcards. keycloak-js sends `location.href` as `redirect_uri` and
 * `post_logout_redirect_uri`; oidc-provider matches exactly, so a deep link such as
 * `/campaigns/42?tab=log` got `invalid_redirect_uri` (docs/identity-keycloak.md §5 item 4). Keycloak allows `<origin>/*`;
 * this override accepts any URI below a registered `…/` prefix on the same origin.
 */
function patchRedirectPrefixes(provider: Provider): void {
  const proto = provider.Client.prototype;
  const exactRedirect = proto.redirectUriAllowed;
  const exactLogout = proto.postLogoutRedirectUriAllowed;
  proto.redirectUriAllowed = function redirectUriAllowed(value) {
    return exactRedirect.call(this, value) || underRegisteredPrefix(value, this.redirectUris ?? []);
  };
  proto.postLogoutRedirectUriAllowed = function postLogoutRedirectUriAllowed(value) {
    return exactLogout.call(this, value) || underRegisteredPrefix(value, this.postLogoutRedirectUris ?? []);
  };
}

/**
 * `Access-Control-Allow-Credentials: true` for the SPA origins. keycloak-js sends code exchange
 * and refresh with `credentials: 'include'`; without the header Chromium blocks the response when
 * the SPA runs on another origin, e.g. the Vite dev server (docs/identity-keycloak.md §2.8). It must run after
 * oidc-provider's CORS code, which skips itself when an access-control header is already set.
 */
function allowCredentialsForSpa(provider: Provider, clientOrigins: readonly string[]): void {
  provider.use(async (ctx, next) => {
    await next();
    const origin = ctx.response.get('access-control-allow-origin');
    if (origin && clientOrigins.includes(origin)) ctx.set('access-control-allow-credentials', 'true');
  });
}

/** Applies every Keycloak-compatibility patch to one Provider instance. */
export function applyKeycloakPatches(provider: Provider, issuer: string, clientOrigins: readonly string[]): void {
  patchRefreshTokenShape(provider, issuer);
  patchIncludeSid(provider);
  patchRedirectPrefixes(provider);
  allowCredentialsForSpa(provider, clientOrigins);
}
