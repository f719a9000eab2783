import { Type } from '@sinclair/typebox';
import type { App } from '../../http/types';
import { ProblemSchema } from '../../http/problem';
import type { ReplaySetupService } from './replay-setup.service';

const ProductList = Type.Array(
  Type.Object({
    id: Type.String(),
    price: Type.Integer({ description: 'grosze' }),
    name: Type.String({ description: 'Product name (the replay builds search queries from it)' }),
    categoryLabel: Type.String({ description: "The level-3 category's label; empty when the product has none" }),
  }),
);

/**
 * `POST /v2/replay/setup` for `npm run replay` — NOT part of the Topsort contract. Registered only
 * in demo mode (config.demoData) and behind the shop API key (serving's hook). It lets the tool
 * prepare and read its product mapping through the server, since the embedded PGlite database can
 * be opened by one process only.
 */
export async function replaySetupRoutes(app: App, service: ReplaySetupService): Promise<void> {
  app.post(
    '/replay/setup',
    {
      schema: {
        tags: ['replay'],
        summary: 'Demo only: create the replay demo campaigns (optional) and return the products the Open Bandit items map onto',
        security: [{ shopApiKey: [] }],
        body: Type.Object({ createDemoCampaigns: Type.Boolean({ default: false }) }),
        response: {
          200: Type.Object({ created: Type.Boolean(), products: Type.Object({ Men: ProductList, Women: ProductList }) }),
          400: ProblemSchema,
          401: ProblemSchema,
        },
      },
    },
    async (request) => service.setup(request.body.createDemoCampaigns),
  );

  app.post(
    '/replay/charged',
    {
      schema: {
        tags: ['replay'],
        summary: "Demo only: the demo campaigns' charged clicks since an instant, their cost and the sum of their winners' max CPC (grosze)",
        security: [{ shopApiKey: [] }],
        body: Type.Object({ since: Type.String({ format: 'date-time' }) }),
        response: {
          200: Type.Object({ clicks: Type.Integer(), cost: Type.Integer({ description: 'grosze' }), maxCpc: Type.Integer({ description: 'grosze' }) }),
          400: ProblemSchema,
          401: ProblemSchema,
        },
      },
    },
    async (request) => service.charged(new Date(request.body.since)),
  );
}
