import type { App } from '../../http/types';
import { ProblemSchema } from '../../http/problem';
import { AccountHeaders } from '../../http/schema';
import type { InsightService } from './insight.service';
import { BidSimulationSchema, CampaignInsightSchema, InsightParams, InsightQuery, KeywordSimulationParams, SimulationQuery } from './insight.schemas';

const errors = { 400: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema };
const tags = ['insight'];

/**
 * Auction insight and the bid simulators (paths ours, docs/auction-insight.md "API") of a campaign of the
 * `account-id` account.
 */
export async function insightRoutes(app: App, insight: InsightService): Promise<void> {
  app.get(
    '/campaigns/:id/insight',
    {
      schema: {
        tags,
        summary: "Why the campaign's products were or were not shown: auctions eligible, won and lost by reason",
        headers: AccountHeaders,
        params: InsightParams,
        querystring: InsightQuery,
        response: { 200: CampaignInsightSchema, ...errors },
      },
    },
    async (request) => insight.insight(request.actor, request.accountId, request.params.id, request.query.dateBegin, request.query.dateEnd),
  );
  app.get(
    '/campaigns/:id/bid-simulation',
    {
      schema: {
        tags,
        summary: 'Estimated auctions won, clicks, cost and average CPC per day at other max CPCs (last 7 days)',
        headers: AccountHeaders,
        params: InsightParams,
        querystring: SimulationQuery,
        response: { 200: BidSimulationSchema, ...errors },
      },
    },
    async (request) =>
      insight.simulate(request.actor, request.accountId, request.params.id, request.query.bids?.split(',').map(Number)),
  );
  app.get(
    '/campaigns/:id/keywords/:keywordId/bid-simulation',
    {
      schema: {
        tags,
        summary: "Estimated search auctions won, clicks, cost and average CPC per day at other bids of one keyword (last 7 days)",
        headers: AccountHeaders,
        params: KeywordSimulationParams,
        querystring: SimulationQuery,
        response: { 200: BidSimulationSchema, ...errors },
      },
    },
    async (request) =>
      insight.simulateKeyword(
        request.actor,
        request.accountId,
        request.params.id,
        request.params.keywordId,
        request.query.bids?.split(',').map(Number),
      ),
  );
}
