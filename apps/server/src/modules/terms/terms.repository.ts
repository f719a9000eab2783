import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import { termsAcceptances, termsVersions, users, type Database } from '@ads/db';

export interface AcceptanceRecord {
  userId: string;
  /** The terms version accepted (terms_versions.version). */
  version: number;
  at: Date;
  /** Client address as the server saw it; null when unknown. */
  ip: string | null;
}

/** A stored terms version (text with its `{{company.*}}` placeholders unfilled). */
export type TermsVersionRow = typeof termsVersions.$inferSelect;

/**
 * Appends a terms_acceptances row and sets users.terms_accepted_version/at. Run it inside a
 * transaction (`db` may be one): invitation acceptance records it with the new user.
 */
async function writeTermsAcceptance(db: Database, r: AcceptanceRecord): Promise<void> {
  await db.insert(termsAcceptances).values({ userId: r.userId, version: r.version, acceptedAt: r.at, ip: r.ip });
  await db.update(users).set({ termsAcceptedVersion: r.version, termsAcceptedAt: r.at }).where(eq(users.id, r.userId));
}

/** SQL of terms versions as every user reads them, and of acceptances. */
export class TermsRepository {
  constructor(private readonly db: Database) {}

  /** Both writes of writeTermsAcceptance in one transaction: `tx` when given, else a new one. */
  async recordAcceptance(r: AcceptanceRecord, tx?: Database): Promise<void> {
    if (tx) await writeTermsAcceptance(tx, r);
    else await this.db.transaction((t) => writeTermsAcceptance(t, r));
  }

  /** Version `version`, or undefined. */
  async find(version: number): Promise<TermsVersionRow | undefined> {
    const [row] = await this.db.select().from(termsVersions).where(eq(termsVersions.version, version));
    return row;
  }

  /** The version in force at `now`: the newest with takes_effect_at <= now (domain `termsVersionInForce`). */
  async inForce(now: Date): Promise<TermsVersionRow | undefined> {
    const [row] = await this.db.select().from(termsVersions).where(lte(termsVersions.takesEffectAt, now)).orderBy(desc(termsVersions.version)).limit(1);
    return row;
  }

  /** Versions published but not yet in force at `now`, soonest first. */
  async upcoming(now: Date): Promise<TermsVersionRow[]> {
    return this.db.select().from(termsVersions).where(gt(termsVersions.takesEffectAt, now)).orderBy(asc(termsVersions.takesEffectAt), asc(termsVersions.version));
  }

  /** Every acceptance of user `userId`, newest first (the history is kept). */
  async acceptances(userId: string): Promise<Array<{ version: number; acceptedAt: Date }>> {
    return this.db
      .select({ version: termsAcceptances.version, acceptedAt: termsAcceptances.acceptedAt })
      .from(termsAcceptances)
      .where(and(eq(termsAcceptances.userId, userId)))
      .orderBy(desc(termsAcceptances.acceptedAt), desc(termsAcceptances.version));
  }
}
