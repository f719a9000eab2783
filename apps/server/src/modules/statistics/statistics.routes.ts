import { DomainError } from '@ads/domain';
import type { App } from '../../http/types';
import { ProblemSchema } from '../../http/problem';
import { requireAccount } from '../access';
import type { StatisticsService } from './statistics.service';
import { AccountHeaderSchema, StatisticsQuerySchema, StatisticsResponseSchema } from './statistics.schemas';

/**
 * GET /statistics (docs/requirements.md §7; variants by day, by product, by category) for the `account-id` account.
 * A query string that fails the schema is an InvalidStatisticsParamsException (docs/requirements.md §8), not a
 * generic ValidationException; `attachValidation` also lets sign-in and the account check answer first.
 */
export async function statisticsRoutes(app: App, statistics: StatisticsService): Promise<void> {
  app.get(
    '/statistics',
    {
      attachValidation: true,
      schema: {
        tags: ['statistics'],
        summary: 'Campaign statistics by day, product or category',
        security: [{ bearer: [] }],
        headers: AccountHeaderSchema,
        querystring: StatisticsQuerySchema,
        response: { 200: StatisticsResponseSchema, 400: ProblemSchema, 403: ProblemSchema },
      },
    },
    async (request) => {
      const invalid = request.validationError;
      if (invalid) {
        requireAccount(request.actor, request.accountId, 'read'); // a foreign account is told 403, not its parameter errors
        const first = invalid.validation[0];
        const field =
          first?.instancePath.replace(/^\//, '').split('/')[0] || (first?.params as { missingProperty?: string })?.missingProperty;
        throw new DomainError('InvalidStatisticsParamsException', invalid.message, field);
      }
      return statistics.statistics(request.actor, request.accountId, request.query);
    },
  );
}
