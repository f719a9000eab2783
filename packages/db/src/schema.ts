import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * The whole relational model of Ads Portal. Money columns are bigint grosze (DESIGN.md "Money"),
 * days are Europe/Warsaw calendar days stored as `date`, instants are UTC `timestamptz`.
 * Change it here, then `npm run generate -w @ads/db` writes the next migration.
 */

const money = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---- identity and accounts -------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** scrypt hash for the embedded identity provider; null for users of an external Keycloak. */
    passwordHash: text('password_hash'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    termsAcceptedVersion: text('terms_accepted_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** Set when staff disable the user: their tokens answer 401 from the next call on (issue #6). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`)],
);

export const stores = pgTable('stores', {
  id: uuid('id').primaryKey().defaultRandom(),
  externalId: text('external_id').notNull().unique(),
  name: text('name').notNull(),
  /** Shop channel the store sells in: MAIN ({product}) or EOBUWIE. */
  channel: text('channel').notNull(),
  /** Market codes the store sells in (e.g. {PL}); replaced the single `market` column (migration stores_admin). */
  markets: text('markets')
    .array()
    .notNull()
    .default(sql`'{PL}'::text[]`),
  /** The shop's domain, lower case, e.g. www.example.pl (null for stores made before staff editing). */
  domain: text('domain'),
  /** Optimistic-concurrency version, sent as the ETag of GET/PUT /marops/stores/{id}. */
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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
    /** Shop channels the account may advertise in: MAIN ({product}) and/or EOBUWIE (spec §1). */
    channels: text('channels')
      .array()
      .notNull()
      .default(sql`'{MAIN}'::text[]`),
    /** Market codes, e.g. PL. */
    markets: text('markets')
      .array()
      .notNull()
      .default(sql`'{PL}'::text[]`),
    /** ACTIVE, SUSPENDED, TERMINATED or BANNED (issue #7, spec §1, §4); only ACTIVE accounts serve. */
    status: text('status').notNull().default('ACTIVE'),
    /** Staff's reason for the current non-ACTIVE status, shown to the advertiser. */
    statusReason: text('status_reason'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('accounts_name_lower_uq').on(sql`lower(${t.name})`), index('accounts_tax_id_idx').on(t.taxId)],
);

/**
 * E-mails and tax ids of banned advertisers (spec §1 "a banned advertiser may not open new accounts"):
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
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.userId] }), index('account_users_user_idx').on(t.userId)],
);

// ---- catalogue -------------------------------------------------------------------------

export const brands = pgTable('brands', {
  code: text('code').primaryKey(),
  label: text('label').notNull(),
});

export const categories = pgTable('categories', {
  /** Slug path, e.g. "apparel/topwear/tshirts". */
  code: text('code').primaryKey(),
  /** Display path, e.g. "Apparel > Topwear > Tshirts". */
  path: text('path').notNull(),
  label: text('label').notNull(),
  level: integer('level').notNull(),
  parentCode: text('parent_code'),
});

export const products = pgTable(
  'products',
  {
    /** The product's SKU id (the catalogue's style id). */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    brandCode: text('brand_code')
      .notNull()
      .references(() => brands.code),
    seasonCode: text('season_code'),
    year: integer('year'),
    gender: text('gender'),
    /** Level-3 category code. */
    categoryCode: text('category_code')
      .notNull()
      .references(() => categories.code),
    colour: text('colour'),
    usage: text('usage'),
    /** Selling price, grosze (converted from the source currency at the configured rate). */
    price: money('price').notNull(),
    /** List price before discount, grosze. */
    listPrice: money('list_price').notNull(),
    imageUrl: text('image_url'),
    landingPageUrl: text('landing_page_url'),
    /** Units in stock over all sizes; the product is in stock when > 0. */
    stock: integer('stock').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_brand_idx').on(t.brandCode),
    index('products_category_idx').on(t.categoryCode),
    index('products_season_idx').on(t.seasonCode),
  ],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    skuId: text('sku_id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    active: boolean('active').notNull(),
    /** The source's availability flag at crawl time. */
    available: boolean('available').notNull(),
    stock: integer('stock').notNull(),
  },
  (t) => [index('product_sizes_product_idx').on(t.productId)],
);

export const storeProducts = pgTable(
  'store_products',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.productId] }), index('store_products_product_idx').on(t.productId)],
);

// ---- campaigns -------------------------------------------------------------------------

