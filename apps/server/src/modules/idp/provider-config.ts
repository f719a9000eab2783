import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { JWK } from 'jose';
import {
  API_RESOURCE,
  GRANTED_SCOPE,
  loadExistingGrant,
  makeExtraTokenClaims,
  makeFindAccount,
} from './accounts';
import { logoutSource, postLogoutSuccessSource, renderError } from './provider-pages';
import type { IdpUserDirectory } from './types';

/** The only client: keycloak-js in the SPA, a public client (RFC 6749 §2.1) using PKCE. */
export const SPA_CLIENT_ID = 'keycloak-js';

/**
 * Keycloak's endpoint paths below the realm (docs/identity-keycloak.md §2.1). keycloak-js in `url`/`realm` mode never
 * reads discovery; it builds exactly these paths itself.
 */
export const KEYCLOAK_ROUTES = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  jwks: '/protocol/openid-connect/certs',
  userinfo: '/protocol/openid-connect/userinfo',
  end_session: '/protocol/openid-connect/logout',
  revocation: '/protocol/openid-connect/revoke',
  pushed_authorization_request: '/protocol/openid-connect/ext/par/request',
} as const;

/** Keycloak's default lifetimes, in seconds (docs/identity-keycloak.md §2.4 "Lifetimes"). */
export const KEYCLOAK_TTL = {
  accessToken: 300, // Access Token Lifespan
  ssoIdle: 1800, // SSO Session Idle -> refresh token lifetime
  ssoMax: 36_000, // SSO Session Max -> session and grant lifetime
  authorizationCode: 60, // Client login timeout
  interaction: 600, // Login timeout (Keycloak: 30 min; 10 min is enough for a form)
} as const;

const now = (): number => Math.floor(Date.now() / 1000);
/** Seconds left until `start + ssoMax`, at least 1 (oidc-provider wants a positive integer). */
const untilSsoMax = (start: number | undefined): number =>
  Math.max(1, Math.min(KEYCLOAK_TTL.ssoMax, (start ?? now()) + KEYCLOAK_TTL.ssoMax - now()));

export interface ProviderConfigInput {
  /** Realm mount path, e.g. '/realms/ads'. */
  mountPath: string;
  clientOrigins: readonly string[];
  users: IdpUserDirectory;
  signingKey: JWK;
  cookieKeys: readonly string[];
  accessTokenTtlSeconds: number;
  /** oidc-provider storage adapter; undefined = its in-memory adapter (single process only). */
  adapter?: Configuration['adapter'];
}

/**
 * The `new Provider(issuer, configuration)` object that makes oidc-provider 9.13.3 look like a
 * Keycloak realm to keycloak-js 26 (docs/identity-keycloak.md §2). Each non-default setting says why it exists.
 */
export function buildProviderConfiguration(input: ProviderConfigInput): Configuration {
  const { accessTokenTtlSeconds: accessTtl, clientOrigins } = input;
  if (input.cookieKeys.length === 0) throw new Error('IdP cookieKeys must not be empty'); // docs/identity-keycloak.md §2.9: else unsigned
  return {
    ...(input.adapter ? { adapter: input.adapter } : {}),
    clients: [
      {
        client_id: SPA_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // '<origin>/' also admits deeper paths through the prefix patch (patches.ts).
        redirect_uris: clientOrigins.flatMap((o) => [`${o}/`, `${o}/silent-check-sso.html`]),
        post_logout_redirect_uris: clientOrigins.map((o) => `${o}/`),
      },
    ],
    clientBasedCORS: (_ctx, origin) => clientOrigins.includes(origin), // docs/identity-keycloak.md §2.8
    jwks: { keys: [input.signingKey] },
    cookies: {
      keys: [...input.cookieKeys],
      // Renamed so they cannot clash with the portal's own cookies on the same origin (docs/identity-keycloak.md §2.9).
      names: { session: 'ads_idp_session', interaction: 'ads_idp_interaction', resume: 'ads_idp_resume' },
      long: { httpOnly: true, sameSite: 'lax', path: input.mountPath },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    routes: KEYCLOAK_ROUTES,
    responseTypes: ['code'], // authorization code flow only (no implicit), as keycloak-js uses
    scopes: ['openid', 'profile', 'email'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    // Profile claims go into the ID token when those scopes are requested, as in Keycloak.
    conformIdTokenClaims: false,
    pkce: { required: () => true }, // RFC 7636; only S256 is offered (oidc-provider's default)
    features: {
      devInteractions: { enabled: false }, // the portal renders its own login page
      revocation: { enabled: true },
      userinfo: { enabled: true }, // advertised in discovery; answered by userinfo.ts
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
      // JWT access tokens (RFC 9068) exist only for a resource server (docs/identity-keycloak.md §2.3).
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE, // keycloak-js never sends `resource`
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== API_RESOURCE) throw new errors.InvalidTarget();
          return {
            scope: GRANTED_SCOPE,
            audience: 'account', // Keycloak's default access-token audience
            accessTokenFormat: 'jwt',
            accessTokenTTL: accessTtl,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    formats: {
      // RFC 9068 says `typ: at+jwt`; Keycloak sends `typ: JWT`. Match Keycloak (docs/identity-keycloak.md §2.3 "Header").
      customizers: {
        jwt: (_ctx, _token, parts) => {
          parts.header = { typ: 'JWT' };
        },
      },
    },
    // Keycloak always issues a refresh token; oidc-provider only for offline_access (docs/identity-keycloak.md §2.4).
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      AccessToken: accessTtl,
      IdToken: accessTtl,
      AuthorizationCode: KEYCLOAK_TTL.authorizationCode,
      Interaction: KEYCLOAK_TTL.interaction,
      // Idle timeout per token, but never beyond SSO Session Max counted from the first login.
      RefreshToken: (_ctx, token) => Math.min(KEYCLOAK_TTL.ssoIdle, untilSsoMax(token.iiat)),
      // An absolute lifetime: without the function a session would slide on every save.
      Session: (_ctx, session) => untilSsoMax(session.loginTs),
      Grant: KEYCLOAK_TTL.ssoMax,
    },
    loadExistingGrant,
    findAccount: makeFindAccount(input.users),
    extraTokenClaims: makeExtraTokenClaims(input.users),
    interactions: {
      // Keycloak-like, and under the realm prefix so the interaction cookie path fits (docs/identity-keycloak.md §2.5).
      url: (_ctx: KoaContextWithOIDC, interaction) => `${input.mountPath}/login-actions/${interaction.uid}`,
    },
    renderError,
  };
}
