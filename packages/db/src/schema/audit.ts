import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/* The hash-chained audit log. */

/** Staff audit log of API writes (docs/requirements.md §6 "audit log"); written by every non-GET advertiser and staff call. */
/**
 * What one audited request changed: the fields it set, each with its value before and after
 * (JSON values; money in grosze as numbers, days as their text).
 */
/**
 * One changed field of an audit entry. `subject` names the object (e.g. a campaign id) when one request
 * changed several objects (PUT /campaigns/user-status); absent when the request's path names the object.
 */
export type AuditFieldChange = { field: string; before: unknown; after: unknown; subject?: string };

/**
 * Audit log of API writes and of staff acting on accounts (docs/requirements.md §6). Append-only (a
 * trigger refuses UPDATE, DELETE and TRUNCATE) and hash-chained: `seq` is gap-free (assigned under the
 * chain-head row lock), `hash` is the hex HMAC-SHA256 of the entry's canonical form including
 * `prev_hash` (modules/audit/audit-chain.ts).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id'),
    /** The actor's e-mail at the time, so an entry stays readable after the user is deleted. */
    actorEmail: text('actor_email'),
    accountId: uuid('account_id'),
    method: text('method').notNull(),
    url: text('url').notNull(),
    status: integer('status').notNull(),
    /** Staff acting on an account they are not a member of (docs/architecture.md "Plugins and access"). */
    actingAsStaff: boolean('acting_as_staff').notNull().default(false),
    /** Fastify's request id (also in the server log lines of that request). */
    requestId: text('request_id'),
    /** Fields the request changed, when its route reported them (`recordChanges`). */
    changes: jsonb('changes').$type<AuditFieldChange[]>(),
    /** Position in the hash chain: 1, 2, 3… without gaps; every row has one (docs/architecture.md "Audit log"). */
    seq: bigint('seq', { mode: 'number' }).notNull().unique(),
    /** `hash` of the entry with seq - 1 ('' for the first). */
    prevHash: text('prev_hash').notNull(),
    /** Hex HMAC-SHA256, keyed with AUDIT_HMAC_KEY, over the canonical form of this entry and `prev_hash`. */
    hash: text('hash').notNull(),
  },
  (t) => [
    index('audit_log_account_idx').on(t.accountId, t.at),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_user_idx').on(t.userId, t.at),
    index('audit_log_actor_email_idx').on(sql`lower(${t.actorEmail})`, t.at),
  ],
);

/**
 * Head of the audit log's hash chain: one row (id 1), locked `for update` by every insert, so
 * entries are numbered and chained one writer at a time across processes; it also keeps the last
 * seq and hash, so deleting the newest entries shows (modules/audit/audit-chain.ts).
 */
export const auditChainHead = pgTable('audit_chain_head', {
  id: integer('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
});
