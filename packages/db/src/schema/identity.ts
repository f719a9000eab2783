import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/* Users of the portal and the embedded OpenID provider's keys and storage (terms acceptances: ./terms.ts). */

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** scrypt hash for the embedded identity provider; null for users of an external Keycloak. */
    passwordHash: text('password_hash'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The newest terms version the user accepted (terms_versions.version); history in terms_acceptances. */
    termsAcceptedVersion: integer('terms_accepted_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** Set when staff disable the user: their tokens answer 401 from the next call on. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * The language the user chose for the web app and their e-mails ('en' or 'pl'); null until they
     * choose (English then). docs/conventions.md "The web app".
     */
    language: text('language'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    check('users_language_ck', sql`${t.language} in ('en', 'pl')`),
  ],
);

export const idpSigningKeys = pgTable('idp_signing_keys', {
  kid: text('kid').primaryKey(),
  jwk: jsonb('jwk').notNull(),
  createdAt: createdAt(),
});

/**
 * Storage of the embedded OpenID provider (oidc-provider's adapter model): sessions, grants,
 * authorization codes, refresh tokens, interactions. Kept in the database so a restart does not
 * sign everyone out and several server processes share sign-ins.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    /** The oidc-provider model name, e.g. Session, Grant, RefreshToken. */
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);
