import { eq } from 'drizzle-orm';
import { termsAcceptances, users, type Database } from '@ads/db';

export interface AcceptanceRecord {
  userId: string;
  version: string;
  at: Date;
  /** Client address as the server saw it; null when unknown. */
  ip: string | null;
}

/**
 * Appends a terms_acceptances row and sets users.terms_accepted_version/at. Run it inside a
 * transaction (`db` may be one): invitation acceptance records it with the new user.
 */
async function writeTermsAcceptance(db: Database, r: AcceptanceRecord): Promise<void> {
  await db.insert(termsAcceptances).values({ userId: r.userId, version: r.version, acceptedAt: r.at, ip: r.ip });
  await db.update(users).set({ termsAcceptedVersion: r.version, termsAcceptedAt: r.at }).where(eq(users.id, r.userId));
}

/** SQL of terms acceptances. */
export class TermsRepository {
  constructor(private readonly db: Database) {}

  /** Both writes of writeTermsAcceptance in one transaction: `tx` when given, else a new one. */
  async recordAcceptance(r: AcceptanceRecord, tx?: Database): Promise<void> {
    if (tx) await writeTermsAcceptance(tx, r);
    else await this.db.transaction((t) => writeTermsAcceptance(t, r));
  }
}
