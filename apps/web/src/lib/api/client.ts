import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './schema';
import { errorFromResponse, errorFromThrown } from './errors';

/**
 * The one API client (STYLE.md, Supabase Studio): openapi-fetch over the generated `paths`, with a
 * middleware that sets the headers of spec §7 on every call:
 * - `Authorization: Bearer <token>` — the token provider refreshes it first (keycloak `updateToken(5)`,
 *   logging out when that fails, spec §4);
 * - `Accept: application/json`;
 * - `account-id` of the selected account, when one is selected.
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

export const headersMiddleware: Middleware = {
  async onRequest({ request }) {
    const token = await tokenProvider();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    if (!request.headers.has('Accept')) request.headers.set('Accept', 'application/json');
    if (accountId && !request.headers.has(ACCOUNT_HEADER)) request.headers.set(ACCOUNT_HEADER, accountId);
    return request;
  },
};

const baseUrl = import.meta.env.VITE_API_ORIGIN ?? (typeof window === 'undefined' ? '' : window.location.origin);

export const api = createClient<paths>({
  baseUrl,
  // Looked up per call (not captured once), so tests and tools can replace globalThis.fetch.
  fetch: (request) => globalThis.fetch(request),
  // spec §7: list filters (brandCodes, seasonCodes, categoryCodes) travel as comma lists.
  querySerializer: { array: { style: 'form', explode: false } },
});
api.use(headersMiddleware);

interface FetchResult<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

/**
 * Awaits an openapi-fetch call and returns its data, or throws an ApiError (spec §8 mapping) that the
 * QueryClient's error handler turns into one toast.
 * @throws ApiError for error responses, aborted requests and failed fetches.
 */
export async function unwrap<D>(pending: Promise<FetchResult<D>>): Promise<D> {
  return (await unwrapWithVersion(pending)).data;
}

/**
 * Like {@link unwrap}, plus the resource version from the `ETag` response header (spec §7 "Result:
 * data, error, and the version from the etag"), used later as `If-Match`.
 */
export async function unwrapWithVersion<D>(pending: Promise<FetchResult<D>>): Promise<{ data: D; version: string | null }> {
  let result: FetchResult<D>;
  try {
    result = await pending;
  } catch (thrown) {
    throw errorFromThrown(thrown);
  }
  if (!result.response.ok || result.error !== undefined) throw errorFromResponse(result.response, result.error);
  const etag = result.response.headers.get('ETag');
  return { data: result.data as D, version: etag ? etag.replace(/^W\//, '').replace(/"/g, '') : null };
}
