import type { FastifyRequest } from 'fastify';
import type { AuditFieldChange } from '@ads/db';
import { canonicalJson } from './audit-chain';

declare module 'fastify' {
  interface FastifyRequest {
    /** What this request changed, for its audit entry (set through {@link recordChanges}). */
    auditChanges: AuditFieldChange[] | null;
    /** The advertiser account this request acted on when it is not the `account-id` header's (staff routes); see {@link auditAccount}. */
    auditAccountId: string | null;
  }
}

/**
 * Names the advertiser account a request acted on, for its audit entry, when the account is in the
 * path or was just created rather than in the `account-id` header (e.g. POST /marops/accounts,
 * POST /marops/accounts/{id}/suspend), so staff find those actions by account.
 */
export function auditAccount(request: FastifyRequest, accountId: string): void {
  request.auditAccountId = accountId;
}

/**
 * Reports what a service call changed: the object before and after, optionally the fields to compare
 * (default: every key of either) and the subject (the id of the object changed, when one request
 * changes several). Services take it as an optional last argument and call it once the change is
 * stored; it knows nothing of HTTP.
 */
export type ChangeRecorder = (before: object, after: object, fields?: readonly string[], subject?: string) => void;

/**
 * As JSON would store it: undefined dropped, Dates as ISO text, NUL characters (which jsonb
 * refuses) replaced by U+FFFD — so the hash of an entry is the same before and after a round trip.
 */
export function jsonValue(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value, (_k, v: unknown) => (typeof v === 'string' ? v.replaceAll('\u0000', '\uFFFD') : v)) ?? 'null');
}

/**
 * The fields whose values differ between `before` and `after` (compared as canonical JSON), in the
 * order of `fields`, each as {field, before, after} with JSON values (null for absent), and `subject`
 * when given.
 */
export function diffFields(before: object, after: object, fields?: readonly string[], subject?: string): AuditFieldChange[] {
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  const keys = fields ?? [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const changes: AuditFieldChange[] = [];
  for (const field of keys) {
    const was = jsonValue(b[field]);
    const now = jsonValue(a[field]);
    if (canonicalJson(was) !== canonicalJson(now)) changes.push(subject ? { field, before: was, after: now, subject } : { field, before: was, after: now });
  }
  return changes;
}

/**
 * A {@link ChangeRecorder} that adds the changed fields to this request's audit entry (several
 * calls add up). Usage in a route: `service.update(…, recordChanges(request))`.
 */
export function recordChanges(request: FastifyRequest): ChangeRecorder {
  return (before, after, fields, subject) => {
    const changes = diffFields(before, after, fields, subject);
    if (changes.length) request.auditChanges = [...(request.auditChanges ?? []), ...changes];
  };
}
