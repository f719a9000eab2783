import { sql } from 'drizzle-orm';
import { queryRows, uuidArray, type Database } from '@ads/db';
import type { AccountScope } from '../access';

/** SQL of the campaign report: a campaign's name, and which of the caller's accounts owns it. */
export class ReportRepository {
  constructor(private readonly db: Database) {}

  /** The campaign's name when it is the scope's account's (archived campaigns included). */
  async campaignName(scope: AccountScope, campaignId: string): Promise<string | undefined> {
    const [row] = await queryRows<{ name: string }>(
      this.db,
      sql`select name from campaigns where id = ${campaignId}::uuid and account_id = ${scope.accountId}`,
    );
    return row?.name;
  }

  /**
   * Which of `accountIds` (the caller's own accounts) owns the campaign: the report's download
   * variant without an `account-id` header (docs/requirements.md §7). Reads nothing outside those accounts.
   */
  async ownerAmong(campaignId: string, accountIds: readonly string[]): Promise<string | undefined> {
    if (accountIds.length === 0) return undefined;
    const [row] = await queryRows<{ accountId: string }>(
      this.db,
      sql`select account_id as "accountId" from campaigns where id = ${campaignId}::uuid and account_id = any(${uuidArray(accountIds)})`,
    );
    return row?.accountId;
  }
}