export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    /** ACTIVE, PAUSED or ARCHIVED (set by the advertiser). */
    userStatus: text('user_status').notNull().default('ACTIVE'),
    dailyBudget: money('daily_budget'),
    totalBudget: money('total_budget'),
    maxCpc: money('max_cpc').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    /** Charged clicks over the campaign's life, grosze. */
    spentTotal: money('spent_total').notNull().default(0),
    /** Charged on spend_day (a Warsaw day), grosze. */
    spentToday: money('spent_today').notNull().default(0),
    spendDay: date('spend_day', { mode: 'string' }),
    /** Shop channel: the main channel's code (PRODUCT_CHANNEL_CODE, default MAIN), EOBUWIE or ALL (spec §1, §5). */
    channel: text('channel').notNull().default('MAIN'),
    /** Market codes (e.g. PL), non-empty; an auction must come from a key of one of them. */
    markets: text('markets')
      .array()
      .notNull()
      .default(sql`'{PL}'::text[]`),
    /** STANDARD (daily budget spread over the Warsaw day by pacing) or ACCELERATED (as fast as possible); issue #8. */
    delivery: text('delivery').notNull().default('STANDARD'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('campaigns_account_name_uq').on(t.accountId, sql`lower(${t.name})`), index('campaigns_account_idx').on(t.accountId)],
);

export const campaignProducts = pgTable(
  'campaign_products',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.productId] }), index('campaign_products_product_idx').on(t.productId)],
);

export const campaignDrafts = pgTable('campaign_drafts', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id),
  name: text('name').notNull().default(''),
  dailyBudget: money('daily_budget'),
  totalBudget: money('total_budget'),
  maxCpc: money('max_cpc'),
  startDate: date('start_date', { mode: 'string' }),
  endDate: date('end_date', { mode: 'string' }),
  /** Shop channel and market codes as chosen so far; null until chosen (required to publish). */
  channel: text('channel'),
  markets: text('markets').array(),
  /** STANDARD or ACCELERATED, as on campaigns. */
  delivery: text('delivery').notNull().default('STANDARD'),
  /** The creator step the advertiser last saved on. */
  step: text('step').notNull().default('settings'),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const campaignDraftProducts = pgTable(
  'campaign_draft_products',
  {
    draftId: uuid('draft_id')
      .notNull()
      .references(() => campaignDrafts.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
  },
  (t) => [primaryKey({ columns: [t.draftId, t.productId] })],
);

// ---- serving: bids, events, statistics ---------------------------------------------------

/** Impressions per UTC hour, all campaigns: the traffic curve pacing learns from (issue #8). */
export const trafficHourly = pgTable('traffic_hourly', {
  /** Start of the hour (date_trunc('hour', occurred_at)). */
  hour: timestamp('hour', { withTimezone: true, mode: 'date' }).primaryKey(),
  impressions: bigint('impressions', { mode: 'number' }).notNull(),
});

/** Impressions per hour not yet rolled up into traffic_hourly (appended by impression batches, moved by the statistics roll-up). */
export const trafficDeltas = pgTable('traffic_deltas', {
  hour: timestamp('hour', { withTimezone: true }).notNull(),
  impressions: bigint('impressions', { mode: 'number' }).notNull(),
});

export const shopApiKeys = pgTable('shop_api_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** SHA-256 of the key, hex. The key itself is shown once. */
  keyHash: text('key_hash').notNull().unique(),
  /** The one shop channel (main channel code or EOBUWIE, never ALL) and market (e.g. PL) this key serves. */
  channel: text('channel').notNull().default('MAIN'),
  market: text('market').notNull().default('PL'),
  /** Set when rotated: the key keeps working until then (the rotation overlap). */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** Set when revoked: the key stops at once. */
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** The key that replaced this one on rotation. */
  replacedBy: uuid('replaced_by'),
  createdAt: createdAt(),
});

/** One row per auction winner: what a click on it costs (GSP price) and whom it bills. */
/**
 * Keys that sign resolved bid ids (docs/serving-scale.md "Resolved bids"): HMAC-SHA256 secrets shared by
 * every serving process through the database. A resolved bid is not stored; its id carries and signs it.
 */
