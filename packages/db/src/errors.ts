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

/**
 * Runs a write and, when it fails with a database error whose SQLSTATE `errors` names (e.g. `'23505'`),
 * throws the error made for that code instead (the caller's "taken" or "not found" error); anything
 * else is rethrown as is.
 */
export async function withPgErrors<T>(write: () => Promise<T>, errors: Readonly<Record<string, () => Error>>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = pgErrorCode(error);
    throw code !== undefined && Object.hasOwn(errors, code) ? errors[code]!() : error;
  }
}
