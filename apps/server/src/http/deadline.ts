import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from './problem';
/**
 * Deadlines of the serving API (docs/serving-trust.md "Deadlines"): a shop waits a bounded time whatever the
 * database does, and a failure the shop should simply retry is told apart from a bug.
 */

/** The work did not finish within its deadline. */
export class DeadlineExceeded extends Error {
  constructor(readonly ms: number) {
    super(`deadline of ${ms} ms exceeded`);
  }
}

/**
 * Runs `work` with a deadline of `ms`. When it is not done in time: aborts the signal handed to it
 * (work checks it between steps and starts nothing new) and rejects with {@link DeadlineExceeded}.
 * The work itself cannot be cut short (a statement already sent runs on; the pool's own timeouts end
 * it), so its late outcome goes to `onLate` instead of being an unhandled rejection.
 */
export async function withDeadline<T>(
  ms: number,
  work: (signal: AbortSignal) => Promise<T>,
  onLate: (error: unknown) => void = () => undefined,
): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const running = work(controller.signal);
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(new DeadlineExceeded(ms));
      running.catch(onLate);
      reject(new DeadlineExceeded(ms));
    }, ms);
  });
  try {
    return await Promise.race([running, expired]);
  } finally {
    clearTimeout(timer);
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

/**
 * Answers 503 ServiceUnavailableException with Retry-After: nothing of the request was acknowledged,
 * so sending it again is safe.
 */
export function sendUnavailable(request: FastifyRequest, reply: FastifyReply, detail: string) {
  return sendProblem(reply.header('retry-after', String(RETRY_AFTER_S)), request, {
    type: 'ServiceUnavailableException',
    title: 'Service temporarily unavailable',
    status: 503,
    detail,
  });
}
