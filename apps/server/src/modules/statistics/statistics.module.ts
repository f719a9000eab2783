import fp from 'fastify-plugin';
import { apiScope } from '../../http/api-scope';
import { StatisticsRepository } from './statistics.repository';
import { StatisticsService } from './statistics.service';
import { statisticsRoutes } from './statistics.routes';
import { ReportRepository } from './report.repository';
import { ReportService } from './report.service';
import { reportRoutes } from './report.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Campaign statistics; the campaigns module reads its list totals here. */
    statistics: StatisticsService;
  }
}

/** The statistics module: GET /statistics and the XLSX report (spec §7), under /api. */
export const statisticsModule = fp(
  async (app) => {
    const statistics = new StatisticsService(new StatisticsRepository(app.db), app.now);
    app.decorate('statistics', statistics);
    const reports = new ReportService({ statistics, repo: new ReportRepository(app.db), now: app.now });
    await apiScope(app, async (api) => {
      await statisticsRoutes(api, statistics);
      await reportRoutes(api, reports);
    });
  },
  { name: 'statistics', dependencies: ['ads-core', 'ads-access', 'audit'], fastify: '5.x' },
);
