import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { accounts } from './accounts';
import { users } from './identity';

/* Notifications of advertisers: in-app and by e-mail, per-user preferences per kind (docs/notifications.md). */

/**
 * One notice to one user about one event of an ad account. `(user_id, kind, event_key)` is unique: the
 * same event emitted twice, retried by the job queue or by two processes at once produces one row (the
 * insert that wins the race is the one that also sends the e-mail).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** One of `NOTIFICATION_KINDS` in @ads/domain. */
    kind: text('kind').notNull(),
    /** What identifies the event within its kind, e.g. `<campaignId>:<Warsaw day>` for a daily budget. */
    eventKey: text('event_key').notNull(),
    /** Values the texts are built from (campaign name, invoice number, amounts in grosze…). */
    payload: jsonb('payload').$type<Record<string, string | number | null>>().notNull(),
    /** Path of the web screen that explains it, e.g. `/campaigns/<id>`. */
    linkPath: text('link_path').notNull(),
    /** Shown in the user's notification centre (their in-app preference when it was made). */
    inApp: boolean('in_app').notNull().default(true),
    /** Whether an e-mail went out for it (the user's preference at the time). */
    emailed: boolean('emailed').notNull().default(false),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_user_kind_event_uq').on(t.userId, t.kind, t.eventKey),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_account_created_idx').on(t.accountId, t.createdAt),
  ],
);

/** A user's choice for one kind; a missing row means both channels on (the default). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    inApp: boolean('in_app').notNull().default(true),
    email: boolean('email').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
