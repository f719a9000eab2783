import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/* Announcements shown to advertisers. */

/** Announcements shown in the bar at the top (docs/requirements.md §2, §3): to one account, or to all when account_id is null. */
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
     * Who sees it: ALL accounts, every BRAND or MERCHANT account, or the ACCOUNTS listed
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
