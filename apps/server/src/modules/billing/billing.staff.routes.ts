import { Type } from '@sinclair/typebox';
import type { App } from '../../http/types';
import { ProblemSchema } from '../../http/problem';
import { requireStaff } from '../access';
import { fileResponse, InvoiceIdParams, InvoiceSchema } from './billing.schemas';
import { sendFile } from './billing.routes';
import type { BillingStaffService } from './billing.staff.service';
import {
  BillingCloseSchema,
  ClicksQuerySchema,
  CloseResultSchema,
  CreditInputSchema,
  CreditResultSchema,
  LedgerClickSchema,
  StaffInvoicePageSchema,
  StaffInvoiceQuerySchema,
  PeriodParams,
} from './billing.staff.schemas';

/** Staff billing routes under /api/marops/billing (names ours). Role marops only. */
export async function billingStaffRoutes(api: App, billing: BillingStaffService): Promise<void> {
  await api.register(
    async (staff: App) => {
      staff.addHook('onRequest', async (request) => void requireStaff(request.actor));
      const errors = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema };
      const common = { tags: ['marops'], security: [{ bearer: [] }] };

      staff.get(
        '/invoices',
        {
          schema: {
            ...common,
            summary: 'Invoices across accounts (filters: status, accountId, period), newest first',
            querystring: StaffInvoiceQuerySchema,
            response: { 200: StaffInvoicePageSchema, ...errors },
          },
        },
        async (request) => billing.list(requireStaff(request.actor), request.query),
      );
      staff.post(
        '/invoices/:id/paid',
        { schema: { ...common, summary: 'Mark an invoice paid', params: InvoiceIdParams, response: { 200: InvoiceSchema, ...errors } } },
        async (request) => billing.markPaid(requireStaff(request.actor), request.params.id),
      );
      const documents = [
        { format: 'pdf', type: 'application/pdf', file: 'The PDF', summary: 'An invoice as PDF' },
        { format: 'xml', type: 'application/xml', file: 'The XML', summary: 'An invoice as KSeF FA(3) XML' },
      ] as const;
      for (const d of documents) {
        staff.get(
          `/invoices/:id/${d.format}`,
          {
            schema: { ...common, summary: d.summary, params: InvoiceIdParams, response: { 200: fileResponse(d.type, d.file), ...errors } },
          },
          async (request, reply) => sendFile(reply, await billing.file(requireStaff(request.actor), request.params.id, d.format)),
        );
      }
      staff.get(
        '/invoices/:id/upo',
        {
          schema: {
            ...common,
            summary: "An invoice's KSeF UPO (the Ministry's official receipt XML, as received)",
            params: InvoiceIdParams,
            response: { 200: fileResponse('application/xml', 'The UPO XML'), ...errors },
          },
        },
        async (request, reply) => sendFile(reply, await billing.upo(requireStaff(request.actor), request.params.id)),
      );
      staff.get(
        '/clicks',
        {
          schema: {
            ...common,
            summary: 'Ledger clicks of an account in a month (to credit)',
            querystring: ClicksQuerySchema,
            response: { 200: Type.Array(LedgerClickSchema), ...errors },
          },
        },
        async (request) =>
          (await billing.clicks(requireStaff(request.actor), request.query.accountId, request.query.month)).map((c) => ({
            ...c,
            clickId: Number(c.clickId),
            occurredAt: new Date(c.occurredAt).toISOString(),
            cost: Number(c.cost),
            creditAmount: c.creditAmount === null ? null : Number(c.creditAmount),
          })),
      );
      staff.post(
        '/credits',
        {
          schema: {
            ...common,
            summary: 'Credit charged clicks with a reason; makes the correction invoice for an invoiced month',
            body: CreditInputSchema,
            response: { 201: CreditResultSchema, ...errors },
          },
        },
        async (request, reply) => reply.code(201).send(await billing.credit(requireStaff(request.actor), request.body)),
      );
      staff.get(
        '/closes',
        {
          schema: {
            ...common,
            summary: 'Month closes: status, runs, invoices made',
            response: { 200: Type.Array(BillingCloseSchema), ...errors },
          },
        },
        async (request) => billing.closes(requireStaff(request.actor)),
      );
      staff.post(
        '/closes/:period/run',
        {
          schema: {
            ...common,
            summary: 'Run (or re-run) the close of a month now; idempotent',
            params: PeriodParams,
            response: { 200: CloseResultSchema, ...errors },
          },
        },
        async (request) => billing.runClose(requireStaff(request.actor), request.params.period),
      );
    },
    { prefix: '/marops/billing' },
  );
}
