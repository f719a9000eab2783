import { and, asc, count, eq, sql } from 'drizzle-orm';
import { accounts, accountUsers, queryRows, textArray, users, uuidArray, type Database } from '@ads/db';
import type { AccountScope } from '../access';

export type AccountRow = typeof accounts.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** SQL of users, accounts and memberships. The only file of this module that touches the database. */
export class AccountsRepository {
  constructor(private readonly db: Database) {}

  async listAccountsOfUser(userId: string, page: number, size: number): Promise<{ rows: AccountRow[]; total: number }> {
    const rows = await this.db
      .select({ account: accounts })
      .from(accounts)
      .innerJoin(accountUsers, eq(accountUsers.accountId, accounts.id))
      .where(eq(accountUsers.userId, userId))
      .orderBy(asc(accounts.name))
      .limit(size)
      .offset(page * size);
    const [total] = await this.db.select({ n: count() }).from(accountUsers).where(eq(accountUsers.userId, userId));
    return { rows: rows.map((r) => r.account), total: total?.n ?? 0 };
  }

  async findAccount(scope: AccountScope): Promise<AccountRow | undefined> {
    const [row] = await this.db.select().from(accounts).where(eq(accounts.id, scope.accountId));
    return row;
  }

  /**
   * Renames the account when its version is `expectedVersion` (any version when null), bumping the
   * version. Returns undefined when the account is gone or the version is stale. A duplicate name
   * (case-insensitive unique index accounts_name_lower_uq) raises PostgreSQL error 23505.
   */
  async renameAccount(
    scope: AccountScope,
    name: string,
    expectedVersion: number | null,
  ): Promise<(AccountRow & { previousName: string }) | undefined> {
    const where = [eq(accounts.id, scope.accountId)];
    if (expectedVersion !== null) where.push(eq(accounts.version, expectedVersion));
    // The name before, read under the row lock, for the audit log's "what changed".
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, scope.accountId)).for('update');
      const [row] = await tx
        .update(accounts)
        .set({ name, version: sql`${accounts.version} + 1`, updatedAt: new Date() })
        .where(and(...where))
        .returning();
      return row && before ? { ...row, previousName: before.name } : undefined;
    });
  }

  /**
   * Sets the names shown with the account's ads (null = default) when its version is `expectedVersion`
   * (any when null), bumping the version. Returns the row and the names before, or undefined when the
   * account is gone or the version is stale.
   */
  async setAdNames(
    scope: AccountScope,
    names: { advertiserName: string | null; payerName: string | null },
    expectedVersion: number | null,
  ): Promise<{ row: AccountRow; before: { advertiserName: string | null; payerName: string | null } } | undefined> {
    const where = [eq(accounts.id, scope.accountId)];
    if (expectedVersion !== null) where.push(eq(accounts.version, expectedVersion));
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ advertiserName: accounts.adAdvertiserName, payerName: accounts.adPayerName })
        .from(accounts)
        .where(eq(accounts.id, scope.accountId))
        .for('update');
      const [row] = await tx
        .update(accounts)
        .set({
          adAdvertiserName: names.advertiserName,
          adPayerName: names.payerName,
          version: sql`${accounts.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(...where))
        .returning();
      return row && before ? { row, before } : undefined;
    });
  }

  /** Stores the user's chosen language ('en' | 'pl', users_language_ck). */
  async setUserLanguage(userId: string, language: string): Promise<void> {
    await this.db.update(users).set({ language }).where(eq(users.id, userId));
  }

  /** Number of catalogue products the account may advertise (its inventory, data/README.md). */
  async inventorySize(account: AccountRow): Promise<number> {
    const rows =
      account.type === 'BRAND'
        ? await queryRows<{ n: number }>(
            this.db,
            sql`select count(*)::int as n from products where brand_code = any(${textArray(account.brandCodes)})`,
          )
        : await queryRows<{ n: number }>(this.db, sql`select count(*)::int as n from store_products where store_id = ${account.storeId}`);
    return rows[0]?.n ?? 0;
  }

  /** Which of `ids` are accounts (lower-case ids). */
  async existingIds(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await queryRows<{ id: string }>(this.db, sql`select id from accounts where id = any(${uuidArray(ids)})`);
    return new Set(rows.map((r) => r.id));
  }

  /** Users who are members of at least one account, not disabled and not staff (role marops), by e-mail. */
  async advertiserRecipients(): Promise<Array<{ email: string; name: string }>> {
    return queryRows<{ email: string; name: string }>(
      this.db,
      sql`select u.email, u.name from users u
           where u.disabled_at is null and not ('marops' = any(u.roles))
             and exists (select 1 from account_users m where m.user_id = u.id)
           order by lower(u.email)`,
    );
  }

  /** The account's name and its members' e-mail addresses, by address (invoice recipients); name '' when no such account. */
  async invoiceRecipients(accountId: string): Promise<{ name: string; emails: string[] }> {
    const [account] = await this.db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
    const rows = await this.db
      .select({ email: users.email })
      .from(accountUsers)
      .innerJoin(users, eq(users.id, accountUsers.userId))
      .where(eq(accountUsers.accountId, accountId))
      .orderBy(users.email);
    return { name: account?.name ?? '', emails: rows.map((r) => r.email) };
  }
}
