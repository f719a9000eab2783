import { desc, eq, sql } from 'drizzle-orm';
import { billingCloses, type Database } from '@ads/db';

export type BillingCloseRow = typeof billingCloses.$inferSelect;

/** SQL of the month-close records (billing_closes) and the account facts an invoice needs. */
export class BillingClosesRepository {
  constructor(private readonly db: Database) {}

  /** Records a run of the close of `period` as RUNNING (runs + 1). */
  async start(period: string, at: Date): Promise<void> {
    await this.db
      .insert(billingCloses)
      .values({ period, status: 'RUNNING', runs: 1, startedAt: at })
      .onConflictDoUpdate({
        target: billingCloses.period,
        set: { status: 'RUNNING', runs: sql`${billingCloses.runs} + 1`, startedAt: at, finishedAt: null, error: null },
      });
  }

  async finish(period: string, status: 'DONE' | 'FAILED', invoicesCreated: number, error: string | null, at: Date): Promise<void> {
    await this.db
      .update(billingCloses)
      .set({ status, invoicesCreated: sql`${billingCloses.invoicesCreated} + ${invoicesCreated}`, error, finishedAt: at })
      .where(eq(billingCloses.period, period));
  }

  async find(period: string): Promise<BillingCloseRow | undefined> {
    const [row] = await this.db.select().from(billingCloses).where(eq(billingCloses.period, period));
    return row;
  }

  async list(limit = 24): Promise<BillingCloseRow[]> {
    return this.db.select().from(billingCloses).orderBy(desc(billingCloses.period)).limit(limit);
  }
}
