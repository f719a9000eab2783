import { and, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { invoiceCredits, invoiceDocuments, invoiceLines, invoices, queryRows, type Database } from '@ads/db';
import { invoiceNumber, invoiceStatusSql, type Day, type InvoiceKind, type InvoiceStatus } from '@ads/domain';

export type InvoiceRow = typeof invoices.$inferSelect;

/** An invoice the daily job has just marked overdue. */
export type OverdueInvoice = Pick<InvoiceRow, 'id' | 'accountId' | 'number' | 'gross' | 'dueDate'>;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;

/** An issued document of an invoice: its bytes and their SHA-256 (hex). */
export interface StoredDocument {
  format: 'xml' | 'pdf';
  content: Buffer;
  sha256: string;
}

/** A party of an invoice as printed: name, address lines, tax id (normalised). */
export interface Party {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  countryCode: string;
  taxId: string;
}

/** What a new invoice or correction holds; the number is assigned on insert. */
export interface NewInvoice {
  accountId: string;
  kind: InvoiceKind;
  period: string;
  issueDate: Day;
  saleDate: Day;
  dueDate: Day;
  vatTreatment: string;
  net: number;
  vat: number;
  gross: number;
  seller: Party;
  buyer: Party;
  correctsId?: string;
  correctionReason?: string;
  /** Lines with quantity × unitNet = net (grosze). */
  lines: Array<{ campaignId: string; description: string; quantity: number; unitNet: number; net: number }>;
  /** Credits this document takes into account (each credit once). */
  creditIds: string[];
}

/** Advisory-lock key of invoice numbering and the month close (any 64-bit constant of ours). */
const BILLING_LOCK = 909_090_909;

/** SQL of invoices, their lines and credit links (append-only but for the payment/overdue/e-mail marks). */
export class InvoicesRepository {
  /**
   * @param onInsert runs in the transaction that inserts an invoice (the KSeF outbox row, docs/ksef.md
   * "Flow"), so an issued invoice is never left without it.
   */
  constructor(
    private readonly db: Database,
    private readonly onInsert?: (tx: Database, invoice: InvoiceRow) => Promise<void>,
  ) {}

  /**
   * Inserts an invoice with the next number of its series and issue year, its lines and credit links,
   * in one transaction under a transaction-scoped advisory lock: numbering stays gap-free and
   * continuous across processes. An INVOICE for an account and period that exists already is not made
   * again (returns undefined): running the close twice, or in two processes at once, makes it once.
   */
  async insert(inv: NewInvoice): Promise<InvoiceRow | undefined> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${BILLING_LOCK})`);
      if (inv.kind === 'INVOICE') {
        const [existing] = await tx
          .select({ id: invoices.id })
          .from(invoices)
          .where(and(eq(invoices.accountId, inv.accountId), eq(invoices.period, inv.period), eq(invoices.kind, 'INVOICE')));
        if (existing) return undefined;
      }
      if (inv.creditIds.length) {
        // A credit already taken by another document (a parallel correction) ends this one.
        const taken = await queryRows<{ n: number }>(
          tx as unknown as Database,
          sql`select count(*)::int as n from invoice_credits where credit_id = any(${sql.param(inv.creditIds)}::uuid[])`,
        );
        if ((taken[0]?.n ?? 0) > 0) return undefined;
      }
      const year = Number(inv.issueDate.slice(0, 4));
      const [last] = await queryRows<{ seq: number }>(
        tx as unknown as Database,
        sql`select coalesce(max(seq), 0)::int as seq from invoices where kind = ${inv.kind} and year = ${year}`,
      );
      const seq = (last?.seq ?? 0) + 1;
      const { lines, creditIds, ...head } = inv;
      const [row] = await tx
        .insert(invoices)
        .values({ ...head, number: invoiceNumber(inv.kind, year, seq), year, seq })
        .returning();
      if (lines.length) await tx.insert(invoiceLines).values(lines.map((l, i) => ({ ...l, invoiceId: row!.id, lineNo: i + 1 })));
      if (creditIds.length) await tx.insert(invoiceCredits).values(creditIds.map((creditId) => ({ creditId, invoiceId: row!.id })));
      if (this.onInsert) await this.onInsert(tx as unknown as Database, row!);
      return row;
    });
  }

  async find(id: string): Promise<InvoiceRow | undefined> {
    const [row] = await this.db.select().from(invoices).where(eq(invoices.id, id));
    return row;
  }

  async lines(invoiceId: string): Promise<InvoiceLineRow[]> {
    return this.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(invoiceLines.lineNo);
  }

  /** The stored documents (XML, PDF) of an invoice; empty before they are stored. */
  async documents(invoiceId: string): Promise<StoredDocument[]> {
    const rows = await this.db
      .select({ format: invoiceDocuments.format, content: invoiceDocuments.content, sha256: invoiceDocuments.sha256 })
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.invoiceId, invoiceId));
    return rows.map((r) => ({ ...r, format: r.format === 'pdf' ? 'pdf' : 'xml' }));
  }

  /**
   * Stores an invoice's documents once: a document already there wins (a parallel first download or
   * issue stored it first) and the table refuses any change afterwards (migration invoice_documents).
   */
  async storeDocuments(invoiceId: string, docs: StoredDocument[]): Promise<void> {
    await this.db
      .insert(invoiceDocuments)
      .values(docs.map((d) => ({ invoiceId, ...d })))
      .onConflictDoNothing();
  }

  /** The INVOICE of an account for a period, if issued. */
  async invoiceFor(accountId: string, period: string): Promise<InvoiceRow | undefined> {
    const [row] = await this.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.accountId, accountId), eq(invoices.period, period), eq(invoices.kind, 'INVOICE')));
    return row;
  }

  /** Invoices matching the filters (status on `today`), newest first, with the account's name, paged. */
  async page(
    filters: InvoiceFilters,
    today: Day,
    page: number,
    size: number,
  ): Promise<{ rows: Array<InvoiceRow & { accountName: string }>; total: number }> {
    const where = filterCondition(filters, today);
    const rows = await queryRows<InvoiceRow & { accountName: string }>(
      this.db,
      sql`select i.id, i.account_id as "accountId", i.kind, i.number, i.year, i.seq, i.period, i.issue_date::text as "issueDate",
                 i.sale_date::text as "saleDate", i.due_date::text as "dueDate", i.vat_treatment as "vatTreatment", i.net, i.vat, i.gross,
                 i.currency, i.seller, i.buyer, i.corrects_id as "correctsId", i.correction_reason as "correctionReason",
                 i.paid_at as "paidAt", i.paid_by as "paidBy", i.overdue_at as "overdueAt", i.emailed_at as "emailedAt",
                 i.created_at as "createdAt", a.name as "accountName"
            from invoices i join accounts a on a.id = i.account_id
           where ${where ?? sql`true`}
           order by i.issue_date desc, i.kind, i.seq desc
           limit ${size} offset ${page * size}`,
    );
    const [count] = await queryRows<{ n: number }>(this.db, sql`select count(*)::int as n from invoices i where ${where ?? sql`true`}`);
    return { rows: rows.map(fixInstants), total: count?.n ?? 0 };
  }

  /** Marks an unpaid invoice paid; undefined when it is not there or already paid. */
  async markPaid(id: string, by: string, at: Date): Promise<InvoiceRow | undefined> {
    const [row] = await this.db
      .update(invoices)
      .set({ paidAt: at, paidBy: by })
      .where(and(eq(invoices.id, id), isNull(invoices.paidAt)))
      .returning();
    return row;
  }

  /** Marks unpaid invoices whose due date is before `today` overdue (each once: overdue_at was null); returns those it marked. */
  async markOverdue(today: Day, at: Date): Promise<OverdueInvoice[]> {
    return this.db
      .update(invoices)
      .set({ overdueAt: at })
      .where(and(isNull(invoices.paidAt), isNull(invoices.overdueAt), lt(invoices.dueDate, today), sql`${invoices.gross} > 0`))
      .returning({ id: invoices.id, accountId: invoices.accountId, number: invoices.number, gross: invoices.gross, dueDate: invoices.dueDate });
  }

  async markEmailed(id: string, at: Date): Promise<void> {
    await this.db.update(invoices).set({ emailedAt: at }).where(eq(invoices.id, id));
  }

  /** The account's invoices, newest first. */
  async forAccount(accountId: string): Promise<InvoiceRow[]> {
    return this.db.select().from(invoices).where(eq(invoices.accountId, accountId)).orderBy(desc(invoices.issueDate), desc(invoices.seq));
  }
}

/** Raw rows bring timestamps as Date (node-postgres) or Date (PGlite); jsonb as objects. Normalise Date-ish values. */
function fixInstants<T extends { paidAt: unknown; overdueAt: unknown; emailedAt: unknown; createdAt: unknown }>(r: T): T {
  const d = (v: unknown) => (v === null || v instanceof Date ? v : new Date(String(v)));
  return { ...r, paidAt: d(r.paidAt), overdueAt: d(r.overdueAt), emailedAt: d(r.emailedAt), createdAt: d(r.createdAt) };
}

/** Staff filters of the invoice list (all optional). */
export interface InvoiceFilters {
  status?: InvoiceStatus;
  accountId?: string;
  /** Billing month YYYY-MM. */
  period?: string;
}

function filterCondition(f: InvoiceFilters, today: Day): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.accountId) conditions.push(sql`i.account_id = ${f.accountId}::uuid`);
  if (f.period) conditions.push(sql`i.period = ${f.period}`);
  if (f.status) conditions.push(statusCondition(f.status, today));
  return conditions.length ? sql.join(conditions, sql` and `) : undefined;
}

/** SQL of an invoice status on `today`: domain invoiceStatus's SQL mirror (packages/domain/src/billing.sql.ts). */
function statusCondition(status: InvoiceStatus, today: Day): SQL {
  return sql.raw(invoiceStatusSql(status, { paidAt: 'i.paid_at', gross: 'i.gross', dueDate: 'i.due_date' }, today));
}
