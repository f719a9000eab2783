import { and, eq, getTableColumns, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { ksefSubmissions, type Database } from '@ads/db';

export type KsefSubmissionRow = typeof ksefSubmissions.$inferSelect;
/** The KSeF state of an invoice (docs/ksef.md "States"); no row means it was never queued. */
export type KsefState = 'NOT_SENT' | 'SENDING' | 'ACCEPTED' | 'REJECTED';

/** Columns a submission step writes. */
export type KsefPatch = Partial<Omit<KsefSubmissionRow, 'invoiceId' | 'createdAt'>>;

/** Rows still to work on: not sent, in a session, or accepted without their UPO yet. */
const OPEN = or(
  inArray(ksefSubmissions.status, ['NOT_SENT', 'SENDING']),
  and(eq(ksefSubmissions.status, 'ACCEPTED'), isNull(ksefSubmissions.upo)),
)!;

/** SQL of ksef_submissions (migration 0026): the KSeF state of each invoice, its lease and its UPO. */
export class KsefRepository {
  constructor(private readonly db: Database) {}

  /** Queues an invoice (NOT_SENT) once; `db` may be the transaction that inserts the invoice. */
  async queue(db: Database, invoiceId: string): Promise<void> {
    await db.insert(ksefSubmissions).values({ invoiceId }).onConflictDoNothing();
  }

  async find(invoiceId: string): Promise<KsefSubmissionRow | undefined> {
    const [row] = await this.db.select().from(ksefSubmissions).where(eq(ksefSubmissions.invoiceId, invoiceId));
    return row;
  }

  /**
   * Takes the row for one attempt until `now + leaseMs` and counts the attempt, when it still needs
   * work and no other worker holds it; undefined otherwise (done, or held elsewhere).
   */
  async claim(invoiceId: string, now: Date, leaseMs: number): Promise<KsefSubmissionRow | undefined> {
    const [row] = await this.db
      .update(ksefSubmissions)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${ksefSubmissions.attempts} + 1`, updatedAt: now })
      .where(
        and(eq(ksefSubmissions.invoiceId, invoiceId), OPEN, or(isNull(ksefSubmissions.lockedUntil), lt(ksefSubmissions.lockedUntil, now))),
      )
      .returning();
    return row;
  }

  /** Writes what a step learnt (references, status, UPO…). */
  async update(invoiceId: string, patch: KsefPatch, now: Date): Promise<void> {
    await this.db
      .update(ksefSubmissions)
      .set({ ...patch, updatedAt: now })
      .where(eq(ksefSubmissions.invoiceId, invoiceId));
  }

  /** Invoices the sweep should queue again: open, not held, due, with attempts left (oldest first, at most `limit`). */
  async due(now: Date, maxAttempts: number, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: ksefSubmissions.invoiceId })
      .from(ksefSubmissions)
      .where(
        and(
          OPEN,
          lt(ksefSubmissions.attempts, maxAttempts),
          or(isNull(ksefSubmissions.lockedUntil), lt(ksefSubmissions.lockedUntil, now)),
          or(isNull(ksefSubmissions.nextAttemptAt), lte(ksefSubmissions.nextAttemptAt, now)),
        ),
      )
      .orderBy(ksefSubmissions.createdAt)
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /** The stored UPO XML of an invoice and its SHA-256 (hex), if any. */
  async upo(invoiceId: string): Promise<{ content: Buffer; sha256: string } | undefined> {
    const [row] = await this.db
      .select({ content: ksefSubmissions.upo, sha256: ksefSubmissions.upoSha256 })
      .from(ksefSubmissions)
      .where(eq(ksefSubmissions.invoiceId, invoiceId));
    return row?.content && row.sha256 ? { content: row.content, sha256: row.sha256 } : undefined;
  }

  /** The KSeF number of an accepted invoice, else null. */
  async ksefNumber(invoiceId: string): Promise<string | null> {
    return (await this.find(invoiceId))?.ksefNumber ?? null;
  }

  /** The submissions of these invoices (without the UPO bytes), by invoice id. */
  async forInvoices(invoiceIds: string[]): Promise<Map<string, Omit<KsefSubmissionRow, 'upo'> & { hasUpo: boolean }>> {
    if (invoiceIds.length === 0) return new Map();
    const { upo, ...columns } = getTableColumns(ksefSubmissions);
    const rows = await this.db
      .select({ ...columns, hasUpo: sql<boolean>`${upo} is not null` })
      .from(ksefSubmissions)
      .where(inArray(ksefSubmissions.invoiceId, invoiceIds));
    return new Map(rows.map((r) => [r.invoiceId, r]));
  }
}
