import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { mediaFiles } from './media';

/* Static banners served by banners auctions. */

/**
 * A static banner the shop gets from a banners auction (docs/requirements.md §2 /marops/static-banners, §5: one per
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
