import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { auditLog, type Database } from '@ads/db';
import type { StaffScope } from '../access';

/** Filters as the repository takes them: days already turned into instants. */
export interface AuditCriteria {
  accountId?: string;
  urlContains?: string;
  /** Included. */
  fromAt?: Date;
  /** Excluded. */
  toAt?: Date;
  actorId?: string;
  actorEmail?: string;
  method?: string;
  actingAsStaff?: boolean;
}

export type AuditRow = typeof auditLog.$inferSelect;

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function where(c: AuditCriteria): SQL | undefined {
  return and(
    c.accountId ? eq(auditLog.accountId, c.accountId.toLowerCase()) : undefined,
    c.urlContains ? sql`${auditLog.url} ilike ${`%${likeLiteral(c.urlContains)}%`}` : undefined,
    c.fromAt ? gte(auditLog.at, c.fromAt) : undefined,
    c.toAt ? lt(auditLog.at, c.toAt) : undefined,
    c.actorId ? eq(auditLog.userId, c.actorId.toLowerCase()) : undefined,
    c.actorEmail ? sql`lower(${auditLog.actorEmail}) = lower(${c.actorEmail})` : undefined,
    c.method ? eq(auditLog.method, c.method) : undefined,
    c.actingAsStaff === undefined ? undefined : eq(auditLog.actingAsStaff, c.actingAsStaff),
  );
}

/**
 * Reads of the audit log for staff. Every method takes the StaffScope, so only code that
 * asserted the marops role can call it. Filters use the indexes on (account_id, at), (at),
 * (user_id, at) and (lower(actor_email), at); `urlContains` is a scan within what they leave.
 */
export class AuditSearchRepository {
  constructor(private readonly db: Database) {}

  /** One page, newest first (`at` desc, then id desc), and the number of matching entries. */
  async page(_scope: StaffScope, c: AuditCriteria, page: number, size: number): Promise<{ rows: AuditRow[]; total: number }> {
    const filter = where(c);
    const [rows, [count]] = await Promise.all([
      this.db
        .select()
        .from(auditLog)
        .where(filter)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(size)
        .offset(page * size),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(filter),
    ]);
    return { rows, total: count?.n ?? 0 };
  }

  /**
   * Every matching entry, newest first, up to `limit`, read in batches of `batch` rows (keyset on
   * (at, id)), so an export never holds the whole log in memory.
   */
  async *stream(_scope: StaffScope, c: AuditCriteria, limit: number, batch = 1000): AsyncGenerator<AuditRow> {
    let after: { at: Date; id: number } | null = null;
    let left = limit;
    while (left > 0) {
      const keyset: SQL | undefined = after
        ? sql`(${auditLog.at}, ${auditLog.id}) < (${after.at.toISOString()}::timestamptz, ${after.id})`
        : undefined;
      const rows: AuditRow[] = await this.db
        .select()
        .from(auditLog)
        .where(and(where(c), keyset))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(Math.min(batch, left));
      for (const row of rows) yield row;
      if (rows.length < Math.min(batch, left)) return;
      left -= rows.length;
      const last: AuditRow = rows[rows.length - 1]!;
      after = { at: last.at, id: last.id };
    }
  }
}