export const servingSigningKeys = pgTable('serving_signing_keys', {
  kid: text('kid').primaryKey(),
  /** 32 random bytes, base64url. */
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

/*
 * The raw event tables are partitioned by month (PARTITION BY RANGE, migration 0016; docs/statistics-scale.md
 * "Raw events: partitions and retention"). Drizzle does not model partitions: the migration creates them, and
 * every unique key includes the partition key (PostgreSQL requires it), chosen so that each stays as strong as
 * before — see each table.
 */

export const impressions = pgTable(
  'impressions',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    /** The shop's event id; unique with bid_day (= per resolved bid's auction day): a repeated event is ignored. */
    eventId: text('event_id').notNull(),
    resolvedBidId: text('resolved_bid_id').notNull(),
    /**
     * Partition key: the Warsaw day of the auction the resolved bid came from (its signed createdAt), a function
     * of resolved_bid_id, so a retried event of the same bid has the same key and lands in the same partition.
     */
    bidDay: date('bid_day', { mode: 'string' }).notNull(),
    campaignId: uuid('campaign_id').notNull(),
    productId: text('product_id').notNull(),
    opaqueUserId: text('opaque_user_id').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** The resolved bid's price per click, grosze (basis of max CPC suggestions: prices of shown winners). */
    price: money('price').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'impressions_pkey', columns: [t.id, t.bidDay] }),
    unique('impressions_event_id_unique').on(t.eventId, t.bidDay),
    index('impressions_bid_idx').on(t.resolvedBidId, t.bidDay),
    index('impressions_product_time_idx').on(t.productId, t.occurredAt),
  ],
);

export const clicks = pgTable(
  'clicks',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    eventId: text('event_id').notNull(),
    /** At most one click per resolved bid is recorded and charged (KEY_MISMATCH clicks, made with another key, do not count). */
    resolvedBidId: text('resolved_bid_id').notNull(),
    /**
     * Partition key: the Warsaw day of the resolved bid's auction (as impressions.bid_day). A function of
     * resolved_bid_id, so unique (resolved_bid_id, bid_day) is exactly as strong as unique resolved_bid_id:
     * the one-charge-per-bid guarantee holds across partitions, also for a click made after midnight or a month's end.
     */
    bidDay: date('bid_day', { mode: 'string' }).notNull(),
    campaignId: uuid('campaign_id').notNull(),
    productId: text('product_id').notNull(),
    opaqueUserId: text('opaque_user_id').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Charged amount, grosze; 0 when not billable. */
    cost: money('cost').notNull(),
    billable: boolean('billable').notNull(),
    /** Why a click was not billable: an invalid-click reason or BUDGET_EXHAUSTED / ACCOUNT_NOT_ACTIVE (domain click-validity.ts). */
    notBillableReason: text('not_billable_reason'),
    /** The resolved bid's rank and the shop API key the click came with (the ledger's record of the bid). */
    rank: integer('rank'),
    keyId: uuid('key_id'),
  },
  (t) => [
    primaryKey({ name: 'clicks_pkey', columns: [t.id, t.bidDay] }),
    unique('clicks_event_id_unique').on(t.eventId, t.bidDay),
    index('clicks_user_product_idx').on(t.opaqueUserId, t.productId, t.occurredAt),
    uniqueIndex('clicks_resolved_bid_uq')
      .on(t.resolvedBidId, t.bidDay)
      .where(sql`not_billable_reason is distinct from 'KEY_MISMATCH'`),
    index('clicks_frequency_idx')
      .on(t.campaignId, t.opaqueUserId, t.day)
      .where(sql`billable`),
    index('clicks_campaign_day_idx').on(t.campaignId, t.day),
  ],
);

