import fp from 'fastify-plugin';
import { apiScope } from '../../http/api-scope';
import { StatisticsRepository } from './statistics.repository';
import { StatisticsService } from './statistics.service';
import { statisticsRoutes } from './statistics.routes';
import { ReportRepository } from './report.repository';
import { ReportService } from './report.service';
import { reportRoutes } from './report.routes';

/** What other modules may ask the statistics module: the campaigns lists read their totals here. */
export type StatisticsFace = Pick<StatisticsService, 'campaignTotals'>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The statistics face (campaign totals over a range). */
    statistics: StatisticsFace;
  }
}

/** The statistics module: GET /statistics and the XLSX report (docs/requirements.md §7), under /api. */
export const statisticsModule = fp(
  async (app) => {
    const statistics = new StatisticsService(new StatisticsRepository(app.db), app.now);
    const face: StatisticsFace = { campaignTotals: (scope, ids, begin, end) => statistics.campaignTotals(scope, ids, begin, end) };
    app.decorate('statistics', face);
    const reports = new ReportService({ statistics, repo: new ReportRepository(app.db), now: app.now });
    await apiScope(app, async (api) => {
      await statisticsRoutes(api, statistics);
      await reportRoutes(api, reports);
    });
  },
  { name: 'statistics', dependencies: ['ads-core', 'ads-access', 'audit'], fastify: '5.x' },
);
