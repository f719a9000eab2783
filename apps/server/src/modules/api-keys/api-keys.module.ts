import fp from 'fastify-plugin';
import { apiScope } from '../../http/api-scope';
import { ApiKeysRepository } from './api-keys.repository';
import { ApiKeysService } from './api-keys.service';
import { apiKeysRoutes } from './api-keys.routes';

/**
 * Advertiser API keys (table api_keys; docs/api-keys.md): an account's admins create, list and revoke them
 * under /api/accounts/{id}/api-keys. The access layer (modules/access) resolves a presented key into an
 * actor of its account and role and rate-limits it; the audit log names it.
 */
export const apiKeysModule = fp(
  async (app) => {
    const keys = new ApiKeysService({ repo: new ApiKeysRepository(app.db), now: app.now });
    await apiScope(app, (api) => apiKeysRoutes(api, keys));
  },
  { name: 'api-keys', dependencies: ['ads-core', 'ads-access', 'audit'], fastify: '5.x' },
);
