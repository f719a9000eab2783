import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/*
 * Terms of service: the published versions and who accepted which (docs/requirements.md §1, §2 terms
 * dialog, §5 terms ticked at account creation and ordering).
 */

/**
 * Published terms versions, numbered 1, 2, 3…; version 1 (the terms effective 1 August 2023) is seeded
 * by the migration. The version in force is the newest with takes_effect_at <= now (domain
 * `termsVersionInForce`). Never updated or deleted once published (a trigger refuses it).
 */
export const termsVersions = pgTable(
  'terms_versions',
  {
    version: integer('version').primaryKey(),
    /** Markdown text (headings and paragraphs); `{{company.name}}`-style placeholders are filled by the server. */
    text: text('text').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** A Europe/Warsaw day start, at least 7 days after published_at (domain `termsPublicationIssues`). */
    takesEffectAt: timestamp('takes_effect_at', { withTimezone: true }).notNull(),
    /** The staff user who published it; null for the seeded version 1. */
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('terms_versions_version_positive', sql`${t.version} > 0`), index('terms_versions_effect_idx').on(t.takesEffectAt)],
);

/** Who accepted which version of the terms of service, when (docs/requirements.md §1, §7 accept-terms-of-service). */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version')
      .notNull()
      .references(() => termsVersions.version),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Client address as seen by the server, for the record. */
    ip: text('ip'),
  },
  (t) => [index('terms_acceptances_user_idx').on(t.userId)],
);
