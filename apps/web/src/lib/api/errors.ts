import { DEFAULT_ERROR_MESSAGE, ERROR_CATALOGUE, FIELD_DETAILS, isCatalogueType } from '@ads/domain';
import { i18n } from '../i18n/i18n';
import type { StaffActingMode } from './staff-acting';
import type { ProblemDetails } from './types';

/** `type` of an error response whose body has no `type` (docs/requirements.md §8). */
export const UNKNOWN_RESPONSE_ERROR = 'Unknown response error';
/** `type` of an error response without a body (docs/requirements.md §8). */
export const REQUEST_ERROR = 'Request error';

/**
 * An API call that did not succeed. `problem` is the RFC 9457 body, or one synthesised per docs/requirements.md §3
 * ("falls back to the request error's name, status and message"). `message` is what the user sees,
 * chosen by `problem.type` from docs/requirements.md §8 catalogue — never by matching message text.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly problem: ProblemDetails,
    readonly kind: 'response' | 'aborted' | 'network',
    /** The `acting-as-staff` mode the refused call was sent with (staff-acting.ts), when staff acted. */
    readonly staffMode: StaffActingMode | null = null,
  ) {
    super(problemMessage(problem));
  }

  /**
   * True when the server refused a change because staff act on the account in `read` mode: the access layer answers
   * `AccessForbiddenException` (403) to a write sent with `acting-as-staff: read` (docs/architecture.md "Plugins and
   * access"). Told apart from a plain "no access" by the mode the call was sent with, not by the message text.
   */
  get isStaffReadOnlyRefusal(): boolean {
    return this.staffMode === 'read' && this.status === 403 && this.type === 'AccessForbiddenException';
  }

  get status(): number {
    return this.problem.status;
  }

  /** Server's field name for the error (e.g. END_DATE, maxCpc), when it names one. */
  get field(): string | undefined {
    return this.problem.field;
  }

  get type(): string {
    return this.problem.type;
  }
}

function isProblem(body: unknown): body is ProblemDetails {
  return typeof body === 'object' && body !== null && typeof (body as { type?: unknown }).type === 'string';
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The user-facing message for a problem (docs/requirements.md §8): the catalogue message for a known `type`, with the
 * field-specific detail appended when `field` matches; else `detail` when present; else the default.
 */
export function problemMessage(problem: Pick<ProblemDetails, 'type' | 'detail' | 'field'>): string {
  if (isCatalogueType(problem.type)) {
    const base = ERROR_CATALOGUE[problem.type].message;
    const extra = problem.field ? FIELD_DETAILS[problem.type]?.[problem.field] : undefined;
    return extra ? `${base}: ${extra}` : base;
  }
  return optionalString(problem.detail) ?? DEFAULT_ERROR_MESSAGE;
}

/**
 * Builds the ApiError of an HTTP error response from its (possibly empty or non-problem) body; `staffMode` is the
 * `acting-as-staff` header the call was sent with, if any.
 */
export function errorFromResponse(
  response: Pick<Response, 'status' | 'statusText'>,
  body: unknown,
  staffMode: StaffActingMode | null = null,
): ApiError {
  if (isProblem(body)) {
    return new ApiError({ ...body, status: typeof body.status === 'number' ? body.status : response.status }, 'response', staffMode);
  }
  const hasBody = body !== undefined && body !== null && body !== '';
  const problem: ProblemDetails = {
    type: hasBody ? UNKNOWN_RESPONSE_ERROR : REQUEST_ERROR,
    title: response.statusText || (hasBody ? UNKNOWN_RESPONSE_ERROR : REQUEST_ERROR),
    status: response.status,
  };
  const detail = typeof body === 'object' && body !== null ? optionalString((body as { detail?: unknown }).detail) : undefined;
  if (detail) problem.detail = detail;
  return new ApiError(problem, 'response', staffMode);
}

/** Builds the ApiError of a request that threw before a response arrived (abort, failed fetch, other). */
export function errorFromThrown(thrown: unknown): ApiError {
  if (thrown instanceof ApiError) return thrown;
  // DOMException (AbortError) is not an Error subclass in every environment: read name and message by shape.
  const shaped = typeof thrown === 'object' && thrown !== null ? (thrown as { name?: unknown; message?: unknown }) : {};
  const name = typeof shaped.name === 'string' ? shaped.name : 'Error';
  const message = typeof shaped.message === 'string' ? shaped.message : String(thrown);
  const problem: ProblemDetails = { type: name, title: message, status: 0 };
  if (name === 'AbortError') return new ApiError(problem, 'aborted');
  // fetch() rejects with a TypeError when the network is unreachable ("Failed to fetch").
  if (thrown instanceof TypeError) return new ApiError(problem, 'network');
  return new ApiError({ ...problem, type: REQUEST_ERROR }, 'response');
}

/**
 * What the toast facade should show for `error`, or null for nothing (docs/requirements.md §8: aborted requests and
 * failed fetches show no message; anything that is not an ApiError shows the default message). A change refused
 * because staff act read-only says to switch to edit mode rather than "No access to the advertising account."
 */
export function notificationFor(error: unknown): string | null {
  if (!(error instanceof ApiError)) return DEFAULT_ERROR_MESSAGE;
  if (error.kind === 'aborted' || error.kind === 'network') return null;
  if (error.isStaffReadOnlyRefusal) return i18n.t('acting.readOnlyRefused');
  return error.message;
}
