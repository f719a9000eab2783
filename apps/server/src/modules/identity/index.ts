import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { idpPlugin } from '../idp';
import { idpPublicKeySet } from '../idp';
import { authPlugin } from '../auth';
import { DbKeyStore, DbUserDirectory } from './identity.repository';
import { databaseAdapter } from './oidc-adapter';

export { ensureIdpSigningKey } from './identity.repository';

/**
 * Identity for the whole server (docs/architecture.md "Identity"): with no OIDC_ISSUER the embedded provider
 * is mounted at /realms/ads and tokens are verified against its own key set (no HTTP self-call);
 * with OIDC_ISSUER the external Keycloak's JWKS is fetched and cached.
 */
export const identityPlugin = fp(
  async (app) => {
    const { oidc, publicUrl, idpCookieKeys } = app.config;
    const db = app.db;
    if (oidc.embedded) {
      const keys = new DbKeyStore(db);
      await app.register(idpPlugin, {
        issuer: oidc.issuer,
        clientOrigins: [new URL(publicUrl).origin],
        users: new DbUserDirectory(db),
        keys,
        cookieKeys: idpCookieKeys ?? [randomBytes(32).toString('base64url')],
        adapter: databaseAdapter(db),
      });
      await app.register(authPlugin, { issuer: oidc.issuer, audience: oidc.audience, jwks: idpPublicKeySet(keys) });
    } else {
      await app.register(authPlugin, { issuer: oidc.issuer, audience: oidc.audience, jwks: 'remote' });
    }
  },
  { name: 'ads-identity', dependencies: ['ads-core'], fastify: '5.x' },
);
