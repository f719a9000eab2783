import { eq, inArray } from 'drizzle-orm';
import { accounts, accountUsers, users, type Database } from '@ads/db';
import type { AudienceMember, NotificationAudience } from '../notifications';

/**
 * The notification audience (docs/notifications.md "Audience"): SQL of accounts, their members and users' e-mails,
 * which this module owns, handed to the notifications module with `app.notifications.useAudience`.
 */
export class NotificationAudienceRepository implements NotificationAudience {
  constructor(private readonly db: Database) {}

  /** The account's members (account_users) with their e-mails; empty for an unknown account. */
  async members(accountId: string): Promise<AudienceMember[]> {
    return this.db
      .select({ userId: users.id, email: users.email })
      .from(accountUsers)
      .innerJoin(users, eq(users.id, accountUsers.userId))
      .where(eq(accountUsers.accountId, accountId));
  }

  /** Ids of every advertiser account. */
  async allAccountIds(): Promise<string[]> {
    return (await this.db.select({ id: accounts.id }).from(accounts)).map((r) => r.id);
  }

  /** E-mail of each of `userIds` that exists, by user id. */
  async emails(userIds: readonly string[]): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.id, [...userIds]));
    return new Map(rows.map((r) => [r.id, r.email]));
  }
}
