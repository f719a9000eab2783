import createClient, { type Middleware } from 'openapi-fetch';
import { addBreadcrumb } from '../error-reporting/error-reporting';
import type { paths } from './schema';
import type { ApiError } from './errors';
import { errorFromResponse, errorFromThrown } from './errors';
import { notifyError } from './error-handler';
import { STAFF_MODE_HEADER, staffModeFor, type StaffActingMode } from './staff-acting';

/**
 * The one API client (docs/conventions.md, Supabase Studio): openapi-fetch over the generated `paths`, with a
 * middleware that applies docs/requirements.md §7 to every call:
 * - `Authorization: Bearer <token>` — the token provider refreshes it first (keycloak `updateToken(5)`,
 *   logging out when that fails, docs/requirements.md §4);
 * - `Accept: application/json` unless the call set its own;
 * - `account-id` of the selected account, when one is selected, and `acting-as-staff` when staff act
 *   on that account (staff-acting.ts);
 * - `If-Match` / `api-version` when the call gives a version / API version ({@link callOptions});
 * - a repeat call with the same dedupe id aborts the earlier one still in flight (default id:
 *   method + path, without the query — {@link defaultDedupeId}; calls that must run side by side on
 *   one path, like the statistics variants of one page, give their own id);
 * - every call is recorded as an error-reporting breadcrumb (docs/requirements.md §8).
 * No retries anywhere (docs/requirements.md §7): openapi-fetch does not retry and the QueryClient is set to 0.
 * Paths in the OpenAPI document already carry the `/api` base path, so `baseUrl` is the server origin.
 */
export type TokenProvider = () => Promise<string | undefined>;

let tokenProvider: TokenProvider = async () => undefined;
let accountId: string | null = null;

/** Registers how the client obtains a fresh access token (done once by the auth provider). */
export function setTokenProvider(provider: TokenProvider): void {
  tokenProvider = provider;
}

/** Selects the advertiser account sent as `account-id` (null: none selected). */
export function setApiAccountId(id: string | null): void {
  accountId = id;
}

export function getApiAccountId(): string | null {
  return accountId;
}

export const ACCOUNT_HEADER = 'account-id';
/** Internal header carrying a call's dedupe id to the middleware; never sent. */
const DEDUPE_HEADER = 'x-ads-dedupe-id';

/** Per-call options of docs/requirements.md §7. */
export interface CallOptions {
  /** Resource version (from a previous ETag) sent as `If-Match` for optimistic concurrency. */
  version?: string | null;
  /** Sent as `api-version` (e.g. 2 for the inventory endpoints). */
  apiVersion?: string | number;
  /** Calls sharing this id abort each other (latest wins). Default: method + path, without the query. */
  dedupeId?: string;
}

/** The `headers` init of an openapi-fetch call carrying {@link CallOptions}. */
export function callOptions({ version, apiVersion, dedupeId }: CallOptions): { headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  if (version) headers['If-Match'] = `"${version}"`;
  if (apiVersion !== undefined) headers['api-version'] = String(apiVersion);
  if (dedupeId) headers[DEDUPE_HEADER] = dedupeId;
  return { headers };
}

/**
 * The dedupe id of a call that sets none (docs/requirements.md §7.2 "default derived from method and path"):
 * `"<METHOD> <path>"`, the query left out, so a newer page or filter of one list aborts the older one.
 */
export function defaultDedupeId(method: string, url: string): string {
  return `${method.toUpperCase()} ${new URL(url, 'http://localhost').pathname}`;
}

const inFlight = new Map<string, AbortController>();
/** The `acting-as-staff` mode each response's request was sent with (read by {@link settleQuietly}). */
const staffModeOfResponse = new WeakMap<Response, StaffActingMode>();
const ownController = new WeakMap<Request, { id: string; controller: AbortController }>();

/** Takes the dedupe slot `id` for a new call, aborting the call that held it. */
function claimDedupeSlot(id: string): AbortController {
  inFlight.get(id)?.abort(new DOMException(`Superseded by a newer call (${id})`, 'AbortError'));
  const controller = new AbortController();
  inFlight.set(id, controller);
  return controller;
}

