import type { FastifyReply } from 'fastify';
import type { App } from '../../http/types';
import { ProblemSchema } from '../../http/problem';
import { AccountHeaders } from '../../http/schema';
import { ifMatchVersion, setEtag } from '../../http/etag';
import { recordChanges } from '../audit';
import type { BillingProfileService } from './billing-profile.service';
import { XLSX_TYPE, type BillingFile, type BillingService } from './billing.service';
import {
  BillingProfileAnswerSchema,
  BillingProfileInputSchema,
  BillingProfileSchema,
  BillingSummarySchema,
  fileResponse,
  InvoiceIdParams,
  InvoiceListSchema,
  LedgerQuerySchema,
} from './billing.schemas';

const errors = { 400: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema };

/**
 * Sends a file as an attachment (never cached: invoices are private); a stored invoice document also
 * carries its SHA-256 as Repr-Digest (RFC 9530).
 */
export function sendFile(reply: FastifyReply, file: BillingFile): FastifyReply {
  if (file.sha256) reply.header('repr-digest', `sha-256=:${Buffer.from(file.sha256, 'hex').toString('base64')}:`);
  return reply
    .type(file.type)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.bytes);
}

/** Advertiser billing routes (paths ours, docs/requirements.md §7 is silent): profile, summary, invoices, ledger. All need `account-id`. */
export async function billingRoutes(app: App, deps: { billing: BillingService; profiles: BillingProfileService }): Promise<void> {
  const { billing, profiles } = deps;
  const tags = ['billing'];

  app.get(
    '/billing/profile',
    {
      schema: {
        tags,
        headers: AccountHeaders,
        summary: "The account's billing profile (null until entered)",
        response: { 200: BillingProfileAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const profile = await profiles.get(request.actor, request.accountId);
      if (profile) setEtag(reply, profile.version);
      return { profile };
    },
  );

  app.put(
    '/billing/profile',
    {
      schema: {
        tags,
        headers: AccountHeaders,
        summary: 'Create or replace the billing profile (If-Match optional); NIP checksum or EU VAT id checked',
        body: BillingProfileInputSchema,
        response: { 200: BillingProfileSchema, ...errors, 412: ProblemSchema },
      },
    },
    async (request, reply) => {
      const profile = await profiles.put(request.actor, request.accountId, request.body, ifMatchVersion(request), recordChanges(request));
      setEtag(reply, profile.version);
      return profile;
    },
  );

  app.get(
    '/billing/summary',
    {
      schema: {
        tags,
        headers: AccountHeaders,
        summary: 'Month-to-date spend and its projection (PLN grosze)',
        response: { 200: BillingSummarySchema, ...errors },
      },
    },
    async (request) => billing.summary(request.actor, request.accountId),
  );

  app.get(
    '/billing/invoices',
    {
      schema: {
        tags,
        headers: AccountHeaders,
        summary: 'Invoices and corrections of the account, newest first',
        response: { 200: InvoiceListSchema, ...errors },
      },
    },
    async (request) => billing.invoices(request.actor, request.accountId),
  );

  const documents = [
    { format: 'pdf', type: 'application/pdf', file: 'The PDF', summary: 'The invoice as PDF' },
    {
      format: 'xml',
      type: 'application/xml',
      file: 'The FA(3) XML',
      summary: 'The invoice as KSeF FA(3) XML (the structured e-invoice, as sent to KSeF when KSeF is on)',
    },
  ] as const;
  for (const d of documents) {
    app.get(
      `/billing/invoices/:id/${d.format}`,
      {
        schema: {
          tags,
          headers: AccountHeaders,
          params: InvoiceIdParams,
          summary: d.summary,
          response: { 200: fileResponse(d.type, d.file), ...errors },
        },
      },
      async (request, reply) => sendFile(reply, await billing.invoiceFile(request.actor, request.accountId, request.params.id, d.format)),
    );
  }

  app.get(
    '/billing/ledger',
    {
      schema: {
        tags,
        headers: AccountHeaders,
        querystring: LedgerQuerySchema,
        summary: 'The per-click ledger of a month (charged and not charged with reasons, credits) as CSV or XLSX',
        response: {
          200: {
            description: 'The file',
            content: { 'text/csv': { schema: { type: 'string' } }, [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) =>
      sendFile(reply, await billing.ledgerFile(request.actor, request.accountId, request.query.month, request.query.format)),
  );
}
