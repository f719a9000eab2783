import fp from 'fastify-plugin';
import { reservePrice } from '@ads/domain';
import { apiScope } from '../../http/api-scope';
import { InsightRepository } from './insight.repository';
import { InsightService } from './insight.service';
import { insightRoutes } from './insight.routes';
import { pacingNotices } from './insight.notices';

/** In-process interval of the pacing notice check on PGlite (ms). */
const IN_PROCESS_EVERY_MS = 3_600_000;

/**
 * Auction insight and the bid simulator for advertisers (docs/auction-insight.md), under /api. The counts are
 * written by the serving module (its in-memory counters and their flush); this module reads them, and tells
 * advertisers once a day whose campaign pacing held back most of the day before (insight.notices.ts).
 */
export const insightModule = fp(
  async (app) => {
    const repo = new InsightRepository(app.db);
    const insight = new InsightService(repo, app.now, reservePrice(app.config.campaignRequirements));
    app.jobs.add({ name: 'insight-pacing-notices', cron: '20 0 * * *', everyMs: IN_PROCESS_EVERY_MS, run: () => pacingNotices(repo, app.notifications, app.now()) });
    await apiScope(app, async (api) => {
      await insightRoutes(api, insight);
    });
  },
  { name: 'insight', dependencies: ['ads-core', 'ads-access', 'audit', 'jobs', 'notifications'], fastify: '5.x' },
);
