import fp from 'fastify-plugin';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ReplaySetupRepository } from './replay-setup.repository';
import { ReplaySetupService } from './replay-setup.service';
import { replaySetupRoutes } from './replay-setup.routes';

/**
 * Demo mode (config.demoData) only: the replay set-up route `POST /v2/replay/setup`, behind the
 * shop API key like the serving API it sits beside. Without demo data it registers nothing.
 */
export const demoModule = fp(
  async (app) => {
    if (!app.config.demoData) return;
    const { db, domainEvents: events, now, serving } = app;
    const service = new ReplaySetupService({ db, repo: new ReplaySetupRepository(db), events, now, reloadAds: () => serving.reloadAds() });
    await app.register(
      async (scope) => {
        scope.addHook('onRequest', serving.requireShopKey);
        await replaySetupRoutes(scope.withTypeProvider<TypeBoxTypeProvider>(), service);
      },
      { prefix: '/v2' },
    );
  },
  { name: 'demo', dependencies: ['ads-core', 'serving'], fastify: '5.x' },
);
