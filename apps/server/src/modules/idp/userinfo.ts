import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, type JWTVerifyGetKey } from 'jose';
import { profileClaims } from './accounts';
import type { IdpUserDirectory } from './types';

export interface UserinfoDeps {
  issuer: string;
  getKey: JWTVerifyGetKey;
  users: IdpUserDirectory;
  clientOrigins: readonly string[];
}

/**
 * Keycloak's userinfo endpoint (`GET|POST <realm>/protocol/openid-connect/userinfo`, OIDC Core
 * §5.3). oidc-provider's own endpoint refuses audience-bound JWT access tokens (401
 * `invalid_token`, docs/identity-keycloak.md §2.7) while Keycloak's accepts them, and keycloak-js `loadUserInfo()`
 * sends exactly those. So: verify the bearer access token (RS256, this issuer, audience
 * 'account', 30 s clock tolerance) and answer the user's profile claims as JSON.
 * Errors follow RFC 6750 §3: 401 with `WWW-Authenticate: Bearer error="invalid_token"`.
 */
export function makeUserinfoHandler(deps: UserinfoDeps) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    const origin = request.headers.origin;
    if (origin && deps.clientOrigins.includes(origin)) {
      reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    }
    reply.header('cache-control', 'no-store');
    const fail = (error: string, description: string) =>
      reply
        .code(401)
        .header('www-authenticate', `Bearer realm="ads", error="${error}", error_description="${description}"`)
        .send({ error, error_description: description });

    const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) return fail('invalid_request', 'missing bearer token');
    try {
      const { payload } = await jwtVerify(match[1], deps.getKey, {
        issuer: deps.issuer,
        audience: 'account',
        algorithms: ['RS256'],
        clockTolerance: 30,
      });
      if (payload['typ'] !== undefined && payload['typ'] !== 'Bearer') return fail('invalid_token', 'not an access token');
      const user = payload.sub ? await deps.users.findById(payload.sub) : null;
      if (!user) return fail('invalid_token', 'user not found');
      return reply.send(profileClaims(user));
    } catch {
      return fail('invalid_token', 'token invalid or expired');
    }
  };
}
