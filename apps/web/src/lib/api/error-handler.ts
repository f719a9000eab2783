import { ERROR_CATALOGUE, isCatalogueType } from '@ads/domain';
import { reportError } from '../error-reporting/error-reporting';
import { toast } from '../toast/toast-store';
import { ApiError, notificationFor } from './errors';

/** docs/requirements.md §9: "message timeout 10 s in the shared error handling". */
export const ERROR_TOAST_TIMEOUT_MS = 10_000;

/**
 * True when `error` goes to the error-reporting service (docs/requirements.md §8): catalogue types marked (R),
 * unknown types (including 'Unknown response error' and 'Request error'), other network errors and
 * anything that is not an ApiError. Never: aborted requests, failed fetches, and any 403 — docs/requirements.md §6
 * ("A 403 response is not reported") wins over the (R) mark of ResourceForbiddenException and
 * OperationNotAllowedForAccountException, which are 403s.
 */
export function shouldReport(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.kind === 'aborted' || error.kind === 'network') return false;
  if (error.status === 403) return false;
  if (isCatalogueType(error.type)) return ERROR_CATALOGUE[error.type].report;
  return true;
}

/**
 * The shared error handler of API calls (docs/requirements.md §8): logs to the console outside production, reports
 * what must be reported, and shows the message as one ERROR toast (nothing for aborted calls and
 * failed fetches). Calls with `withErrorHandler: false` (or queries with `meta.silentErrors`) skip it.
 */
export function notifyError(error: unknown): void {
  if (import.meta.env.DEV) console.error(error);
  if (shouldReport(error)) {
    const extra = error instanceof ApiError ? { problem: error.problem, kind: error.kind } : {};
    reportError(error, extra);
  }
  const message = notificationFor(error);
  if (message !== null) toast.error(message, { timeout: ERROR_TOAST_TIMEOUT_MS });
}
