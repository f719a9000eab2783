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

  /** Name of the error raised on the server (or of the request error when there was no problem body). */
  get exception(): string {
    return this.problem.exception;
  }

  /** The problem's machine-readable extras (e.g. a broken rule's `code` and numbers); `{}` when none. */
  get properties(): Readonly<Record<string, unknown>> {
    return this.problem.properties;
  }
}

function isProblem(body: unknown): body is ProblemDetails {
  return typeof body === 'object' && body !== null && typeof (body as { type?: unknown }).type === 'string';
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** `english` in the UI's language: the text under `key` of lib/i18n (English as is before i18n starts). */
function translated(key: string, english: string): string {
  return i18n.isInitialized ? i18n.t(key as never, { defaultValue: english }) : english;
}

/**
 * The user-facing message for a problem (docs/requirements.md §8), in the UI's language: the catalogue message for a
 * known `type`, with the field-specific detail appended when `field` matches; else `detail` when present, as
 * the server sent it (not translated: docs/conventions.md "The web app"); else the default.
 */
export function problemMessage(problem: Pick<ProblemDetails, 'type' | 'detail' | 'field'>): string {
  if (isCatalogueType(problem.type)) {
    const base = translated(`problems.catalogue.${problem.type}`, ERROR_CATALOGUE[problem.type].message);
    const english = problem.field ? FIELD_DETAILS[problem.type]?.[problem.field] : undefined;
    const extra = english ? translated(`problems.fields.${problem.type}.${problem.field}`, english) : undefined;
    return extra ? `${base}: ${extra}` : base;
  }
  return optionalString(problem.detail) ?? defaultMessage();
}

/** The message for an error without a known type or detail (docs/requirements.md §8), in the UI's language. */
export function defaultMessage(): string {
  return translated('problems.fallback', DEFAULT_ERROR_MESSAGE);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Builds the ApiError of an HTTP error response from its (possibly empty or non-problem) body. A problem
 * keeps every member the server sent; `exception` falls back to `type` and `properties` to `{}` when a
 * body (e.g. from a proxy) lacks them (docs/requirements.md §3.13). `staffMode` is the `acting-as-staff`
 * header the call was sent with, if any.
 */
export function errorFromResponse(
  response: Pick<Response, 'status' | 'statusText'>,
  body: unknown,
  staffMode: StaffActingMode | null = null,
): ApiError {
  if (isProblem(body)) {
    return new ApiError(
      {
        ...body,
        status: typeof body.status === 'number' ? body.status : response.status,
        exception: optionalString(body.exception) ?? body.type,
        properties: isRecord(body.properties) ? body.properties : {},
      },
      'response',
      staffMode,
    );
  }
  const hasBody = body !== undefined && body !== null && body !== '';
  const type = hasBody ? UNKNOWN_RESPONSE_ERROR : REQUEST_ERROR;
  const problem: ProblemDetails = { type, title: response.statusText || type, status: response.status, exception: type, properties: {} };
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
  // docs/requirements.md §3.13: without a response, the request error's name, status and message stand in.
  const problem: ProblemDetails = { type: name, title: message, status: 0, exception: name, properties: {} };
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
  if (!(error instanceof ApiError)) return defaultMessage();
  if (error.kind === 'aborted' || error.kind === 'network') return null;
  if (error.isStaffReadOnlyRefusal) return i18n.t('acting.readOnlyRefused');
  return error.message;
}
