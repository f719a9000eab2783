import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { sendAuthProblem } from './problems';

/** The caller as the API sees it, read from a verified access token. */
export interface AuthUser {
  /** Token `sub`. */
  id: string;
  email: string;
  name: string;
  /** Keycloak realm roles, from `realm_access.roles`. */
  roles: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`; only read it in routes that run that preHandler. */
    user: AuthUser;
  }
  interface FastifyInstance {
    /** preHandler: verifies the bearer access token and sets `request.user`, or answers 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export interface AuthPluginOptions {
  /** Expected `iss`, e.g. 'http://localhost:3000/realms/ads' or the external Keycloak realm URL. */
  issuer: string;
  /** Expected `aud`; Keycloak's default for access tokens is 'account'. */
  audience: string;
  /**
   * Key source. 'remote': the issuer's JWKS at `<issuer>/protocol/openid-connect/certs`, fetched
   * once and cached by jose (external Keycloak). Otherwise a local resolver such as
   * `idpPublicKeySet(keys)` for the embedded provider (no HTTP self-call).
   */
  jwks: 'remote' | JWTVerifyGetKey;
}

/** Seconds of clock skew accepted on `exp`/`iat` (docs/identity-keycloak.md §5 item 8). */
const CLOCK_TOLERANCE_SECONDS = 30;

/** Maps verified claims to {@link AuthUser}; roles from Keycloak's `realm_access.roles`. */
export function userFromClaims(payload: JWTPayload): AuthUser {
  const realmAccess = payload['realm_access'] as { roles?: unknown } | undefined;
  const roles = Array.isArray(realmAccess?.roles) ? realmAccess.roles.filter((r): r is string => typeof r === 'string') : [];
  const text = (key: string) => (typeof payload[key] === 'string' ? (payload[key] as string) : '');
  return { id: payload.sub ?? '', email: text('email'), name: text('name') || text('preferred_username'), roles };
}

/** Extracts the token from `Authorization: Bearer <token>` (RFC 6750 §2.1), or undefined. */
function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * Access-token verification for the API (docs/architecture.md "Identity", docs/identity-keycloak.md §4). Per request:
 * `jwtVerify(token, keys, { issuer, audience, algorithms: ['RS256'], clockTolerance: 30, requiredClaims: ['exp'] })`.
 * `typ: at+jwt` is not required, so the same code accepts Keycloak's `typ: JWT` tokens; ID tokens
 * fail the audience check (their `aud` is the client id). Decorates `app.authenticate`
 * (preHandler) and `request.user`. Failures answer 401 RFC 9457 problem details
 * (`type: 'UnauthorizedException'`, content type application/problem+json) with an RFC 6750
 * `WWW-Authenticate` header. Wrapped with fastify-plugin so the decorations are app-wide.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, opts) => {
    const issuer = opts.issuer.replace(/\/+$/, '');
    const keys: JWTVerifyGetKey =
      opts.jwks === 'remote' ? createRemoteJWKSet(new URL(`${issuer}/protocol/openid-connect/certs`)) : opts.jwks;

    app.decorateRequest('user', null as unknown as AuthUser);
    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const token = bearerToken(request);
      if (!token) return void sendAuthProblem(reply, request, 401, 'Missing bearer token.');
      try {
        const { payload } = await jwtVerify(token, keys, {
          issuer,
          audience: opts.audience,
          algorithms: ['RS256'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          // A token without `exp` (RFC 7519 §4.1.4) would never expire: refused even when the signature is good.
          requiredClaims: ['exp'],
        });
        // Keycloak marks access tokens `typ: Bearer` (ID tokens `ID`, refresh tokens `Refresh`).
        if (payload['typ'] !== undefined && payload['typ'] !== 'Bearer') throw new errors.JWTClaimValidationFailed('not an access token', payload, 'typ');
        if (!payload.sub) throw new errors.JWTClaimValidationFailed('missing sub', payload, 'sub');
        request.user = userFromClaims(payload);
      } catch (err) {
        if (!(err instanceof errors.JOSEError)) throw err; // e.g. JWKS endpoint down -> 500, not 401
        const detail = err instanceof errors.JWTExpired ? 'The access token has expired.' : 'The access token is invalid.';
        request.log.info({ code: err.code }, 'auth: token rejected');
        return void sendAuthProblem(reply, request, 401, detail);
      }
    });
  },
  { name: 'ads-auth', fastify: '5.x' },
);

/**
 * preHandler factory: 403 `AccessForbiddenException` unless `request.user.roles` contains `role`
 * (docs/architecture.md "Plugins and access": staff endpoints check `marops`). Use after `app.authenticate`:
 * `{ preHandler: [app.authenticate, requireRole('marops')] }`. Without a user it answers 401.
 */
export function requireRole(role: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!request.user) return void sendAuthProblem(reply, request, 401, 'Missing bearer token.');
    if (!request.user.roles.includes(role)) {
      return void sendAuthProblem(reply, request, 403, `This operation requires the ${role} role.`);
    }
  };
}