function releaseDedupeSlot(request: Request): void {
  const own = ownController.get(request);
  if (own && inFlight.get(own.id) === own.controller) inFlight.delete(own.id);
}

async function authHeaders(headers: Headers, withAccount: boolean): Promise<void> {
  const token = await tokenProvider();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (withAccount && accountId && !headers.has(ACCOUNT_HEADER)) headers.set(ACCOUNT_HEADER, accountId);
  // Staff acting on this account: every call for it says so (staff-acting.ts).
  const staffMode = staffModeFor(headers.get(ACCOUNT_HEADER));
  if (staffMode && !headers.has(STAFF_MODE_HEADER)) headers.set(STAFF_MODE_HEADER, staffMode);
}

export const headersMiddleware: Middleware = {
  async onRequest({ request }) {
    await authHeaders(request.headers, true);
    const id = request.headers.get(DEDUPE_HEADER) ?? defaultDedupeId(request.method, request.url);
    request.headers.delete(DEDUPE_HEADER);
    const controller = claimDedupeSlot(id);
    const next = new Request(request, { signal: AbortSignal.any([request.signal, controller.signal]) });
    ownController.set(next, { id, controller });
    return next;
  },
  onResponse({ request, response }) {
    releaseDedupeSlot(request);
    const mode = request.headers.get(STAFF_MODE_HEADER);
    if (mode === 'read' || mode === 'edit') staffModeOfResponse.set(response, mode);
    const url = new URL(request.url);
    addBreadcrumb({ category: 'http', message: `${request.method} ${url.pathname}`, data: { status: response.status } });
    return undefined;
  },
  onError({ request, error }) {
    releaseDedupeSlot(request);
    const url = new URL(request.url);
    addBreadcrumb({ category: 'http', message: `${request.method} ${url.pathname}`, data: { error: String(error) } });
    return undefined;
  },
};

export const apiBaseUrl = import.meta.env.VITE_API_ORIGIN ?? (typeof window === 'undefined' ? '' : window.location.origin);

/** Typed by the generated OpenAPI `paths` (schema.d.ts; `npm run openapi` regenerates it). */
export const api = createClient<paths>({
  baseUrl: apiBaseUrl,
  // Looked up per call (not captured once), so tests and tools can replace globalThis.fetch.
  fetch: (request) => globalThis.fetch(request),
  // docs/requirements.md §7: list filters (brandCodes, seasonCodes, categoryCodes) travel as comma lists.
  querySerializer: { array: { style: 'form', explode: false } },
});
api.use(headersMiddleware);

interface FetchResult<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

/** docs/requirements.md §7 result of a call: data, error and the version from the `ETag` response header. */
export interface ApiResult<D> {
  data: D | undefined;
  error: ApiError | undefined;
  version: string | null;
}

