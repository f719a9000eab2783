import { count, desc } from 'drizzle-orm';
import { mailOutbox, type Database } from '@ads/db';

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type NewMailOutboxRow = typeof mailOutbox.$inferInsert;

/** SQL of the mail outbox (mail_outbox): one row per message the product sent or failed to send. */
export class MailOutboxRepository {
  constructor(private readonly db: Database) {}

  async insert(values: NewMailOutboxRow): Promise<MailOutboxRow> {
    const [row] = await this.db.insert(mailOutbox).values(values).returning();
    return row!;
  }

  /** One page of the outbox, newest first (ties by id, so pages are stable). */
  async page(page: number, size: number): Promise<{ rows: MailOutboxRow[]; total: number }> {
    const rows = await this.db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(size)
      .offset(page * size);
    const [total] = await this.db.select({ n: count() }).from(mailOutbox);
    return { rows, total: total?.n ?? 0 };
  }
}
