import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { accounts, bannedIdentities, brands, campaigns, invitations, queryRows, stores, type Database } from '@ads/db';
import { taxIdKey, type AccountStatus } from '@ads/domain';
import type { StaffScope } from '../access';
import { findBans } from './bans';

export type StaffAccountRow = typeof accounts.$inferSelect;

/** The editable fields of an account: what POST and PUT /marops/accounts write. */
export interface AccountFields {
  name: string;
  type: 'BRAND' | 'MERCHANT';
  brandCodes: string[];
  storeId: string | null;
  channels: string[];
  markets: string[];
  taxId: string | null;
}

/** A status change: the statuses it may start from, the one it sets, and staff's reason. */
export interface StatusChange {
  from: readonly AccountStatus[];
  to: AccountStatus;
  reason: string | null;
  expectedVersion: number | null;
  now: Date;
  /** Ban: record the members' e-mails and `taxIdKey` (when set) as banned. */
  ban?: { taxIdKey: string | null; bannedBy: string };
}

/** SQL of staff account management. Every method takes the StaffScope. */
export class AccountsStaffRepository {
  constructor(private readonly db: Database) {}

  async find(_staff: StaffScope, id: string): Promise<StaffAccountRow | undefined> {
    const [row] = await this.db.select().from(accounts).where(eq(accounts.id, id));
    return row;
  }

  /** Inserts an account. A taken name (any letter case) raises 23505 ({@link isUniqueViolation}). */
  async insert(_staff: StaffScope, f: AccountFields): Promise<StaffAccountRow> {
    const [row] = await this.db.insert(accounts).values(f).returning();
    return row!;
  }

  /** Replaces the fields when the version matches (any when null); undefined when gone or stale. */
  async update(
    _staff: StaffScope,
    id: string,
    f: AccountFields,
    expectedVersion: number | null,
    now: Date,
  ): Promise<StaffAccountRow | undefined> {
    const where = [eq(accounts.id, id)];
    if (expectedVersion !== null) where.push(eq(accounts.version, expectedVersion));
    const [row] = await this.db
      .update(accounts)
      .set({ ...f, version: sql`${accounts.version} + 1`, updatedAt: now })
      .where(and(...where))
      .returning();
    return row;
  }

  /**
   * Moves the account to `c.to` when its status is one of `c.from` and its version matches, in one
   * transaction: terminate/ban also void its pending invitations; a ban first records its members'
   * and invitees' e-mails (lower case) and the tax id keys of the account and of its billing
   * profile. Returns the row and the account's campaign ids, or undefined when the account is gone,
   * stale or in another status.
   */
  async changeStatus(
    _staff: StaffScope,
    id: string,
    c: StatusChange,
  ): Promise<{ row: StaffAccountRow; campaignIds: string[] } | undefined> {
    return this.db.transaction(async (tx) => {
      const where = [eq(accounts.id, id), inArray(accounts.status, [...c.from])];
      if (c.expectedVersion !== null) where.push(eq(accounts.version, c.expectedVersion));
      const [row] = await tx
        .update(accounts)
        .set({ status: c.to, statusReason: c.reason, statusChangedAt: c.now, version: sql`${accounts.version} + 1`, updatedAt: c.now })
        .where(and(...where))
        .returning();
      if (!row) return undefined;
      if (c.ban) {
        const reason = c.reason ?? '';
        // Members and people still invited (an account whose only person never accepted included).
        await tx.execute(
          sql`insert into banned_identities (kind, value, account_id, reason, banned_by)
              select distinct 'EMAIL', e.email, ${id}::uuid, ${reason}, ${c.ban.bannedBy}::uuid
                from (select lower(u.email) as email from account_users m join users u on u.id = m.user_id
                       where m.account_id = ${id}::uuid
                      union
                      select lower(i.email) from invitations i where i.account_id = ${id}::uuid and i.accepted_at is null) e
              on conflict do nothing`,
        );
        // The account's tax id and its billing profile's (invoices are made out to it).
        const [profile] = await queryRows<{ taxId: string | null }>(
          tx,
          sql`select tax_id as "taxId" from billing_profiles where account_id = ${id}::uuid`,
        );
        const keys = new Set([c.ban.taxIdKey, profile?.taxId ? taxIdKey(profile.taxId) : null].filter((k): k is string => Boolean(k)));
        for (const value of keys) {
          await tx
            .insert(bannedIdentities)
            .values({ kind: 'TAX_ID', value, accountId: id, reason, bannedBy: c.ban.bannedBy })
            .onConflictDoNothing();
        }
      }
      if (c.to === 'TERMINATED' || c.to === 'BANNED') {
        await tx.delete(invitations).where(and(eq(invitations.accountId, id), isNull(invitations.acceptedAt)));
      }
      const ids = await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.accountId, id));
      return { row, campaignIds: ids.map((r) => r.id) };
    });
  }

  /** Whether this e-mail (any letter case) or tax id key was banned (docs/requirements.md §1). */
  async banned(_staff: StaffScope, v: { email?: string; taxIdKey?: string | null }): Promise<{ email: boolean; taxId: boolean }> {
    return findBans(this.db, v);
  }

  /** Which of these brand codes are not in the catalogue. */
  async unknownBrands(_staff: StaffScope, codes: string[]): Promise<string[]> {
    if (codes.length === 0) return [];
    const found = await this.db.select({ code: brands.code }).from(brands).where(inArray(brands.code, codes));
    const known = new Set(found.map((r) => r.code));
    return codes.filter((c) => !known.has(c));
  }

  async storeExists(_staff: StaffScope, storeId: string): Promise<boolean> {
    const [row] = await this.db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
    return row !== undefined;
  }

  /** E-mails of the account's members and pending invitations (for the detail screen). */
  async people(_staff: StaffScope, id: string): Promise<Array<{ email: string; status: 'ACTIVE' | 'INVITED'; expiresAt: Date | null }>> {
    return queryRows(
      this.db,
      sql`select u.email, 'ACTIVE' as status, null::timestamptz as "expiresAt"
            from account_users m join users u on u.id = m.user_id where m.account_id = ${id}::uuid
          union all
          select i.email, 'INVITED', i.expires_at from invitations i where i.account_id = ${id}::uuid and i.accepted_at is null
          order by 2, 1`,
    );
  }

  /** Invitations of this e-mail (any letter case) with their account, pending first. */
  async invitationsOf(_staff: StaffScope, email: string) {
    return this.db
      .select({
        accountId: invitations.accountId,
        accountName: accounts.name,
        accountStatus: accounts.status,
        acceptedAt: invitations.acceptedAt,
        email: invitations.email,
      })
      .from(invitations)
      .innerJoin(accounts, eq(accounts.id, invitations.accountId))
      .where(sql`lower(${invitations.email}) = lower(${email})`);
  }
}
