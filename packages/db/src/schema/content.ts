import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/* Articles and guides of the content hub. */

/** An article or guide of the content hub; PUBLISHED ones show in advertisers' Help Center. */
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
