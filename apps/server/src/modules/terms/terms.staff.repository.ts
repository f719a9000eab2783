import { desc, sql } from 'drizzle-orm';
import { queryRows, termsVersions, type Database } from '@ads/db';
import type { StaffScope } from '../access';
import type { TermsVersionRow } from './terms.repository';

/** A version as the staff list shows it: without its text, with how many users accepted it. */
export interface StaffTermsVersionRow extends Omit<TermsVersionRow, 'text'> {
  acceptedBy: number;
}

/** SQL of publishing terms versions (staff, role marops). */
export class TermsStaffRepository {
  constructor(private readonly db: Database) {}

  /** Every version, newest first, with the number of distinct users who accepted each. */
  async list(_scope: StaffScope): Promise<StaffTermsVersionRow[]> {
    return queryRows<StaffTermsVersionRow>(
      this.db,
      sql`select v.version, v.published_at as "publishedAt", v.takes_effect_at as "takesEffectAt", v.published_by as "publishedBy",
                 (select count(distinct a.user_id)::int from terms_acceptances a where a.version = v.version) as "acceptedBy"
            from ${termsVersions} v order by v.version desc`,
    ).then((rows) => rows.map((r) => ({ ...r, publishedAt: new Date(r.publishedAt), takesEffectAt: new Date(r.takesEffectAt) })));
  }

  /**
   * Stores the next version (the highest number + 1). Publications are serialised by a transaction
   * advisory lock, so two staff publishing at once get consecutive numbers.
   */
  async publish(_scope: StaffScope, v: { text: string; publishedAt: Date; takesEffectAt: Date; publishedBy: string }): Promise<TermsVersionRow> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('terms_versions'))`);
      const [last] = await tx.select({ version: termsVersions.version }).from(termsVersions).orderBy(desc(termsVersions.version)).limit(1);
      const [row] = await tx
        .insert(termsVersions)
        .values({ version: (last?.version ?? 0) + 1, ...v })
        .returning();
      return row!;
    });
  }
}
