import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { accounts, accountUsers, invitations, users, type Database } from '@ads/db';
import { isUuid, type AccountRole } from '@ads/domain';
import type { AccountScope } from '../access';
import { findBans } from './bans';

export type InvitationRow = typeof invitations.$inferSelect;

/** An invitation found by its token hash, with its account's name. */
export interface InvitationWithAccount extends InvitationRow {
  accountName: string;
}

/** What accepting an invitation writes (a new user, or only a membership for an existing one). */
export interface Acceptance {
  tokenHash: string;
  now: Date;
  /** The existing user the service checked (InvitationsService.accept), null when it creates one. */
  userId: string | null;
  /** Name and scrypt hash for a new user; ignored for an existing one. */
  name: string;
  passwordHash: string | null;
  /** Writes the new member's terms acceptance in the same transaction (the terms module's face). */
  recordTerms: (tx: Database, userId: string) => Promise<void>;
}

/** SQL of invitations (docs/requirements.md §1: an account is created by an e-mailed link valid 7 days). */
export class InvitationsRepository {
  constructor(private readonly db: Database) {}

  /** Invitations of the account not yet accepted (expired ones included), oldest first. */
  async pending(scope: AccountScope): Promise<InvitationRow[]> {
    const { accountId } = scope;
    return this.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.accountId, accountId), isNull(invitations.acceptedAt)))
      .orderBy(asc(invitations.createdAt));
  }

  /**
   * Creates the invitation of `email` to the account, or refreshes the pending one (new token hash,
   * invitedAt = now, new expiry), so an older link stops working.
   */
  async upsertPending(v: {
    accountId: string;
    email: string;
    tokenHash: string;
    invitedBy: string | null;
    now: Date;
    expiresAt: Date;
    /** The role the invitee gets on accepting (default ADMIN). */
    role?: AccountRole;
  }): Promise<InvitationRow> {
    const [existing] = await this.db
      .select({ id: invitations.id })
      .from(invitations)
      .where(
        and(eq(invitations.accountId, v.accountId), sql`lower(${invitations.email}) = lower(${v.email})`, isNull(invitations.acceptedAt)),
      );
    const values = { tokenHash: v.tokenHash, invitedBy: v.invitedBy, createdAt: v.now, expiresAt: v.expiresAt, role: v.role ?? 'ADMIN' };
    if (existing) {
      const [row] = await this.db.update(invitations).set(values).where(eq(invitations.id, existing.id)).returning();
      return row!;
    }
    const [row] = await this.db
      .insert(invitations)
      .values({ accountId: v.accountId, email: v.email, ...values })
      .returning();
    return row!;
  }

  /** Deletes a pending invitation of the account; false when there is none with that id. */
  async deletePending(scope: AccountScope, id: string): Promise<boolean> {
    const { accountId } = scope;
    if (!isUuid(id)) return false;
    const rows = await this.db
      .delete(invitations)
      .where(and(eq(invitations.id, id), eq(invitations.accountId, accountId), isNull(invitations.acceptedAt)))
      .returning({ id: invitations.id });
    return rows.length > 0;
  }

  async findByTokenHash(tokenHash: string): Promise<InvitationWithAccount | undefined> {
    const [row] = await this.db
      .select({ invitation: invitations, accountName: accounts.name })
      .from(invitations)
      .innerJoin(accounts, eq(accounts.id, invitations.accountId))
      .where(eq(invitations.tokenHash, tokenHash));
    return row ? { ...row.invitation, accountName: row.accountName } : undefined;
  }

  /** The user with this e-mail (any letter case; one account per e-mail, docs/requirements.md §1), if there is one. */
  async userByEmail(email: string): Promise<{ id: string; passwordHash: string | null; language: string | null } | undefined> {
    const [row] = await this.db
      .select({ id: users.id, passwordHash: users.passwordHash, language: users.language })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    return row;
  }

  /** Whether the e-mail (any letter case) belongs to a banned advertiser (docs/requirements.md §1.6). */
  async emailBanned(email: string): Promise<boolean> {
    return (await findBans(this.db, { email })).email;
  }

  /**
   * Accepts a pending, unexpired invitation in one transaction: locks it, creates the user (or finds
   * the existing one by e-mail), adds the membership, records the terms acceptance, marks it accepted.
   * Returns undefined when the invitation is unknown, used or expired (a concurrent acceptance included),
   * 'user-changed' when the user of the e-mail is no longer `a.userId` (created or removed meanwhile):
   * nothing is written, since the service checked the form for the other case; 'banned' when the
   * e-mail is banned (checked in the transaction, so a ban that lands meanwhile still holds).
   */
  async accept(
    a: Acceptance,
  ): Promise<{ userId: string; accountId: string; invitationId: string; email: string; created: boolean } | 'user-changed' | 'banned' | undefined> {
    return this.db.transaction(async (tx) => {
      const [inv] = await tx
        .select()
        .from(invitations)
        .where(and(eq(invitations.tokenHash, a.tokenHash), isNull(invitations.acceptedAt), gt(invitations.expiresAt, a.now)))
        .for('update');
      if (!inv) return undefined;
      if ((await findBans(tx, { email: inv.email })).email) return 'banned';
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${inv.email})`);
      if ((existing?.id ?? null) !== a.userId) return 'user-changed';
      const userId =
        existing?.id ??
        (await tx.insert(users).values({ email: inv.email, name: a.name, passwordHash: a.passwordHash }).returning({ id: users.id }))[0]!
          .id;
      await tx.insert(accountUsers).values({ accountId: inv.accountId, userId, role: inv.role }).onConflictDoNothing();
      await a.recordTerms(tx, userId);
      await tx.update(invitations).set({ acceptedAt: a.now }).where(eq(invitations.id, inv.id));
      return { userId, accountId: inv.accountId, invitationId: inv.id, email: inv.email, created: !existing };
    });
  }
}
