import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { stores } from './stores';
import { users } from './identity';

/* Advertiser accounts, their members, invitations and banned identities. */

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** BRAND (inventory = its brands' products) or MERCHANT (inventory = its store's products). */
    type: text('type').notNull(),
    brandCodes: text('brand_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    storeId: uuid('store_id').references(() => stores.id),
    /** Normalised tax id: a Polish NIP (10 digits) or an EU VAT id (country prefix + digits); null = none given. */
    taxId: text('tax_id'),
    /** Shop channels the account may advertise in: MAIN ({product}) and/or EOBUWIE (docs/requirements.md §1). */
    channels: text('channels')
      .array()
      .notNull()
      .default(sql`'{MAIN}'::text[]`),
    /** Market codes, e.g. PL. */
    markets: text('markets')
      .array()
      .notNull()
      .default(sql`'{PL}'::text[]`),
    /** ACTIVE, SUSPENDED, TERMINATED or BANNED (docs/requirements.md §1, §4); only ACTIVE accounts serve. */
    status: text('status').notNull().default('ACTIVE'),
    /** Staff's reason for the current non-ACTIVE status, shown to the advertiser. */
    statusReason: text('status_reason'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /**
     * Ad transparency (Digital Services Act art. 26(1)(b), (c)): the name shown with every served ad as
     * "on whose behalf"; null = the account's name.
     */
    adAdvertiserName: text('ad_advertiser_name'),
    /** Ad transparency (DSA art. 26(1)(c)): who paid for the ads; null = the billing profile's company name, else the account's name. */
    adPayerName: text('ad_payer_name'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('accounts_name_lower_uq').on(sql`lower(${t.name})`), index('accounts_tax_id_idx').on(t.taxId)],
);

/**
 * E-mails and tax ids of banned advertisers (docs/requirements.md §1 "a banned advertiser may not open new accounts"):
 * `kind` EMAIL (value in lower case) or TAX_ID (normalised), recorded when staff ban an account.
 */
export const bannedIdentities = pgTable(
  'banned_identities',
  {
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    accountId: uuid('account_id').references(() => accounts.id),
    reason: text('reason').notNull(),
    bannedBy: uuid('banned_by'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.value] })],
);

export const accountUsers = pgTable(
  'account_users',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ADMIN, CAMPAIGN_MANAGER, BILLING or READ_ONLY (`ACCOUNT_ROLES` in @ads/domain, docs/access-roles.md). */
    role: text('role').notNull().default('ADMIN'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.userId] }),
    index('account_users_user_idx').on(t.userId),
    check('account_users_role_ck', sql`${t.role} in ('ADMIN', 'CAMPAIGN_MANAGER', 'BILLING', 'READ_ONLY')`),
  ],
);

/** An e-mailed invitation to join an account; the link is valid 7 days (docs/requirements.md §1, §9). */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** SHA-256 hex of the link token; the token itself is only in the e-mail. */
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** The role the invitee gets on accepting (`ACCOUNT_ROLES` in @ads/domain). */
    role: text('role').notNull().default('ADMIN'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    index('invitations_account_idx').on(t.accountId),
    index('invitations_email_idx').on(sql`lower(${t.email})`),
    check('invitations_role_ck', sql`${t.role} in ('ADMIN', 'CAMPAIGN_MANAGER', 'BILLING', 'READ_ONLY')`),
  ],
);
