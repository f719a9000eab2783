import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@ads/db';

/** SQL of the campaign report: which account a campaign belongs to, and its name. */
export class ReportRepository {
  constructor(private readonly db: Database) {}

  /** `select account_id, name from campaigns where id = $id` (archived campaigns included). */
  async campaign(campaignId: string): Promise<{ accountId: string; name: string } | undefined> {
    const [row] = await queryRows<{ accountId: string; name: string }>(
      this.db,
      sql`select account_id as "accountId", name from campaigns where id = ${campaignId}::uuid`,
    );
    return row;
  }
}
