import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/* API keys of the shops calling the serving API. */

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
