import { and, asc, eq, sql } from 'drizzle-orm';
import { accountUsers, queryRows, users, type Database } from '@ads/db';
import type { AccountScope } from '../access';

/** A member of an account as the users list shows it. */
export interface MemberRow {
  id: string;
  email: string;
  name: string;
}

/** SQL of account memberships (account_users). */
export class AccountUsersRepository {
  constructor(private readonly db: Database) {}

  /** Members of the account, by name then e-mail. */
  async members(scope: AccountScope): Promise<MemberRow[]> {
    const { accountId } = scope;
    return this.db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(accountUsers)
      .innerJoin(users, eq(users.id, accountUsers.userId))
      .where(eq(accountUsers.accountId, accountId))
      .orderBy(asc(users.name), asc(users.email));
  }

  /** The member of the account with this e-mail (any letter case), if there is one. */
  async memberByEmail(scope: AccountScope, email: string): Promise<MemberRow | undefined> {
    const { accountId } = scope;
    const [row] = await this.db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(accountUsers)
      .innerJoin(users, eq(users.id, accountUsers.userId))
      .where(and(eq(accountUsers.accountId, accountId), sql`lower(${users.email}) = lower(${email})`));
    return row;
  }

  /** Adds a membership; false when the user already was a member. */
  async addMember(scope: AccountScope, userId: string): Promise<boolean> {
    const { accountId } = scope;
    const rows = await this.db.insert(accountUsers).values({ accountId, userId }).onConflictDoNothing().returning();
    return rows.length > 0;
  }

  /**
   * Removes a membership unless it is the account's last one. The account row is locked first
   * (`select … for update`), so two concurrent removals cannot both pass the count and leave the
   * account without members.
   */
  async removeMemberUnlessLast(scope: AccountScope, userId: string): Promise<'removed' | 'last' | 'not-member'> {
    const { accountId } = scope;
    return this.db.transaction(async (tx) => {
      await queryRows(tx, sql`select id from accounts where id = ${accountId} for update`);
      const [row] = await queryRows<{ members: number; isMember: boolean }>(
        tx,
        sql`select count(*)::int as "members", bool_or(user_id = ${userId}) as "isMember"
            from account_users where account_id = ${accountId}`,
      );
      if (!row?.isMember) return 'not-member';
      if (row.members <= 1) return 'last';
      await tx.delete(accountUsers).where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
      return 'removed';
    });
  }
}
