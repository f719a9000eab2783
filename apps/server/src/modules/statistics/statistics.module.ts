import fp from 'fastify-plugin';
import { apiScope } from '../../http/api-scope';
import { StatisticsRepository } from './statistics.repository';
import { StatisticsService } from './statistics.service';
import { statisticsRoutes } from './statistics.routes';
import { ReportRepository } from './report.repository';
import { ReportService } from './report.service';
import { reportRoutes } from './report.routes';
import { SearchTermsRepository, type SearchTermCount } from './search-terms.repository';
import { resolveRange } from './statistics.params';
import { warsawDay } from '@ads/domain';
import type { AccountScope } from '../access';

/**
 * What other modules may ask the statistics module: the campaigns lists read their totals here; keyword suggestions
 * read the search terms seen (docs/search-placements.md "Suggestions").
 */
export type StatisticsFace = Pick<StatisticsService, 'campaignTotals'> & {
  /**
   * The search terms shoppers searched when the account's campaigns `campaignIds` were shown, over the last 30
   * Warsaw days ending today (the statistics default range), each with its impressions (one per search result
   * page and product shown): most first, at most `limit`, none of `exclude`, never the hidden placeholder. [] when none.
   */
  recentSearchTerms(
    scope: AccountScope,
    campaignIds: readonly string[],
    limit: number,
    exclude?: readonly string[],
  ): Promise<SearchTermCount[]>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The statistics face (campaign totals over a range). */
    statistics: StatisticsFace;
  }
}

/** The statistics module: GET /statistics and the XLSX report (docs/requirements.md §7), under /api. */
export const statisticsModule = fp(
  async (app) => {
    const searchTerms = new SearchTermsRepository(app.db);
    const statistics = new StatisticsService(new StatisticsRepository(app.db), app.now, searchTerms);
    const face: StatisticsFace = {
      campaignTotals: (scope, ids, begin, end) => statistics.campaignTotals(scope, ids, begin, end),
      recentSearchTerms: (scope, ids, limit, exclude) => {
        const { dateBegin, dateEnd } = resolveRange(undefined, undefined, warsawDay(app.now()));
        return searchTerms.searchTermCounts(scope, ids, dateBegin, dateEnd, limit, exclude);
      },
    };
    app.decorate('statistics', face);
    const reports = new ReportService({ statistics, repo: new ReportRepository(app.db), now: app.now });
    await apiScope(app, async (api) => {
      await statisticsRoutes(api, statistics);
      await reportRoutes(api, reports);
    });
  },
  { name: 'statistics', dependencies: ['ads-core', 'ads-access', 'audit'], fastify: '5.x' },
);
