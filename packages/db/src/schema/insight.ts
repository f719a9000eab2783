import { bigint, date, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { money } from './columns';

/* Auction insight and the bid simulator's landscape (docs/auction-insight.md). */

const count = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * Auctions per campaign, product, Warsaw day and Warsaw hour of the day (0–23): eligible, won and lost by
 * reason (domain auction-insight.ts), counted in memory by the serving process and added here by its
 * periodic flush (serving/insight/insight-flush.ts). `outbid_gap` sums, over the auctions lost as OUTBID,
 * the max CPC increase that would have won each (grosze). `landscape` is the needed-CPC histogram of the
 * auctions the pair took part in (domain bid-landscape.ts, LANDSCAPE_BUCKETS counts).
 */
export const auctionInsightHourly = pgTable(
  'auction_insight_hourly',
  {
    campaignId: uuid('campaign_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    productId: text('product_id').notNull(),
    eligible: count('eligible'),
    won: count('won'),
    outbid: count('outbid'),
    outbidGap: money('outbid_gap').notNull().default(0),
    paced: count('paced'),
    dailyBudget: count('daily_budget'),
    totalBudget: count('total_budget'),
    outOfStock: count('out_of_stock'),
    accountState: count('account_state'),
    placeNotServed: count('place_not_served'),
    keywordNotMatched: count('keyword_not_matched'),
    landscape: integer('landscape').array().notNull(),
  },
  // One campaign's range of days is one index range.
  (t) => [primaryKey({ columns: [t.campaignId, t.day, t.hour, t.productId] })],
);

/**
 * Search auctions per campaign, keyword, Warsaw day and Warsaw hour of the day (0–23): the keyword's bids (one
 * per product it bid on in an auction), those that won a slot, and their needed-CPC histogram (domain bid-landscape.ts,
 * LANDSCAPE_BUCKETS counts) — the keyword bid simulator's landscape (docs/auction-insight.md "Keyword bids").
 * Counted in memory by the serving process (serving/insight/keyword-insight-counters.ts) and added here by
 * the same periodic flush as auction_insight_hourly. No foreign key: a deleted keyword's rows are simply never read again.
 */
export const keywordInsightHourly = pgTable(
  'keyword_insight_hourly',
  {
    campaignId: uuid('campaign_id').notNull(),
    keywordId: uuid('keyword_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    bids: count('bids'),
    won: count('won'),
    landscape: integer('landscape').array().notNull(),
  },
  // One keyword's range of days is one index range.
  (t) => [primaryKey({ columns: [t.campaignId, t.keywordId, t.day, t.hour] })],
);
