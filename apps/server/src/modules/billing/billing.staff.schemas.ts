import { Type } from '@sinclair/typebox';
import { PageIndex, QueryInteger, SafeText, Uuid, nullable } from '../../http/schema';
import { pageSchema } from '../../http/page';
import { InvoiceSchema, InvoiceStatusSchema } from './billing.schemas';

const MONTH = '^\\d{4}-(0[1-9]|1[0-2])$';

export const StaffInvoiceQuerySchema = Type.Object({
  status: Type.Optional(InvoiceStatusSchema),
  accountId: Type.Optional(Uuid()),
  period: Type.Optional(Type.String({ pattern: MONTH, description: 'Billing month YYYY-MM' })),
  page: PageIndex({ default: 0 }),
  size: QueryInteger({ minimum: 1, maximum: 200, default: 20 }),
});

/** An invoice's KSeF state (docs/ksef.md "States"). */
export const KsefSchema = Type.Object({
  status: Type.Union(
    [Type.Literal('OFF'), Type.Literal('NOT_SENT'), Type.Literal('SENDING'), Type.Literal('ACCEPTED'), Type.Literal('REJECTED')],
    { description: 'OFF: KSeF off at issue; NOT_SENT: waiting; SENDING: in a KSeF session; ACCEPTED: has its KSeF number; REJECTED: refused by KSeF' },
  ),
  ksefNumber: nullable(Type.String()),
  statusCode: nullable(Type.Integer({ description: "The Ministry's processing status code (200 accepted, 4xx refused)" })),
  statusDescription: nullable(Type.String()),
  statusDetails: Type.Array(Type.String()),
  sessionReference: nullable(Type.String()),
  invoiceReference: nullable(Type.String()),
  sentAt: nullable(Type.String({ format: 'date-time' })),
  decidedAt: nullable(Type.String({ format: 'date-time' })),
  upo: Type.Boolean({ description: 'The UPO receipt is stored (…/invoices/{id}/upo)' }),
  attempts: Type.Integer(),
  lastError: nullable(Type.String({ description: 'Why the last attempt did not finish' })),
});

export const StaffInvoicePageSchema = pageSchema(Type.Intersect([InvoiceSchema, Type.Object({ accountName: Type.String(), ksef: KsefSchema })]));

export const CreditInputSchema = Type.Object(
  {
    clickIds: Type.Array(Type.Integer({ minimum: 1 }), {
      minItems: 1,
      maxItems: 1000,
      description: 'Charged clicks to credit (ledger click ids)',
    }),
    reason: SafeText({ minLength: 1, maxLength: 500, description: 'Why: invalid traffic, dispute… (printed on the correction)' }),
  },
  { additionalProperties: false },
);

export const CreditResultSchema = Type.Object({ credited: Type.Integer(), corrections: Type.Integer() });

export const LedgerClickSchema = Type.Object({
  clickId: Type.Integer(),
  occurredAt: Type.String({ format: 'date-time' }),
  day: Type.String(),
  campaignId: Type.String({ description: 'UUID' }),
  campaignName: Type.String(),
  productId: Type.String(),
  resolvedBidId: Type.String(),
  cost: Type.Integer({ description: 'Charged, grosze (0 when not billable)' }),
  billable: Type.Boolean(),
  notBillableReason: nullable(Type.String()),
  creditAmount: nullable(Type.Integer()),
  creditReason: nullable(Type.String()),
});

export const ClicksQuerySchema = Type.Object({ accountId: Uuid(), month: Type.String({ pattern: MONTH }) });

export const BillingCloseSchema = Type.Object({
  period: Type.String(),
  status: Type.String({ description: 'RUNNING, DONE or FAILED' }),
  runs: Type.Integer(),
  invoicesCreated: Type.Integer(),
  error: nullable(Type.String()),
  startedAt: Type.String({ format: 'date-time' }),
  finishedAt: nullable(Type.String({ format: 'date-time' })),
});

export const CloseResultSchema = Type.Object({
  period: Type.String(),
  status: Type.String(),
  invoicesCreated: Type.Integer(),
  missingProfiles: Type.Array(Type.String({ description: 'Account UUID' })),
});

export const PeriodParams = Type.Object({ period: Type.String({ pattern: MONTH }) });
