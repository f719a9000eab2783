import { sql } from 'drizzle-orm';
import { bigint, customType, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { money, createdAt, updatedAt } from './columns';
import { accounts } from './accounts';

/* Billing: profiles, ledger credits, invoices and month closes. */

/** Who an account's invoices are made out to (docs/billing.md "Billing profile"); required to publish a campaign. */
export const billingProfiles = pgTable('billing_profiles', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull(),
  street: text('street').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  /** ISO 3166-1 alpha-2, e.g. PL. */
  countryCode: text('country_code').notNull(),
  /** Normalised: a NIP (10 digits) or an EU VAT id with its country prefix (domain normalizeTaxId). */
  taxId: text('tax_id').notNull(),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Credits of the money ledger: staff refund an invalid or disputed click (one credit per click at
 * most), with a reason. Insert-only (a trigger refuses UPDATE and DELETE). `amount` is the credited
 * grosze, positive (the click's cost).
 */
export const ledgerCredits = pgTable(
  'ledger_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clickId: bigint('click_id', { mode: 'number' }).notNull().unique(),
    accountId: uuid('account_id').notNull(),
    campaignId: uuid('campaign_id').notNull(),
    productId: text('product_id').notNull(),
    /** The click's Warsaw day (its billing month is the credit's). */
    day: date('day', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_credits_account_day_idx').on(t.accountId, t.day)],
);

/**
 * Invoices and correction invoices, one INVOICE per account and month. Money columns,
 * parties and numbers never change after insert (a trigger allows only the payment, overdue and
 * e-mail marks to be set); rows are never deleted. Money is grosze, negative on a correction that
 * gives money back.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** INVOICE (FV series) or CORRECTION (KOR series). */
    kind: text('kind').notNull(),
    /** e.g. FV/2026/000001: continuous per series and issue year. */
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    /** Billing month YYYY-MM (Europe/Warsaw). */
    period: text('period').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** PL23 or REVERSE_CHARGE (domain vatTreatment). */
    vatTreatment: text('vat_treatment').notNull(),
    net: money('net').notNull(),
    vat: money('vat').notNull(),
    gross: money('gross').notNull(),
    currency: text('currency').notNull().default('PLN'),
    /** Seller and buyer as they were at issue (name, address, tax id). */
    seller: jsonb('seller').notNull(),
    buyer: jsonb('buyer').notNull(),
    /** The invoice a correction corrects. */
    correctsId: uuid('corrects_id'),
    correctionReason: text('correction_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: uuid('paid_by'),
    overdueAt: timestamp('overdue_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_kind_year_seq_uq').on(t.kind, t.year, t.seq),
    uniqueIndex('invoices_account_period_uq')
      .on(t.accountId, t.period)
      .where(sql`kind = 'INVOICE'`),
    index('invoices_issue_idx').on(t.issueDate),
  ],
);

/**
 * Lines of an invoice: one per campaign and price per click (docs/billing.md "Lines and unit prices":
 * quantity × unit net = net). Insert-only.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    lineNo: integer('line_no').notNull(),
    campaignId: uuid('campaign_id').notNull(),
    description: text('description').notNull(),
    /** Charged clicks (credited clicks on a correction). */
    quantity: integer('quantity').notNull(),
    /** Unit net price, grosze (VAT Act art. 106e ust. 1 pkt 9); null on lines issued before it was kept. */
    unitNet: money('unit_net'),
    net: money('net').notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.lineNo] })],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/**
 * The issued documents of an invoice (docs/billing.md "Documents"): the FA(3) XML and the PDF rendered
 * once at issue, stored with their SHA-256 and served unchanged on every download. Insert-only.
 */
export const invoiceDocuments = pgTable(
  'invoice_documents',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    /** xml or pdf. */
    format: text('format').notNull(),
    content: bytea('content').notNull(),
    /** Lower-case hex SHA-256 of content. */
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.format] })],
);

/** Which invoice or correction took each credit into account (each credit once). Insert-only. */
export const invoiceCredits = pgTable('invoice_credits', {
  creditId: uuid('credit_id')
    .primaryKey()
    .references(() => ledgerCredits.id),
  invoiceId: uuid('invoice_id')
    .notNull()
    .references(() => invoices.id),
});

/** One row per billing month the close ran for: status and figures of the last run (staff screen). */
export const billingCloses = pgTable('billing_closes', {
  period: text('period').primaryKey(),
  /** RUNNING, DONE or FAILED. */
  status: text('status').notNull(),
  runs: integer('runs').notNull().default(1),
  invoicesCreated: integer('invoices_created').notNull().default(0),
  error: text('error'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/**
 * Submission of an issued invoice or correction to KSeF, the Ministry of Finance's e-invoice system
 * (docs/ksef.md). No row: never queued (KSeF was off at issue). NOT_SENT: queued; SENDING: a session
 * holds it; ACCEPTED: KSeF gave its number (the UPO, the Ministry's signed receipt, is kept byte for
 * byte); REJECTED: KSeF refused it with its status code and description. An accepted row never changes
 * its number, status or UPO again (trigger in migration 0026).
 */
export const ksefSubmissions = pgTable(
  'ksef_submissions',
  {
    invoiceId: uuid('invoice_id')
      .primaryKey()
      .references(() => invoices.id),
    /** NOT_SENT, SENDING, ACCEPTED or REJECTED. */
    status: text('status').notNull().default('NOT_SENT'),
    /** Base64 SHA-256 of the FA(3) XML as sent (KSeF's invoiceHash). */
    invoiceHash: text('invoice_hash'),
    /** KSeF reference of the online session (36 characters). */
    sessionReference: text('session_reference'),
    /** KSeF reference of the invoice within the session. */
    invoiceReference: text('invoice_reference'),
    /** The KSeF number (35 characters), once accepted. */
    ksefNumber: text('ksef_number').unique(),
    /** The Ministry's processing status code (200 accepted, 4xx refused) and its texts. */
    statusCode: integer('status_code'),
    statusDescription: text('status_description'),
    statusDetails: jsonb('status_details'),
    /** The UPO XML exactly as received, and its SHA-256 (hex). */
    upo: bytea('upo'),
    upoSha256: text('upo_sha256'),
    attempts: integer('attempts').notNull().default(0),
    /** Why the last attempt did not finish (never contains a token). */
    lastError: text('last_error'),
    /** A worker holds the row until then (one submission of an invoice at a time). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The sweep does not pick the row before then (backoff, Retry-After). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sessionClosedAt: timestamp('session_closed_at', { withTimezone: true }),
    /** When KSeF gave the number (its acquisitionDate) or refused the invoice. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    upoAt: timestamp('upo_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ksef_submissions_status_idx').on(t.status)],
);
