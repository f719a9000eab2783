/**
 * Resource ids are UUIDs (docs/requirements.md §5 "UUID: version 4 format"; RFC 9562). One check for
 * the server, the web app and the SQL guards, so no module writes the pattern again.
 */

/** Any RFC 9562 UUID in its 36-character text form, either letter case, no braces or URN. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A version-4 UUID (RFC 9562 §5.4): the form every id the product issues has. */
export const UUID_V4_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** True when `value` is a UUID text PostgreSQL's `uuid` type accepts in the canonical form. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** True when `value` is a version-4 UUID (see {@link UUID_V4_PATTERN}). */
export function isUuidV4(value: unknown): value is string {
  return typeof value === 'string' && UUID_V4_PATTERN.test(value);
}
