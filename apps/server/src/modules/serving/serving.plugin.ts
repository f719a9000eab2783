import fp from 'fastify-plugin';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ModuleContext } from '../context';
import { replayRoutes } from '../../replay/replay.routes';
import { createServing } from './serving.module';
import { servingRoutes } from './serving.routes';

/**
 * The shop's serving API under /v2 (Topsort v2 contract, DESIGN.md "Serving"), behind the shop API
 * key, with the demo replay's set-up route. Serving keeps its own parts per runtime (the in-memory
 * ad index), so it takes the runtime it was built for.
 */
export const servingModule = fp<{ runtime: ModuleContext }>(
  async (app, { runtime }) => {
    const serving = createServing(runtime);
    await app.register(
      async (scope) => {
        const v2 = scope.withTypeProvider<TypeBoxTypeProvider>();
        await servingRoutes(v2, serving);
        await replayRoutes(v2, runtime, () => serving.index.refresh());
      },
      { prefix: '/v2' },
    );
  },
  { name: 'serving', dependencies: ['ads-core'], fastify: '5.x' },
);
