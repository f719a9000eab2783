import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from './problem';
import { DeadlineExceeded, RETRY_AFTER_S } from './unavailable';

export { DeadlineExceeded, isUnavailable, RETRY_AFTER_S } from './unavailable';
/**
 * Deadlines of the serving API (docs/serving-trust.md "Deadlines"): a shop waits a bounded time whatever the
 * database does, and a failure the shop should simply retry is told apart from a bug.
 */

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
