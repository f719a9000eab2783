import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { money } from './columns';

/* Raw serving events: impressions, clicks and purchases. */

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
    /** The auction's price per click carried in the resolved bid, grosze (= cost when charged); null before it was kept. */
    price: money('price'),
    /** The winning campaign's max CPC at the auction, grosze (docs/auction.md: price ≤ max CPC); null before it was kept. */
    maxCpc: money('max_cpc'),
    /**
     * A search auction's bid: the campaign keyword that bid and the search term (domain `searchTermOf`), so a
     * purchase credited to this click counts under them (docs/search-placements.md "Search-term report"); null otherwise.
     */
    keywordId: uuid('keyword_id'),
    searchTerm: text('search_term'),
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
