import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns';
import { campaigns } from './campaigns';

/*
 * Keywords of search placements (docs/search-placements.md "Storage"): a published campaign's keywords and
 * negative keywords. `normalized` is the domain's `normalizeKeyword` of `text`; a keyword is unique per
 * campaign, normalised text and match type, so its id survives a list replaced with the same keyword.
 * A draft keeps its lists as JSON on `campaign_drafts` until it is published.
 */

export const campaignKeywords = pgTable(
  'campaign_keywords',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** As the advertiser entered it (trimmed). */
    text: text('text').notNull(),
    normalized: text('normalized').notNull(),
    /** EXACT, PHRASE or BROAD. */
    matchType: text('match_type').notNull(),
    /** Keyword bid, grosze; null = the campaign's max CPC. */
    bid: money('bid'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('campaign_keywords_uq').on(t.campaignId, t.normalized, t.matchType),
    check('campaign_keywords_match_type_ck', sql`${t.matchType} in ('EXACT', 'PHRASE', 'BROAD')`),
    check('campaign_keywords_bid_ck', sql`${t.bid} is null or ${t.bid} > 0`),
  ],
);

export const campaignNegativeKeywords = pgTable(
  'campaign_negative_keywords',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    normalized: text('normalized').notNull(),
    /** EXACT or PHRASE. */
    matchType: text('match_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('campaign_negative_keywords_uq').on(t.campaignId, t.normalized, t.matchType),
    check('campaign_negative_keywords_match_type_ck', sql`${t.matchType} in ('EXACT', 'PHRASE')`),
  ],
);
