import fp from 'fastify-plugin';
import { reservePrice } from '@ads/domain';
import { apiScope } from '../../http/api-scope';
import { InsightRepository } from './insight.repository';
import { InsightService } from './insight.service';
import { insightRoutes } from './insight.routes';

/**
 * Auction insight and the bid simulator for advertisers (docs/auction-insight.md), under /api. The counts are
 * written by the serving module (its in-memory counters and their flush); this module only reads them.
 */
export const insightModule = fp(
  async (app) => {
    const insight = new InsightService(new InsightRepository(app.db), app.now, reservePrice(app.config.campaignRequirements));
    await apiScope(app, async (api) => {
      await insightRoutes(api, insight);
    });
  },
  { name: 'insight', dependencies: ['ads-core', 'ads-access', 'audit'], fastify: '5.x' },
);