export const purchases = pgTable(
  'purchases',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    eventId: text('event_id').notNull(),
    itemIndex: integer('item_index').notNull(),
    productId: text('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** Price per unit, grosze. */
    unitPrice: money('unit_price').notNull(),
    opaqueUserId: text('opaque_user_id').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** Partition key: the Warsaw day of occurredAt. */
    day: date('day', { mode: 'string' }).notNull(),
    /** The campaign credited by attribution (last click within the attribution window), if any. */
    campaignId: uuid('campaign_id'),
    clickId: bigint('click_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ name: 'purchases_pkey', columns: [t.id, t.day] }),
    /** A repeated (event id, item) is skipped; the insert also looks for it on other days (events.repository.ts). */
    uniqueIndex('purchases_event_item_uq').on(t.eventId, t.itemIndex, t.day),
  ],
);

/** The additive sums of every statistics roll-up (counts; money in grosze). */
const statsSums = () => ({
  impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
  clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
  /** Clicks recorded as invalid (domain click-validity.ts); not in `clicks`, never charged. */
  invalidClicks: bigint('invalid_clicks', { mode: 'number' }).notNull().default(0),
  cost: money('cost').notNull().default(0),
  salesCount: bigint('sales_count', { mode: 'number' }).notNull().default(0),
  revenue: money('revenue').notNull().default(0),
});

/** Roll-up per campaign, Warsaw day and product, kept by the statistics roll-up (serving/rollup/rollup-statement.ts). */
export const statsDaily = pgTable(
  'stats_daily',
  {
    campaignId: uuid('campaign_id').notNull(),
    productId: text('product_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...statsSums(),
  },
  // Keyed campaign, day, product: one campaign's rows of a range are one index range (by product, issue #11).
  (t) => [primaryKey({ columns: [t.campaignId, t.day, t.productId] }), index('stats_daily_day_idx').on(t.day)],
);

/**
 * Roll-up per campaign and Warsaw day (docs/statistics-scale.md): the day series, totals and the campaign
 * lists read 1 row per campaign and day instead of one per product. Kept by the statistics roll-up in the
 * same statement as stats_daily; `account_id` is the campaign's, for the account-wide lists.
 */
export const statsCampaignDaily = pgTable(
  'stats_campaign_daily',
  {
    campaignId: uuid('campaign_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    accountId: uuid('account_id').notNull(),
    ...statsSums(),
  },
  // Covering (every column): the campaign lists and account-wide day series are index-only scans of one account's range.
  (t) => [
    primaryKey({ columns: [t.campaignId, t.day] }),
    index('stats_campaign_daily_account_idx').on(
      t.accountId,
      t.day,
      t.campaignId,
      t.impressions,
      t.clicks,
      t.invalidClicks,
      t.cost,
      t.salesCount,
      t.revenue,
    ),
  ],
);

/**
 * Roll-up per campaign, level-3 category (the product's at roll-up time; '' for a product not in the
 * catalogue) and Warsaw day: statistics by category without reading products.
 */
export const statsCategoryDaily = pgTable(
  'stats_category_daily',
  {
    campaignId: uuid('campaign_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    categoryCode: text('category_code').notNull(),
    ...statsSums(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.day, t.categoryCode] })],
);

/** Roll-up per advertiser account and Warsaw day: staff lists (spend this month) and billing's cross-check. */
export const statsAccountDaily = pgTable(
  'stats_account_daily',
  {
    accountId: uuid('account_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...statsSums(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] }), index('stats_account_daily_day_idx').on(t.day)],
);

/**
 * Statistics not yet rolled up (docs/serving-scale.md "Statistics roll-up"): every event batch appends its
 * counts here in its own transaction (no hot rows); the roll-up moves them into stats_daily within seconds
 * with one `DELETE … RETURNING` that adds them up.
 */
export const statsDeltas = pgTable('stats_deltas', {
  campaignId: uuid('campaign_id').notNull(),
  productId: text('product_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  ...statsSums(),
});

// ---- platform --------------------------------------------------------------------------

export const idpSigningKeys = pgTable('idp_signing_keys', {
  kid: text('kid').primaryKey(),
  jwk: jsonb('jwk').notNull(),
  createdAt: createdAt(),
});

export const catalogueImports = pgTable('catalogue_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
  productsRead: integer('products_read').notNull(),
  productsUpserted: integer('products_upserted').notNull(),
  rejected: jsonb('rejected').notNull(),
});

// ---- accounts: terms, invitations, mail, announcements (issue #3) ------------------------

/** Who accepted which version of the terms of service, when (spec §1, §7 accept-terms-of-service). */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Client address as seen by the server, for the record. */
    ip: text('ip'),
  },
  (t) => [index('terms_acceptances_user_idx').on(t.userId)],
);

/** An e-mailed invitation to join an account; the link is valid 7 days (spec §1, §9). */
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
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [index('invitations_account_idx').on(t.accountId), index('invitations_email_idx').on(sql`lower(${t.email})`)],
);

/** Every e-mail the product sent (or failed to send), newest first in the outbox view. */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** SENT or FAILED. */
  status: text('status').notNull(),
  error: text('error'),
  messageId: text('message_id'),
  createdAt: createdAt(),
});

