import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@ads/db';
import { DomainError, taxIdKey } from '@ads/domain';

/**
 * Whether this e-mail (any letter case) or tax id key is in `banned_identities` (docs/requirements.md §1.6
 * "a banned advertiser may not open new accounts"; docs/architecture.md "Staff account management").
 */
export async function findBans(db: Database, v: { email?: string; taxIdKey?: string | null }): Promise<{ email: boolean; taxId: boolean }> {
  const rows = await queryRows<{ kind: string }>(
    db,
    sql`select kind from banned_identities
         where (kind = 'EMAIL' and value = lower(${v.email ?? ''})) or (kind = 'TAX_ID' and value = ${v.taxIdKey ?? ''})`,
  );
  return { email: rows.some((r) => r.kind === 'EMAIL'), taxId: rows.some((r) => r.kind === 'TAX_ID') };
}

/** The problem fields a refusal names: the request body's property names. */
export interface BanFields {
  email?: string;
  taxId?: string;
}

/**
 * The one ban check of every path into an account (docs/architecture.md "Staff account management"): staff
 * opening an account, a member inviting an e-mail, a person accepting an invitation, a member
 * entering the billing profile's tax id.
 */
export class BanCheck {
  constructor(private readonly db: Database) {}

  /**
   * @throws DomainError OperationNotAllowedForAccountException (403) with `fields.email` or
   *   `fields.taxId` when the e-mail (any letter case) or the tax id (normalised; `PL…` and the bare NIP
   *   alike) belongs to a banned advertiser.
   */
  async refuse(v: { email?: string; taxId?: string | null }, fields: BanFields = {}): Promise<void> {
    const banned = await findBans(this.db, { email: v.email, taxIdKey: v.taxId ? taxIdKey(v.taxId) : null });
    if (banned.email) {
      throw new DomainError(
        'OperationNotAllowedForAccountException',
        'This e-mail belongs to a banned advertiser.',
        fields.email ?? 'email',
      );
    }
    if (banned.taxId) {
      throw new DomainError(
        'OperationNotAllowedForAccountException',
        'This tax id belongs to a banned advertiser.',
        fields.taxId ?? 'taxId',
      );
    }
  }
}
