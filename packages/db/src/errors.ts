/**
 * PostgreSQL errors as both drivers report them: node-postgres puts the SQLSTATE in `code`, Drizzle
 * wraps driver errors and keeps the original in `cause` (PGlite throws the same shape).
 */

/** The SQLSTATE of a database error (https://www.postgresql.org/docs/current/errcodes-appendix.html), or undefined. */
export function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null | undefined;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A unique-constraint violation (SQLSTATE 23505): the caller answers with its resource's "taken" error. */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === '23505';
}

/** A foreign-key violation (SQLSTATE 23503): the row refers to something that does not exist. */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgErrorCode(error) === '23503';
}
