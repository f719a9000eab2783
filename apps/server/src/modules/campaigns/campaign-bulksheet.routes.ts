import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { App } from '../../http/types';
import { AccountHeaders } from '../../http/schema';
import { ProblemSchema } from '../../http/problem';
import { accountOf, isStaffActing } from '../access';
import { errors } from './campaigns.routes';
import { MAX_BULKSHEET_BYTES } from './campaign-bulksheet.format';
import { BulksheetQuerySchema, BulksheetResultSchema } from './campaign-bulksheet.schemas';
import type { CampaignAudit, CampaignBulksheetService } from './campaign-bulksheet.service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const UPLOAD_TYPES = ['text/csv', XLSX_TYPE, 'application/octet-stream'];

/** The upload body for the API document: the file's bytes as sent (`curl --data-binary @file`). */
const uploadBody = {
  // No `type`: the parser hands over a Buffer, which a `string` schema would refuse.
  content: Object.fromEntries(
    UPLOAD_TYPES.map((t) => [t, { schema: Type.Unsafe<Buffer>({ description: 'The bulksheet file (CSV or XLSX bytes)' }) }]),
  ),
};
const bodyOf = (request: FastifyRequest) => (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));

/**
 * Bulksheets (docs/bulksheets.md): GET /campaign-bulksheets?format (download), POST /campaign-bulksheets/dry-run
 * and /campaign-bulksheets/apply with the file as the body (text/csv, the XLSX type or application/octet-stream;
 * at most MAX_BULKSHEET_BYTES, else 413). Each changed campaign of an apply gets its own audit entry, as a
 * PATCH /api/campaigns/{id} would, so its change history shows it.
 */
export async function campaignBulksheetRoutes(api: App, deps: { bulksheets: CampaignBulksheetService }): Promise<void> {
  const { bulksheets } = deps;
  const tags = ['campaigns'];
  await api.register(async (plain) => {
    const scope = plain.withTypeProvider<TypeBoxTypeProvider>();
    scope.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: MAX_BULKSHEET_BYTES }, (_request, body, done) =>
      done(null, body),
    );

    scope.get(
      '/campaign-bulksheets',
      {
        schema: {
          tags,
          headers: AccountHeaders,
          summary: "Download the account's campaigns as a bulksheet (XLSX or CSV): settings, SKUs, keywords and bids",
          querystring: BulksheetQuerySchema,
          response: {
            200: {
              description: 'The bulksheet',
              content: { [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } }, 'text/csv': { schema: { type: 'string' } } },
            },
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const format = request.query.format ?? 'xlsx';
        const file = await bulksheets.download(request.actor, request.accountId, format);
        return reply
          .type(format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.bytes);
      },
    );

    const upload = {
      headers: AccountHeaders,
      body: uploadBody,
      response: { 200: BulksheetResultSchema, 413: ProblemSchema, 415: ProblemSchema, ...errors },
    };
    scope.post(
      '/campaign-bulksheets/dry-run',
      {
        bodyLimit: MAX_BULKSHEET_BYTES,
        schema: { tags, summary: 'Check a bulksheet: every change and every row error; nothing is written', ...upload },
      },
      async (request) => bulksheets.dryRun(request.actor, request.accountId, bodyOf(request)),
    );
    scope.post(
      '/campaign-bulksheets/apply',
      {
        bodyLimit: MAX_BULKSHEET_BYTES,
        schema: {
          tags,
          summary: 'Apply a bulksheet: all or nothing, versions checked; applied=false with the errors otherwise',
          ...upload,
        },
      },
      async (request) => bulksheets.apply(request.actor, request.accountId, bodyOf(request), auditCampaigns(api, request)),
    );
  });
}

/** One audit entry per changed campaign, as a PATCH of the campaign (url tagged `?via=bulksheet`), after the commit. */
function auditCampaigns(api: App, request: FastifyRequest) {
  return (entries: CampaignAudit[]) => {
    const account = request.accountId ?? accountOf(request);
    for (const e of entries) {
      api.audit.enqueue({
        at: new Date(),
        userId: request.actor?.userId ?? null,
        actorEmail: request.actor?.email ?? null,
        accountId: account?.toLowerCase() ?? null,
        actingAsStaff: isStaffActing(request.actor ?? undefined, account),
        method: 'PATCH',
        url: `/api/campaigns/${e.campaignId}?via=bulksheet`,
        status: 200,
        requestId: String(request.id),
        changes: e.fields.map((field) => ({ field, before: e.before[field] ?? null, after: e.after[field] ?? null })),
      });
    }
  };
}
