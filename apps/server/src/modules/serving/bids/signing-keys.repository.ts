import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@ads/db';
import type { SigningKey } from './resolved-bid-token';

/** SQL of the resolved-bid signing keys, shared by every serving process through the database. */
export class SigningKeysRepository {
  constructor(private readonly db: Database) {}

  /**
   * The keys, newest first; creates the first one when there is none (two processes starting together
   * agree: the insert is keyed, the loser reads the winner's key).
   */
  async loadOrCreate(): Promise<SigningKey[]> {
    const kid = randomBytes(3).toString('base64url');
    await this.db.execute(
      sql`insert into serving_signing_keys (kid, secret) select ${kid}, ${randomBytes(32).toString('base64url')}
          where not exists (select 1 from serving_signing_keys) on conflict do nothing`,
    );
    const rows = await queryRows<{ kid: string; secret: string }>(
      this.db,
      sql`select kid, secret from serving_signing_keys order by created_at desc, kid`,
    );
    return rows.map((r) => ({ kid: r.kid, secret: Buffer.from(r.secret, 'base64url') }));
  }
}
