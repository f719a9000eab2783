import { bigint, date, index, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { money } from './columns';

/* Statistics roll-ups of the serving events and the not yet rolled up deltas. */

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
  // Keyed campaign, day, product: one campaign's rows of a range are one index range (by product).
  (t) => [primaryKey({ columns: [t.campaignId, t.day, t.productId] }), index('stats_daily_day_idx').on(t.day)],
);

/**
 * Roll-up per product and Warsaw day over every campaign (docs/serving-scale.md "Ad index updates"): the ad
 * index's pCTR inputs. Reading one product's 30-day window is ≤ 30 rows of one index range, whatever the
 * number of campaigns that advertised it, so re-reading a campaign after an edit does not re-sum stats_daily.
 * Kept by the statistics roll-up in the same statement as stats_daily.
 */
export const statsProductDaily = pgTable(
  'stats_product_daily',
  {
    productId: text('product_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...statsSums(),
  },
  // Covering for the ad index: a product's window is an index-only scan (no heap page per day).
  (t) => [
    primaryKey({ columns: [t.productId, t.day] }),
    index('stats_product_daily_ctr_idx').on(t.productId, t.day, t.impressions, t.clicks),
  ],
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
 * with one `DELETE … RETURNING` that adds them up. Never negative (CHECK stats_deltas_not_negative), and the
 * roll-ups only grow (trigger stats_only_grow): both from migration 0022, docs/operations.md "Database roles".
 */
export const statsDeltas = pgTable('stats_deltas', {
  campaignId: uuid('campaign_id').notNull(),
  productId: text('product_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  /** A search auction's keyword and search term (docs/search-placements.md "Search-term report"); null otherwise. */
  keywordId: uuid('keyword_id'),
  searchTerm: text('search_term'),
  ...statsSums(),
});

/**
 * Roll-up per campaign, Warsaw day, keyword and search term (domain `searchTermOf`): the search-term report
 * (docs/search-placements.md "Search-term report"). Only events of search auctions count here. `keyword_id` is
 * null for a bid without one; the key treats nulls as equal (NULLS NOT DISTINCT, PostgreSQL 15).
 */
export const statsSearchTermsDaily = pgTable(
  'stats_search_terms_daily',
  {
    campaignId: uuid('campaign_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    keywordId: uuid('keyword_id'),
    searchTerm: text('search_term').notNull(),
    ...statsSums(),
  },
  (t) => [unique('stats_search_terms_daily_key').on(t.campaignId, t.day, t.keywordId, t.searchTerm).nullsNotDistinct()],
);

/**
 * Roll-up per account, Warsaw day and search term: stats_search_terms_daily summed over the account's campaigns and
 * keywords (docs/statistics-scale.md "Search terms"). Answers the search-term report when the campaigns are every
 * campaign of the account; kept by the same roll-up statement, only grows like the others.
 */
export const statsSearchTermsAccountDaily = pgTable(
  'stats_search_terms_account_daily',
  {
    accountId: uuid('account_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    searchTerm: text('search_term').notNull(),
    ...statsSums(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day, t.searchTerm] })],
);