/** The version carried by an `ETag` header (weak prefix and quotes removed), or null. */
export function versionOf(response: Pick<Response, 'headers'>): string | null {
  const etag = response.headers.get('ETag');
  return etag ? etag.replace(/^W\//, '').replace(/"/g, '') : null;
}

async function settleQuietly<D>(pending: Promise<FetchResult<D>>): Promise<ApiResult<D>> {
  let result: FetchResult<D>;
  try {
    result = await pending;
  } catch (thrown) {
    return { data: undefined, error: errorFromThrown(thrown), version: null };
  }
  if (!result.response.ok || result.error !== undefined) {
    const error = errorFromResponse(result.response, result.error, staffModeOfResponse.get(result.response) ?? null);
    return { data: undefined, error, version: null };
  }
  return { data: result.data, error: undefined, version: versionOf(result.response) };
}

/**
 * Awaits an openapi-fetch call and returns docs/requirements.md §7's `{ data, error, version }` without throwing.
 * The error goes through the shared handler (toast, reporting) unless `withErrorHandler` is false.
 * For TanStack Query use {@link unwrap} instead: its caches run the same handler.
 */
export async function settle<D>(
  pending: Promise<FetchResult<D>>,
  { withErrorHandler = true }: { withErrorHandler?: boolean } = {},
): Promise<ApiResult<D>> {
  const result = await settleQuietly(pending);
  if (result.error && withErrorHandler) notifyError(result.error);
  return result;
}

/**
 * Awaits an openapi-fetch call and returns its data, or throws an ApiError (docs/requirements.md §8 mapping) that the
 * QueryClient's error handler turns into one toast.
 * @throws ApiError for error responses, aborted requests and failed fetches.
 */
export async function unwrap<D>(pending: Promise<FetchResult<D>>): Promise<D> {
  return (await unwrapWithVersion(pending)).data;
}

/**
 * Like {@link unwrap}, plus the resource version from the `ETag` response header (docs/requirements.md §7 "Result:
 * data, error, and the version from the etag"), used later as `If-Match`.
 */
export async function unwrapWithVersion<D>(pending: Promise<FetchResult<D>>): Promise<{ data: D; version: string | null }> {
  const { data, error, version } = await settleQuietly(pending);
  if (error) throw error;
  return { data: data as D, version };
}

export interface DownloadOptions {
  /** Query parameters; arrays travel as comma lists like the JSON calls. */
  query?: Record<string, string | number | readonly (string | number)[] | undefined>;
  /** Send the `account-id` header (docs/requirements.md §7 says the download variant has none; our server needs it for reports). */
  withAccount?: boolean;
  accept?: string;
  signal?: AbortSignal;
}

/**
 * The file-download GET variant of docs/requirements.md §7 (e.g. the XLSX report, `GET /api/statistics/report`):
 * same bearer token, no `account-id` unless `withAccount`, the body as a Blob. No dedupe: a second
 * download is a second file.
 * @throws ApiError (docs/requirements.md §8 mapping; a problem+json error body is read for its `type`).
 */
export async function downloadFile(path: `/api/${string}`, options: DownloadOptions = {}): Promise<Blob> {
  const url = new URL(path, apiBaseUrl || window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value === undefined) continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const headers = new Headers({ Accept: options.accept ?? '*/*' });
  let response: Response;
  try {
    await authHeaders(headers, options.withAccount ?? false);
    response = await globalThis.fetch(url, { headers, ...(options.signal ? { signal: options.signal } : {}) });
  } catch (thrown) {
    throw errorFromThrown(thrown);
  }
  addBreadcrumb({ category: 'http', message: `GET ${url.pathname}`, data: { status: response.status } });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let body: unknown = text === '' ? undefined : text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: kept as text, typed 'Unknown response error' by errorFromResponse
    }
    throw errorFromResponse(response, body);
  }
  return response.blob();
}

/** Saves `blob` locally under `fileName` (docs/requirements.md §7 "a binary file saved locally under a given name"). */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/**
 * Multipart upload with progress (docs/requirements.md §7 "multipart files", e.g. POST /api/marops/content/media):
 * XMLHttpRequest because fetch reports no upload progress. Files travel in the field `files`.
 * @param onProgress fraction sent, 0..1.
 * @throws ApiError (docs/requirements.md §8 mapping) for an error response or a failed request.
 */
export async function uploadFiles<D>(path: `/api/${string}`, files: readonly File[], onProgress: (fraction: number) => void): Promise<D> {
  const headers = new Headers({ Accept: 'application/json' });
  await authHeaders(headers, false);
  const form = new FormData();
  for (const f of files) form.append('files', f, f.name);
  return new Promise<D>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', new URL(path, apiBaseUrl || window.location.origin));
    headers.forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(errorFromThrown(new TypeError('Failed to fetch')));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = xhr.responseText;
      }
      addBreadcrumb({ category: 'http', message: `POST ${path}`, data: { status: xhr.status } });
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as D);
      else reject(errorFromResponse({ status: xhr.status, statusText: xhr.statusText }, body));
    };
    xhr.send(form);
  });
}
