import { Type } from '@sinclair/typebox';
import { DomainError } from '@ads/domain';
import type { App } from '../../http/types';
import { ProblemSchema, rethrowIdErrors } from '../../http/problem';
import { AccountId, SafeText } from '../../http/schema';
import { ACCOUNT_HEADER } from '../access';
import type { ReportService } from './report.service';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

const ReportQuerySchema = Type.Object({
  campaignId: SafeText({ maxLength: 100, description: 'The campaign (uuid)' }),
  dateBegin: Type.Optional(
    Type.String({ pattern: DAY_PATTERN, description: 'First Europe/Warsaw day, YYYY-MM-DD. Default: dateEnd − 29 days.' }),
  ),
  dateEnd: Type.Optional(
    Type.String({ pattern: DAY_PATTERN, description: 'Last Europe/Warsaw day (included), YYYY-MM-DD. Default: today.' }),
  ),
});

/**
 * GET /statistics/report (docs/requirements.md §7): the XLSX report of one campaign, as an attachment named
 * `<campaign-name-slug>_<dateBegin>_<dateEnd>.xlsx`. The `account-id` header is optional here
 * (docs/requirements.md §7 "a file-download GET variant exists without the account header"), see ReportService.
 * A query string that fails the schema is an InvalidStatisticsParamsException, as for /statistics.
 */
export async function reportRoutes(app: App, reports: ReportService): Promise<void> {
  app.get(
    '/statistics/report',
    {
      attachValidation: true,
      schema: {
        tags: ['statistics'],
        summary: 'XLSX report of one campaign: by day, by product, summary',
        security: [{ bearer: [] }],
        headers: Type.Object({
          [ACCOUNT_HEADER]: Type.Optional(AccountId({ description: 'The advertiser account; default: the campaign’s' })),
        }),
        querystring: ReportQuerySchema,
        response: {
          200: { description: 'The .xlsx file', content: { [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } } } },
          400: ProblemSchema,
          403: ProblemSchema,
        },
      },
    },
    async (request, reply) => {
      rethrowIdErrors(request);
      const invalid = request.validationError;
      if (invalid) {
        const first = invalid.validation[0];
        const field =
          first?.instancePath.replace(/^\//, '').split('/')[0] || (first?.params as { missingProperty?: string })?.missingProperty;
        throw new DomainError('InvalidStatisticsParamsException', invalid.message, field);
      }
      const header = request.headers[ACCOUNT_HEADER];
      const accountId = (Array.isArray(header) ? header[0] : header) || undefined;
      const file = await reports.report(request.actor, accountId, request.query);
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  );
}
