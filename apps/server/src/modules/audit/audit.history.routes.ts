import { Type } from '@sinclair/typebox';
import type { App } from '../../http/types';
import { ProblemSchema } from '../../http/problem';
import { pageSchema } from '../../http/page';
import { AccountHeaders, AccountId, nullable, PageIndex, QueryInteger, Uuid } from '../../http/schema';
import type { AuditHistoryService } from './audit.history.service';

const HistoryEntrySchema = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  actorEmail: nullable(Type.String({ description: 'The member who made the change; null when staff made it' })),
  byStaff: Type.Boolean({ description: 'Ads Portal staff made the change' }),
  action: Type.String({ description: 'Method and path, e.g. PATCH /campaigns/{id}' }),
  changes: Type.Array(
    Type.Object(
      {
        field: Type.String(),
        before: Type.Unknown(),
        after: Type.Unknown(),
        subject: Type.Optional(Type.String({ description: 'The campaign changed, when one request changed several' })),
      },
      { description: 'Money in grosze, days as YYYY-MM-DD' },
    ),
  ),
});
const HistoryPageSchema = pageSchema(HistoryEntrySchema);
const PageQuery = Type.Object({
  page: Type.Optional(PageIndex({ default: 0 })),
  size: Type.Optional(QueryInteger({ minimum: 1, maximum: 100, default: 20 })),
});
const csvResponse = {
  description: 'CSV (RFC 4180, UTF-8): at, actor, action, field, before, after; one row per changed field',
  content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } },
};
const tags = ['history'];
const errors = { 400: ProblemSchema, 403: ProblemSchema };

/**
 * Change history for advertisers (paths ours, docs/notifications.md "Change history"): a campaign's (the
 * account from the `account-id` header) and an account's, paged or as CSV.
 */
export async function auditHistoryRoutes(app: App, history: AuditHistoryService): Promise<void> {
  const CampaignParams = Type.Object({ id: Uuid() });
  const AccountParams = Type.Object({ id: AccountId() });
  const attachment = (name: string) => `attachment; filename="${name}-history.csv"`;

  app.get(
    '/campaigns/:id/history',
    {
      schema: { tags, summary: "Who changed what in the campaign and when, newest first", headers: AccountHeaders, params: CampaignParams, querystring: PageQuery, response: { 200: HistoryPageSchema, ...errors } },
    },
    async (request) => history.page(request.actor, request.accountId, { campaignId: request.params.id }, request.query.page ?? 0, request.query.size ?? 20),
  );
  app.get(
    '/campaigns/:id/history.csv',
    { schema: { tags, summary: "The campaign's change history as CSV", headers: AccountHeaders, params: CampaignParams, response: { 200: csvResponse, ...errors } } },
    async (request, reply) => {
      const csv = await history.csv(request.actor, request.accountId, { campaignId: request.params.id });
      return reply.type('text/csv; charset=utf-8').header('content-disposition', attachment(`campaign-${request.params.id}`)).header('cache-control', 'no-store').send(csv);
    },
  );
  app.get(
    '/accounts/:id/history',
    { schema: { tags, summary: 'Who changed what in the account and when, newest first', params: AccountParams, querystring: PageQuery, response: { 200: HistoryPageSchema, ...errors } } },
    async (request) => history.page(request.actor, request.params.id, {}, request.query.page ?? 0, request.query.size ?? 20),
  );
  app.get(
    '/accounts/:id/history.csv',
    { schema: { tags, summary: "The account's change history as CSV", params: AccountParams, response: { 200: csvResponse, ...errors } } },
    async (request, reply) => {
      const csv = await history.csv(request.actor, request.params.id, {});
      return reply.type('text/csv; charset=utf-8').header('content-disposition', attachment(`account-${request.params.id}`)).header('cache-control', 'no-store').send(csv);
    },
  );
}
