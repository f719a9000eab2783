import { and, desc, eq, gte, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { auditLog, type Database } from '@ads/db';
import type { AccountScope } from '../access';

/** An audit log row. */
export type AuditRow = typeof auditLog.$inferSelect;

/** Which of an account's entries a history shows: all, or those of one campaign (its id in the URL). */
export interface HistoryFilter {
  campaignId?: string;
}

/** Escapes LIKE wildcards in a value (ids never have them; kept for safety). */
const likeText = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Reads of the audit log for an advertiser's change history (docs/notifications.md "Change history"): only
 * the scope's account's entries (account_id = the scope's), only successful writes (not GET, status 2xx).
 * Uses the index on (account_id, at).
 */
export class AuditHistoryRepository {
  constructor(private readonly db: Database) {}

  private where(scope: AccountScope, f: HistoryFilter): SQL {
    const own = and(eq(auditLog.accountId, scope.accountId), sql`${auditLog.method} <> 'GET'`, gte(auditLog.status, 200), lt(auditLog.status, 300))!;
    if (!f.campaignId) return own;
    const id = likeText(f.campaignId);
    const urls = or(
      eq(auditLog.url, `/api/campaigns/${f.campaignId}`),
      like(auditLog.url, `/api/campaigns/${id}/%`),
      like(auditLog.url, `/api/campaigns/${id}?%`),
      like(auditLog.url, `/api/campaign-inventories/${id}%`),
      and(eq(auditLog.url, '/api/campaigns/user-status'), sql`${auditLog.changes} @> ${JSON.stringify([{ subject: f.campaignId.toLowerCase() }])}::jsonb`),
    );
    return and(own, urls)!;
  }

  /** One page, newest first, and the number of entries. */
  async page(scope: AccountScope, f: HistoryFilter, page: number, size: number): Promise<{ rows: AuditRow[]; total: number }> {
    const filter = this.where(scope, f);
    const [rows, [count]] = await Promise.all([
      this.db.select().from(auditLog).where(filter).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(size).offset(page * size),
      this.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(filter),
    ]);
    return { rows, total: count?.n ?? 0 };
  }
}
