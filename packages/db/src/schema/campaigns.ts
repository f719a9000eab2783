import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { money, createdAt, updatedAt } from './columns';
import { accounts } from './accounts';
import { products } from './catalogue';

/* Campaigns and campaign drafts with their products. */

/** A draft's keyword (domain `NormalizedKeyword`): bid in grosze or null. */
export interface DraftKeyword {
  text: string;
  normalized: string;
  matchType: 'EXACT' | 'PHRASE' | 'BROAD';
  bid: number | null;
}

/** A draft's negative keyword (domain `NormalizedNegativeKeyword`). */
export interface DraftNegativeKeyword {
  text: string;
  normalized: string;
  matchType: 'EXACT' | 'PHRASE';
}

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
    /** Charged clicks over the campaign's life, grosze; only grows (trigger campaigns_spend_only_grows, migration 0022). */
    spentTotal: money('spent_total').notNull().default(0),
    /** Charged on spend_day (a Warsaw day), grosze. */
    spentToday: money('spent_today').notNull().default(0),
    spendDay: date('spend_day', { mode: 'string' }),
    /** Shop channel: the main channel's code (PRODUCT_CHANNEL_CODE, default MAIN), EOBUWIE or ALL (docs/requirements.md §1, §5). */
    channel: text('channel').notNull().default('MAIN'),
    /** Market codes (e.g. PL), non-empty; an auction must come from a key of one of them. */
    markets: text('markets')
      .array()
      .notNull()
      .default(sql`'{PL}'::text[]`),
    /** STANDARD (daily budget spread over the Warsaw day by pacing) or ACCELERATED (as fast as possible); docs/serving-scale.md "Pacing". */
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
  /**
   * Keywords and negative keywords as chosen so far (docs/search-placements.md "Storage"), already validated and
   * normalised by the domain; copied to campaign_keywords / campaign_negative_keywords when published.
   */
  keywords: jsonb('keywords').$type<DraftKeyword[]>().notNull().default([]),
  negativeKeywords: jsonb('negative_keywords').$type<DraftNegativeKeyword[]>().notNull().default([]),
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
