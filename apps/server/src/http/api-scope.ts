import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { App } from './types';

/**
 * Registers a module's routes under /api behind the access layer: every request first resolves its
 * actor (`app.resolveActor`: 401 before validation for a missing, bad or orphaned token or API key),
 * counts calls made with an API key (`app.limitApiKey`: 429 past the key's limit) and is
 * audited when it answers (`app.audit`). Each module calls this once from its plugin.
 */
export async function apiScope(app: FastifyInstance, routes: (api: App) => Promise<void>): Promise<void> {
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', app.resolveActor);
      scope.addHook('onRequest', app.limitApiKey);
      scope.addHook('onResponse', app.audit.onResponse);
      await routes(scope.withTypeProvider<TypeBoxTypeProvider>());
    },
    { prefix: '/api' },
  );
}
