import { and, asc, eq, sql } from 'drizzle-orm';
import { accountUsers, queryRows, users, type Database } from '@ads/db';
import type { AccountRole } from '@ads/domain';
import type { AccountScope } from '../access';

/** A member of an account as the users list shows it. */
export interface MemberRow {
  id: string;
  email: string;
  name: string;
  /** The member's role in the account (docs/access-roles.md). */
  role: AccountRole;
}

const memberColumns = { id: users.id, email: users.email, name: users.name, role: sql<AccountRole>`${accountUsers.role}` };

/** SQL of account memberships (account_users). */
export class AccountUsersRepository {
  constructor(private readonly db: Database) {}

  /** Members of the account, by name then e-mail. */
  async members(scope: AccountScope): Promise<MemberRow[]> {
    const { accountId } = scope;
    return this.db
      .select(memberColumns)
      .from(accountUsers)
      .innerJoin(users, eq(users.id, accountUsers.userId))
      .where(eq(accountUsers.accountId, accountId))
      .orderBy(asc(users.name), asc(users.email));
  }

  /** The member of the account with this e-mail (any letter case), if there is one. */
  async memberByEmail(scope: AccountScope, email: string): Promise<MemberRow | undefined> {
    const { accountId } = scope;
    const [row] = await this.db
      .select(memberColumns)
      .from(accountUsers)
      .innerJoin(users, eq(users.id, accountUsers.userId))
      .where(and(eq(accountUsers.accountId, accountId), sql`lower(${users.email}) = lower(${email})`));
    return row;
  }

  /** Adds a membership with `role` (default ADMIN); false when the user already was a member. */
  async addMember(scope: AccountScope, userId: string, role: AccountRole = 'ADMIN'): Promise<boolean> {
    const { accountId } = scope;
    const rows = await this.db.insert(accountUsers).values({ accountId, userId, role }).onConflictDoNothing().returning();
    return rows.length > 0;
  }

  /**
   * Removes a membership unless it is the account's last one or its last ADMIN. The account row is
   * locked first (`select … for update`), so two concurrent removals cannot both pass the count and
   * leave the account without members or admins.
   */
  async removeMemberUnlessLast(scope: AccountScope, userId: string): Promise<'removed' | 'last' | 'last-admin' | 'not-member'> {
    const { accountId } = scope;
    return this.db.transaction(async (tx) => {
      const row = await lockedCounts(tx, accountId, userId);
      if (!row?.role) return 'not-member';
      if (row.members <= 1) return 'last';
      if (row.role === 'ADMIN' && row.admins <= 1) return 'last-admin';
      await tx.delete(accountUsers).where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
      return 'removed';
    });
  }

  /**
   * Sets a member's role unless that demotes the account's last ADMIN (the account row is locked
   * first, as in {@link removeMemberUnlessLast}). Returns the role before and after.
   */
  async setRole(
    scope: AccountScope,
    userId: string,
    role: AccountRole,
  ): Promise<{ before: AccountRole; after: AccountRole } | 'last-admin' | 'not-member'> {
    const { accountId } = scope;
    return this.db.transaction(async (tx) => {
      const row = await lockedCounts(tx, accountId, userId);
      if (!row?.role) return 'not-member';
      if (row.role === 'ADMIN' && role !== 'ADMIN' && row.admins <= 1) return 'last-admin';
      await tx.update(accountUsers).set({ role }).where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
      return { before: row.role, after: role };
    });
  }
}

/** Locks the account row, then counts its members and admins and finds `userId`'s role (null: not a member). */
async function lockedCounts(
  tx: Database,
  accountId: string,
  userId: string,
): Promise<{ members: number; admins: number; role: AccountRole | null } | undefined> {
  await queryRows(tx, sql`select id from accounts where id = ${accountId} for update`);
  const [row] = await queryRows<{ members: number; admins: number; role: AccountRole | null }>(
    tx,
    sql`select count(*)::int as "members", (count(*) filter (where role = 'ADMIN'))::int as "admins",
               max(role) filter (where user_id = ${userId}) as "role"
          from account_users where account_id = ${accountId}`,
  );
  return row;
}
