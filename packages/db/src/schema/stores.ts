import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/* The shops (stores) merchants sell in. */

export const stores = pgTable('stores', {
  id: uuid('id').primaryKey().defaultRandom(),
  externalId: text('external_id').notNull().unique(),
  name: text('name').notNull(),
  /** Shop channel the store sells in: MAIN ({product}) or EOBUWIE. */
  channel: text('channel').notNull(),
  /** Market codes the store sells in (e.g. {PL}); replaced the single `market` column (migration stores_admin). */
  markets: text('markets')
    .array()
    .notNull()
    .default(sql`'{PL}'::text[]`),
  /** The shop's domain, lower case, e.g. www.example.pl (null for stores made before staff editing). */
  domain: text('domain'),
  /** Optimistic-concurrency version, sent as the ETag of GET/PUT /marops/stores/{id}. */
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
