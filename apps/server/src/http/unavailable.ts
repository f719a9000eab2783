/**
 * Errors that mean "the database is unavailable or too slow now, send the request again later" (RFC 9110 §15.6.4
 * 503 Service Unavailable) rather than a bug (docs/serving-trust.md "Deadlines"). No imports: the problem handler
 * and the deadlines both use it.
 */

/** The work did not finish within its deadline. */
export class DeadlineExceeded extends Error {
  constructor(readonly ms: number) {
    super(`deadline of ${ms} ms exceeded`);
  }
}

/**
 * Socket errors of a database that cannot be reached now (Linux errno names; ENETUNREACH/ENETDOWN: the host's
 * link or route to it is down, EHOSTDOWN, EAI_AGAIN: a temporary DNS failure), and SQLSTATEs worth a retry.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
  '40001',
  '40P01',
]);
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Query read timeout|Connection terminated|Client has encountered a connection error/i;

/**
 * Whether `error` means "the database is unavailable or too slow now, retry later" rather than a bug:
 * a deadline, node-postgres connect/read timeouts and lost connections, and PostgreSQL SQLSTATE
 * classes 08 (connection exception), 53 (insufficient resources), 57 (operator intervention,
 * e.g. 57014 statement_timeout), 40001/40P01 (serialization failure, deadlock). Follows `cause`
 * (Drizzle wraps driver errors in DrizzleQueryError).
 */
export function isUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof DeadlineExceeded) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^(08|53|57)/.test(code))) return true;
    if (UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** Seconds a client is asked to wait before retrying a request the database could not serve (RFC 9110 §10.2.3). */
export const RETRY_AFTER_S = 5;