/** Announcements shown in the bar at the top (spec §2, §3): to one account, or to all when account_id is null. */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** INFO, WARNING, ERROR, SUCCESS… (styled by its lower-cased value). */
    type: text('type').notNull(),
    text: text('text').notNull(),
    link: text('link'),
    /**
     * Who sees it (issue #10): ALL accounts, every BRAND or MERCHANT account, or the ACCOUNTS listed
     * in `accountIds` (ids of accounts; a deleted account's id simply matches nothing).
     */
    audience: text('audience').notNull().default('ALL'),
    accountIds: uuid('account_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('announcements_name_lower_uq').on(sql`lower(${t.name})`)],
);

/** Staff audit log of API writes (spec §6 "audit log"); written by every non-GET advertiser and staff call. */
/**
 * What one audited request changed: the fields it set, each with its value before and after
 * (JSON values; money in grosze as numbers, days as their text).
 */
export type AuditFieldChange = { field: string; before: unknown; after: unknown };

/**
 * Audit log of API writes and of staff acting on accounts (spec §6; issue #7). Append-only and
 * hash-chained: `seq` is gap-free (assigned under a transaction-scoped advisory lock), `hash` is the
 * hex sha256 of the entry's canonical form including `prev_hash` (modules/audit/audit-chain.ts).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id'),
    /** The actor's e-mail at the time, so an entry stays readable after the user is deleted. */
    actorEmail: text('actor_email'),
    accountId: uuid('account_id'),
    method: text('method').notNull(),
    url: text('url').notNull(),
    status: integer('status').notNull(),
    /** Staff acting on an account they are not a member of (DESIGN.md "Access"). */
    actingAsStaff: boolean('acting_as_staff').notNull().default(false),
    /** Fastify's request id (also in the server log lines of that request). */
    requestId: text('request_id'),
    /** Fields the request changed, when its route reported them (`recordChanges`). */
    changes: jsonb('changes').$type<AuditFieldChange[]>(),
    /** Position in the hash chain: 1, 2, 3… without gaps (null only for rows older than the chain). */
    seq: bigint('seq', { mode: 'number' }).unique(),
    /** `hash` of the entry with seq - 1 ('' for the first). */
    prevHash: text('prev_hash'),
    /** Hex sha256 over the canonical form of this entry and `prev_hash`. */
    hash: text('hash'),
  },
  (t) => [
    index('audit_log_account_idx').on(t.accountId, t.at),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_user_idx').on(t.userId, t.at),
    index('audit_log_actor_email_idx').on(sql`lower(${t.actorEmail})`, t.at),
  ],
);

/**
 * Head of the audit log's hash chain: one row (id 1), locked `for update` by every insert, so
 * entries are numbered and chained one writer at a time across processes; it also keeps the last
 * seq and hash, so deleting the newest entries shows (modules/audit/audit-chain.ts).
 */
export const auditChainHead = pgTable('audit_chain_head', {
  id: integer('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
});

/**
 * Storage of the embedded OpenID provider (oidc-provider's adapter model): sessions, grants,
 * authorization codes, refresh tokens, interactions. Kept in the database so a restart does not
 * sign everyone out and several server processes share sign-ins.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    /** The oidc-provider model name, e.g. Session, Grant, RefreshToken. */
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

// ---- staff content: media library, static banners, content hub (issue #10) -------------------

/**
 * A checked upload of the media library: only re-encoded pixels are stored (issue #10 item 4).
 * `storageKey` names the object in the store (DATA_DIR/media or the S3 bucket).
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The name the uploader gave (shown and searched, never used to decide the type). */
    originalName: text('original_name').notNull(),
    /** image/png, image/jpeg or image/webp: the re-encoded output's type. */
    mime: text('mime').notNull(),
    ext: text('ext').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('media_files_created_idx').on(t.createdAt)],
);

/**
 * A static banner the shop gets from a banners auction (spec §2 /marops/static-banners, §5: one per
 * placement, channel and market, compared without letter case for the placement).
 */
export const staticBanners = pgTable(
  'static_banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The shop's banner slot (Topsort v2 BannersAuction `slotId`). */
    placement: text('placement').notNull(),
    channel: text('channel').notNull(),
    market: text('market').notNull(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'restrict' }),
    link: text('link'),
    altText: text('alt_text').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('static_banners_place_uq').on(sql`lower(${t.placement})`, t.channel, t.market)],
);

