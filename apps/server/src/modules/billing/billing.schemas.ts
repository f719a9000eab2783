import { Type } from '@sinclair/typebox';
import { SafeText, Uuid, nullable } from '../../http/schema';

const Grosze = (description: string) => Type.Integer({ description: `${description}, grosze` });
const DayText = (description: string) => Type.String({ description: `${description}, Europe/Warsaw day YYYY-MM-DD` });

export const BillingProfileInputSchema = Type.Object(
  {
    companyName: SafeText({ minLength: 1, maxLength: 256, description: 'Company name as on invoices' }),
    street: SafeText({ minLength: 1, maxLength: 256, description: 'Street and number' }),
    postalCode: SafeText({ minLength: 1, maxLength: 16, description: 'Postal code (NN-NNN in Poland)' }),
    city: SafeText({ minLength: 1, maxLength: 128 }),
    countryCode: Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2, e.g. PL' }),
    taxId: SafeText({
      minLength: 1,
      maxLength: 32,
      description: 'NIP (10 digits, checksum) for Polish companies; EU VAT id (e.g. DE123456789) for foreign ones',
    }),
  },
  { additionalProperties: false },
);

const Id = () => Type.String({ description: 'UUID' });

export const BillingProfileSchema = Type.Object({
  accountId: Id(),
  companyName: Type.String(),
  street: Type.String(),
  postalCode: Type.String(),
  city: Type.String(),
  countryCode: Type.String(),
  taxId: Type.String({ description: 'Normalised: NIP digits or EU VAT id with prefix' }),
  version: Type.Integer(),
  updatedAt: Type.String({ format: 'date-time' }),
});

export const BillingProfileAnswerSchema = Type.Object({ profile: nullable(BillingProfileSchema) });

export const BillingSummarySchema = Type.Object({
  month: Type.String({ description: 'Current Europe/Warsaw month, YYYY-MM' }),
  today: DayText('Today'),
  spentToDate: Grosze('Charged this month so far'),
  projected: Grosze('Month-to-date spend scaled to the whole month'),
  currency: Type.Literal('PLN'),
});

export const InvoiceStatusSchema = Type.Union([Type.Literal('ISSUED'), Type.Literal('DUE'), Type.Literal('PAID'), Type.Literal('OVERDUE'), Type.Literal('REFUND_DUE')]);

export const InvoiceSchema = Type.Object({
  id: Id(),
  accountId: Id(),
  number: Type.String({ description: 'e.g. FV/2026/000001 or KOR/2026/000001' }),
  kind: Type.Union([Type.Literal('INVOICE'), Type.Literal('CORRECTION')]),
  period: Type.String({ description: 'Billing month YYYY-MM' }),
  issueDate: DayText('Issue date'),
  dueDate: DayText('Due date'),
  net: Grosze('Net'),
  vat: Grosze('VAT 23 %'),
  gross: Grosze('Gross'),
  currency: Type.Literal('PLN'),
  status: InvoiceStatusSchema,
  paidAt: nullable(Type.String({ format: 'date-time' })),
  correctsId: nullable(Id()),
  correctionReason: nullable(Type.String()),
  ksefNumber: nullable(Type.String({ description: 'The number KSeF gave the invoice (35 characters); null until accepted or with KSeF off' })),
});

export const InvoiceListSchema = Type.Array(InvoiceSchema);

export const InvoiceIdParams = Type.Object({ id: Uuid() });

export const LedgerQuerySchema = Type.Object({
  month: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'Europe/Warsaw month YYYY-MM' }),
  format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')], { default: 'csv' }),
});

export const fileResponse = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: { type: 'string', format: 'binary' } } },
});
