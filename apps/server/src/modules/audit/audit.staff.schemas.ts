import { Type, type Static } from '@sinclair/typebox';
import { nullable } from '../../http/schema';
import { pageSchema } from '../../http/page';

/** Refuses U+0000, which PostgreSQL text cannot hold (it would be a 500, not a 400). */
const NO_NUL = '^[^\\u0000]*$';

/** HTTP methods the log records (reads only when staff act on an account). */
export const AUDIT_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Filters of the audit log search (docs/requirements.md §7 `POST /marops/search-audit-log {accountId,
 * urlContains}`); every one optional, all combined with AND. Days are Europe/Warsaw calendar days,
 * both ends included.
 */
export const AuditFilterProperties = {
  accountId: Type.Optional(Type.String({ format: 'uuid', description: 'The account-id the request carried' })),
  urlContains: Type.Optional(
    Type.String({ minLength: 1, maxLength: 200, pattern: NO_NUL, description: 'Part of the URL (path and query), case-insensitive' }),
  ),
  from: Type.Optional(Type.String({ format: 'date', description: 'First Europe/Warsaw day, included (YYYY-MM-DD)' })),
  to: Type.Optional(Type.String({ format: 'date', description: 'Last Europe/Warsaw day, included (YYYY-MM-DD)' })),
  actorId: Type.Optional(Type.String({ format: 'uuid', description: 'User id of the actor' })),
  actorEmail: Type.Optional(
    Type.String({ minLength: 1, maxLength: 320, pattern: NO_NUL, description: 'E-mail of the actor, exact, case-insensitive' }),
  ),
  method: Type.Optional(Type.Union(AUDIT_METHODS.map((m) => Type.Literal(m)))),
  actingAsStaff: Type.Optional(Type.Boolean({ description: 'Only staff acting on an account (true) or only the rest (false)' })),
};

export const AuditSearchSchema = Type.Object(
  {
    ...AuditFilterProperties,
    page: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
    size: Type.Integer({ minimum: 1, maximum: 200, default: 20 }),
  },
  { additionalProperties: false },
);
export type AuditSearch = Static<typeof AuditSearchSchema>;

/** Query of GET /marops/audit-log.csv: the same filters, no paging. */
export const AuditCsvQuerySchema = Type.Object(AuditFilterProperties, { additionalProperties: false });
export type AuditFilter = Static<typeof AuditCsvQuerySchema>;

export const AuditFieldChangeSchema = Type.Object({
  field: Type.String(),
  before: Type.Unknown({ description: 'JSON value before the request' }),
  after: Type.Unknown({ description: 'JSON value after the request' }),
});

export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  seq: nullable(Type.Integer({ description: 'Position in the hash chain (null: written before the chain existed)' })),
  at: Type.String({ format: 'date-time' }),
  userId: nullable(Type.String({ format: 'uuid' })),
  actorEmail: nullable(Type.String()),
  accountId: nullable(Type.String({ format: 'uuid' })),
  actingAsStaff: Type.Boolean(),
  method: Type.String(),
  url: Type.String(),
  status: Type.Integer(),
  requestId: nullable(Type.String()),
  changes: nullable(Type.Array(AuditFieldChangeSchema)),
  hash: nullable(Type.String({ description: 'Hex sha256 of the entry in the chain' })),
});
export type AuditEntryView = Static<typeof AuditEntrySchema>;

export const AuditPageSchema = pageSchema(AuditEntrySchema);
export type AuditPage = Static<typeof AuditPageSchema>;
