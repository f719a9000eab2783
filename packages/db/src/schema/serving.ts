import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/* Serving: the keys signing resolved bids and the traffic curve pacing learns from. */

/** Impressions per UTC hour, all campaigns: the traffic curve pacing learns from. */
export const trafficHourly = pgTable('traffic_hourly', {
  /** Start of the hour (date_trunc('hour', occurred_at)). */
  hour: timestamp('hour', { withTimezone: true, mode: 'date' }).primaryKey(),
  impressions: bigint('impressions', { mode: 'number' }).notNull(),
});

/** Impressions per hour not yet rolled up into traffic_hourly (appended by impression batches, moved by the statistics roll-up). */
export const trafficDeltas = pgTable('traffic_deltas', {
  hour: timestamp('hour', { withTimezone: true }).notNull(),
  impressions: bigint('impressions', { mode: 'number' }).notNull(),
});

/**
 * Keys that sign resolved bid ids (docs/serving-scale.md "Resolved bids"): HMAC-SHA256 secrets shared by
 * every serving process through the database. A resolved bid is not stored; its id carries and signs it.
 */
export const servingSigningKeys = pgTable('serving_signing_keys', {
  kid: text('kid').primaryKey(),
  /** 32 random bytes, base64url. */
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});
