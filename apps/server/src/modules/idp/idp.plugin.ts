import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import Provider from 'oidc-provider';
import { registerLoginActions } from './login-actions';
import { idpPublicKeySet, loadOrCreateSigningKey } from './keys';
import { probeCookie, renderStep2, THIRD_PARTY_STEP1, THIRD_PARTY_STEP2 } from './keycloak-pages';
import { applyKeycloakPatches } from './patches';
import { buildProviderConfiguration, KEYCLOAK_ROUTES, KEYCLOAK_TTL } from './provider-config';
import type { IdpPluginOptions } from './types';
import { makeUserinfoHandler } from './userinfo';

export type { IdpKeyStore, IdpPluginOptions, IdpUser, IdpUserDirectory } from './types';
export { idpPublicKeySet } from './keys';

const FORM = 'application/x-www-form-urlencoded';
/** Methods oidc-provider answers (GET/POST endpoints, OPTIONS for CORS preflight). */
const PROVIDER_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'] as const;

/**
 * The embedded OpenID Connect provider, shaped like the Keycloak realm `ads` (see
 * docs/identity-keycloak.md and docs/architecture.md "Identity"). Register with
 * `app.register(idpPlugin, opts)`; everything is mounted under the issuer's path (e.g. `/realms/ads`):
 * - oidc-provider endpoints at Keycloak's paths (discovery, auth, token, certs, logout, revoke);
 * - `login-actions/:uid` (login page), `protocol/openid-connect/userinfo` and the 3p-cookie pages.
 * The signing key is loaded from (or generated into) `opts.keys` before the routes exist, so
 * `idpPublicKeySet(opts.keys)` can verify tokens without an HTTP self-call.
 * Throws at registration if the issuer is not an absolute URL or `cookieKeys` is empty.
 */
export const idpPlugin: FastifyPluginAsync<IdpPluginOptions> = async (app, opts) => {
  const issuer = opts.issuer.replace(/\/+$/, '');
  const mountPath = new URL(issuer).pathname.replace(/\/+$/, '');
  if (!mountPath) throw new Error(`IdP issuer must have a path such as /realms/ads: ${opts.issuer}`);
  const clientOrigins = opts.clientOrigins.map((o) => new URL(o).origin);

  const signingKey = await loadOrCreateSigningKey(opts.keys);
  const provider = new Provider(
    issuer,
    buildProviderConfiguration({
      mountPath,
      clientOrigins,
      users: opts.users,
      signingKey,
      cookieKeys: opts.cookieKeys,
      accessTokenTtlSeconds: opts.accessTokenTtlSeconds ?? KEYCLOAK_TTL.accessToken,
      adapter: opts.adapter,
    }),
  );
  // Behind a TLS-terminating proxy oidc-provider must trust X-Forwarded-* or it advertises
  // http endpoints and sets cookies without Secure (docs/identity-keycloak.md §2.9 "Proxy").
  provider.proxy = opts.trustProxy ?? issuer.startsWith('https:');
  applyKeycloakPatches(provider, issuer, clientOrigins);
  provider.on('server_error', (_ctx, err) => app.log.error({ err }, 'idp: oidc-provider server_error'));

  // Own routes: the urlencoded parser is scoped here, so only the login form body is parsed.
  await app.register(
    async (scope: FastifyInstance) => {
      hideFromApiDocs(scope);
      // The host app may already parse forms (e.g. @fastify/formbody); replace it in this scope only.
      if (scope.hasContentTypeParser(FORM)) scope.removeContentTypeParser(FORM);
      scope.addContentTypeParser(
        FORM,
        { parseAs: 'string' },
        (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      registerLoginActions(scope, { provider, users: opts.users, mountPath, homeUrl: clientOrigins[0] && `${clientOrigins[0]}/` });
      const userinfo = makeUserinfoHandler({ issuer, getKey: idpPublicKeySet(opts.keys), users: opts.users, clientOrigins });
      scope.route({ method: ['GET', 'POST'], url: KEYCLOAK_ROUTES.userinfo, handler: userinfo });
      scope.get(THIRD_PARTY_STEP1, async (request, reply) =>
        reply
          .header('cache-control', 'no-store')
          .header('set-cookie', probeCookie(mountPath, request.protocol === 'https' || issuer.startsWith('https:')))
          .redirect(`${mountPath}${THIRD_PARTY_STEP2}`, 302),
      );
      scope.get(THIRD_PARTY_STEP2, async (_request, reply) =>
        reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(renderStep2(mountPath)),
      );
    },
    { prefix: mountPath },
  );

  // Everything else goes to oidc-provider (a Koa app). The body must stay unread: oidc-provider
  // parses form posts itself, so this scope's only parser accepts any type and reads nothing.
  const callback = provider.callback();
  await app.register(async (scope: FastifyInstance) => {
    hideFromApiDocs(scope);
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
    scope.route({
      method: [...PROVIDER_METHODS],
      url: `${mountPath}/*`,
      exposeHeadRoute: false,
      handler: async (request, reply) => {
        reply.hijack();
        // oidc-provider derives its mount path from originalUrl minus url (docs/identity-keycloak.md §2.1 "Mounting"),
        // so every URL it generates keeps the /realms/ads prefix.
        const raw = request.raw as typeof request.raw & { originalUrl?: string };
        const original = raw.url ?? '/';
        raw.originalUrl = original;
        raw.url = original.slice(mountPath.length) || '/';
        await callback(raw, reply.raw);
      },
    });
  });
};

/** The provider's pages are Keycloak's protocol, not the product API: keep them out of openapi.json. */
function hideFromApiDocs(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.schema = { ...(route.schema ?? {}), hide: true };
  });
}