/** An article or guide of the content hub; PUBLISHED ones show in advertisers' Help Center (issue #10 item 3). */
export const contentItems = pgTable(
  'content_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** ARTICLE or GUIDE. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** Markdown; rendered without raw HTML. */
    body: text('body').notNull(),
    /** DRAFT or PUBLISHED. */
    status: text('status').notNull().default('DRAFT'),
    /** ALL, BRAND or MERCHANT accounts. */
    audience: text('audience').notNull().default('ALL'),
    attachmentIds: uuid('attachment_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('content_items_status_idx').on(t.status, t.publishedAt)],
);
// ---- billing (issue #9) -----------------------------------------------------------------

/** Who an account's invoices are made out to (issue #9 "Billing profile"); required to publish a campaign. */
export const billingProfiles = pgTable('billing_profiles', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull(),
  street: text('street').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  /** ISO 3166-1 alpha-2, e.g. PL. */
  countryCode: text('country_code').notNull(),
  /** Normalised: a NIP (10 digits) or an EU VAT id with its country prefix (domain normalizeTaxId). */
  taxId: text('tax_id').notNull(),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Credits of the money ledger: staff refund an invalid or disputed click (one credit per click at
 * most), with a reason. Insert-only (a trigger refuses UPDATE and DELETE). `amount` is the credited
 * grosze, positive (the click's cost).
 */
export const ledgerCredits = pgTable(
  'ledger_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clickId: bigint('click_id', { mode: 'number' }).notNull().unique(),
    accountId: uuid('account_id').notNull(),
    campaignId: uuid('campaign_id').notNull(),
    productId: text('product_id').notNull(),
    /** The click's Warsaw day (its billing month is the credit's). */
    day: date('day', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_credits_account_day_idx').on(t.accountId, t.day)],
);

/**
 * Invoices and correction invoices (issue #9), one INVOICE per account and month. Money columns,
 * parties and numbers never change after insert (a trigger allows only the payment, overdue and
 * e-mail marks to be set); rows are never deleted. Money is grosze, negative on a correction that
 * gives money back.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** INVOICE (FV series) or CORRECTION (KOR series). */
    kind: text('kind').notNull(),
    /** e.g. FV/2026/000001: continuous per series and issue year. */
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    /** Billing month YYYY-MM (Europe/Warsaw). */
    period: text('period').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** PL23 or REVERSE_CHARGE (domain vatTreatment). */
    vatTreatment: text('vat_treatment').notNull(),
    net: money('net').notNull(),
    vat: money('vat').notNull(),
    gross: money('gross').notNull(),
    currency: text('currency').notNull().default('PLN'),
    /** Seller and buyer as they were at issue (name, address, tax id). */
    seller: jsonb('seller').notNull(),
    buyer: jsonb('buyer').notNull(),
    /** The invoice a correction corrects. */
    correctsId: uuid('corrects_id'),
    correctionReason: text('correction_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: uuid('paid_by'),
    overdueAt: timestamp('overdue_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_kind_year_seq_uq').on(t.kind, t.year, t.seq),
    uniqueIndex('invoices_account_period_uq')
      .on(t.accountId, t.period)
      .where(sql`kind = 'INVOICE'`),
    index('invoices_issue_idx').on(t.issueDate),
  ],
);

/** Lines of an invoice: one per campaign (clicks and net grosze). Insert-only. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    lineNo: integer('line_no').notNull(),
    campaignId: uuid('campaign_id').notNull(),
    description: text('description').notNull(),
    /** Charged clicks (credited clicks on a correction). */
    quantity: integer('quantity').notNull(),
    net: money('net').notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.lineNo] })],
);

/** Which invoice or correction took each credit into account (each credit once). Insert-only. */
export const invoiceCredits = pgTable('invoice_credits', {
  creditId: uuid('credit_id')
    .primaryKey()
    .references(() => ledgerCredits.id),
  invoiceId: uuid('invoice_id')
    .notNull()
    .references(() => invoices.id),
});

/** One row per billing month the close ran for: status and figures of the last run (staff screen). */
export const billingCloses = pgTable('billing_closes', {
  period: text('period').primaryKey(),
  /** RUNNING, DONE or FAILED. */
  status: text('status').notNull(),
  runs: integer('runs').notNull().default(1),
  invoicesCreated: integer('invoices_created').notNull().default(0),
  error: text('error'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
