import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { accounts } from './accounts';
import { users } from './identity';

/*
 * Advertiser API keys (docs/api-keys.md): one key = one account + one role, made by an admin of the
 * account. The secret is shown once; only its SHA-256 is kept.
 */

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Role of the key in its account (`ACCOUNT_ROLES` in @ads/domain, docs/access-roles.md). */
    role: text('role').notNull(),
    /** The public part of the key (`adsk_<prefix>_…`), unique: the key is found by it, then its hash compared. */
    prefix: text('prefix').notNull().unique(),
    /** SHA-256 of the whole key, lower-case hex. */
    keyHash: text('key_hash').notNull(),
    /** The admin who made the key; calls with it act on their behalf (a deleted user takes their keys along). */
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Last call with the key, written at most once a minute. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** Set when revoked: the key answers 401 from the next request on. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('api_keys_account_idx').on(t.accountId, t.createdAt),
    check('api_keys_role_ck', sql`${t.role} in ('ADMIN', 'CAMPAIGN_MANAGER', 'BILLING', 'READ_ONLY')`),
  ],
);
