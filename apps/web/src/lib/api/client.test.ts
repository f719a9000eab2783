import { DEFAULT_ERROR_MESSAGE } from '@ads/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetErrorReporting, setReportingSdk } from '../error-reporting/error-reporting';
import { toastStore } from '../toast/toast-store';
import { api, callOptions, defaultDedupeId, downloadFile, setApiAccountId, setTokenProvider, settle, unwrap, unwrapWithVersion } from './client';
import { shouldReport } from './error-handler';
import { errorFromResponse, errorFromThrown } from './errors';

const problem = (body: object, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/problem+json' } });
const ok = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', ...headers } });

const reported = vi.fn();

beforeEach(() => {
  setTokenProvider(async () => 'tkn');
  // Reports go to a counting stand-in for the error service's SDK (lib/error-reporting/sentry.ts is tested on its own).
  setReportingSdk({ capture: (error, extra) => reported({ error, extra }), breadcrumb: () => undefined });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    throw new Error(`unexpected fetch ${String(input)}`);
  });
});

afterEach(() => {
  toastStore.clear();
  setApiAccountId(null);
  reported.mockClear();
  vi.unstubAllGlobals();
  resetErrorReporting();
});

describe('request headers (docs/requirements.md §7)', () => {
  it('sends If-Match with the version and api-version when given', async () => {
    let seen: Request | undefined;
    const fetch = async (req: Request) => {
      seen = req;
      return ok({ id: 'a' }, { ETag: 'W/"7"' });
    };
    const result = await unwrapWithVersion(
      api.GET('/api/accounts/{id}', { params: { path: { id: 'a' } }, fetch, ...callOptions({ version: '6', apiVersion: 2 }) }),
    );
    expect(seen?.headers.get('If-Match')).toBe('"6"');
    expect(seen?.headers.get('api-version')).toBe('2');
    expect(seen?.headers.has('x-ads-dedupe-id')).toBe(false);
    expect(result).toEqual({ data: { id: 'a' }, version: '7' });
  });

  it('omits account-id when no account is selected and never retries', async () => {
    const fetch = vi.fn(async () => problem({ type: 'ValidationException', title: 'x', status: 400 }, 400));
    setApiAccountId(null);
    await expect(unwrap(api.GET('/api/accounts/{id}', { params: { path: { id: 'a' } }, fetch }))).rejects.toMatchObject({ status: 400 });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [req] = fetch.mock.calls[0] as unknown as [Request];
    expect(req.headers.has('account-id')).toBe(false);
  });
});

describe('dedupe (docs/requirements.md §7)', () => {
  it('a repeat call with the same method and path aborts the earlier one in flight', async () => {
    const fetch = (req: Request) =>
      new Promise<Response>((resolve, reject) => {
        if (req.signal.aborted) reject(req.signal.reason as Error);
        req.signal.addEventListener('abort', () => reject(req.signal.reason as Error));
        setTimeout(() => resolve(ok({ id: 'a' })), 20);
      });
    const first = settle(api.GET('/api/accounts/{id}', { params: { path: { id: 'a' } }, fetch }));
    const second = settle(api.GET('/api/accounts/{id}', { params: { path: { id: 'a' } }, fetch }));
    const other = settle(api.GET('/api/accounts/{id}', { params: { path: { id: 'b' } }, fetch }));
    const [r1, r2, r3] = await Promise.all([first, second, other]);
    expect(r1.error?.kind).toBe('aborted');
    expect(r2.data).toEqual({ id: 'a' });
    expect(r3.data).toEqual({ id: 'a' });
    // an aborted call shows nothing and reports nothing
    expect(toastStore.getSnapshot()).toHaveLength(0);
    expect(reported).not.toHaveBeenCalled();
  });

  it('the default id is method and path without the query: a newer page of one list aborts the older one', async () => {
    expect(defaultDedupeId('get', 'https://ads.test/api/products?page=1&size=10')).toBe('GET /api/products');
    expect(defaultDedupeId('POST', 'https://ads.test/api/products')).toBe('POST /api/products');
    const fetch = (req: Request) =>
      new Promise<Response>((resolve, reject) => {
        if (req.signal.aborted) reject(req.signal.reason as Error);
        req.signal.addEventListener('abort', () => reject(req.signal.reason as Error));
        setTimeout(() => resolve(ok({ page: new URL(req.url).searchParams.get('page') })), 20);
      });
    const query = (page: number) => ({ params: { query: { page }, header: { 'account-id': 'a' } }, fetch });
    const first = settle(api.GET('/api/products', query(0)));
    const second = settle(api.GET('/api/products', query(1)));
    const [r1, r2] = await Promise.all([first, second]);
    expect(r1.error?.kind).toBe('aborted');
    expect(r2.data).toEqual({ page: '1' });
  });

  it('an explicit dedupe id groups calls on different paths', async () => {
    const fetch = (req: Request) =>
      new Promise<Response>((resolve, reject) => {
        if (req.signal.aborted) reject(req.signal.reason as Error);
        req.signal.addEventListener('abort', () => reject(req.signal.reason as Error));
        setTimeout(() => resolve(ok({})), 20);
      });
    const a = settle(api.GET('/api/accounts/{id}', { params: { path: { id: 'a' } }, fetch, ...callOptions({ dedupeId: 'account' }) }));
    const b = settle(api.GET('/api/accounts/{id}', { params: { path: { id: 'b' } }, fetch, ...callOptions({ dedupeId: 'account' }) }));
    expect((await a).error?.kind).toBe('aborted');
    expect((await b).error).toBeUndefined();
  });
});

describe('settle: { data, error, version } and the shared error handler (docs/requirements.md §7, §8)', () => {
  it('toasts the catalogue message and reports (R) types', async () => {
    const fetch = async () => problem({ type: 'ValidationException', title: 'Bad', status: 400 }, 400);
    const result = await settle(api.GET('/api/accounts/{id}', { params: { path: { id: 'a' } }, fetch }));
    expect(result.error?.type).toBe('ValidationException');
    expect(result.data).toBeUndefined();
    expect(toastStore.getSnapshot().map((t) => [t.variant, t.message])).toEqual([['ERROR', 'Validation exception occurred']]);
    expect(reported).toHaveBeenCalledTimes(1);
    expect(reported.mock.calls[0]?.[0]).toMatchObject({
      error: { name: 'ApiError', message: 'Validation exception occurred' },
      extra: { kind: 'response', problem: { type: 'ValidationException', exception: 'ValidationException', properties: {} } },
    });
  });

  it('withErrorHandler: false returns the error without a toast or a report', async () => {
    const fetch = async () => problem({ type: 'ValidationException', title: 'Bad', status: 400 }, 400);
    const result = await settle(api.GET('/api/accounts/{id}', { params: { path: { id: 'a' } }, fetch }), { withErrorHandler: false });
    expect(result.error?.message).toBe('Validation exception occurred');
    expect(toastStore.getSnapshot()).toHaveLength(0);
    expect(reported).not.toHaveBeenCalled();
  });

  it('does not report non-(R) catalogue types but shows them', async () => {
    const fetch = async () => problem({ type: 'AccountNameTakenException', title: 'x', status: 409 }, 409);
    await settle(api.GET('/api/accounts/{id}', { params: { path: { id: 'a' } }, fetch }));
    expect(toastStore.getSnapshot()[0]?.message).toBe('The account with this name already exists.');
    expect(reported).not.toHaveBeenCalled();
  });

  it('reports unknown types and shows their detail', async () => {
    const fetch = async () => problem({ type: 'BrandNewException', title: 'x', status: 500, detail: 'Try later.' }, 500);
    await settle(api.GET('/api/accounts/{id}', { params: { path: { id: 'a' } }, fetch }));
    expect(toastStore.getSnapshot()[0]?.message).toBe('Try later.');
    expect(reported).toHaveBeenCalledTimes(1);
  });

  it('a failed fetch shows nothing and is not reported', async () => {
    const fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const result = await settle(api.GET('/api/accounts/{id}', { params: { path: { id: 'a' } }, fetch }));
    expect(result.error?.kind).toBe('network');
    expect(toastStore.getSnapshot()).toHaveLength(0);
    expect(reported).not.toHaveBeenCalled();
  });
});

describe('shouldReport (docs/requirements.md §6, §8)', () => {
  it('never reports a 403, even for (R) types', () => {
    expect(
      shouldReport(errorFromResponse({ status: 403, statusText: '' }, { type: 'ResourceForbiddenException', title: '', status: 403 })),
    ).toBe(false);
    expect(shouldReport(errorFromResponse({ status: 403, statusText: '' }, undefined))).toBe(false);
  });

  it('reports (R) types, untyped bodies, empty bodies and other network errors', () => {
    expect(
      shouldReport(errorFromResponse({ status: 404, statusText: '' }, { type: 'ResourceNotFoundException', title: '', status: 404 })),
    ).toBe(true);
    expect(shouldReport(errorFromResponse({ status: 500, statusText: '' }, { oops: 1 }))).toBe(true);
    expect(shouldReport(errorFromResponse({ status: 502, statusText: '' }, undefined))).toBe(true);
    const other = errorFromThrown(new RangeError('boom'));
    expect(shouldReport(other)).toBe(true);
    expect(other.message).toBe(DEFAULT_ERROR_MESSAGE);
    expect(shouldReport(new Error('not an api error'))).toBe(true);
  });

  it('does not report aborted calls or failed fetches', () => {
    expect(shouldReport(errorFromThrown(new DOMException('x', 'AbortError')))).toBe(false);
    expect(shouldReport(errorFromThrown(new TypeError('Failed to fetch')))).toBe(false);
  });
});

describe('downloadFile (docs/requirements.md §7 file-download variant)', () => {
  it('sends the bearer token, no account-id by default, and returns the body as a Blob', async () => {
    setApiAccountId('acc-1');
    let seen: Headers | undefined;
    let url = '';
    vi.stubGlobal('fetch', async (input: URL, init: RequestInit) => {
      url = String(input);
      seen = new Headers(init.headers);
      return new Response('xlsx-bytes', { status: 200 });
    });
    const blob = await downloadFile('/api/statistics/report', { query: { campaignId: 'c1', dateBegin: '2026-01-01' } });
    expect(await blob.text()).toBe('xlsx-bytes');
    expect(url).toMatch(/\/api\/statistics\/report\?campaignId=c1&dateBegin=2026-01-01$/);
    expect(seen?.get('Authorization')).toBe('Bearer tkn');
    expect(seen?.has('account-id')).toBe(false);
  });

  it('sends account-id when asked, and maps a problem body', async () => {
    setApiAccountId('acc-1');
    let seen: Headers | undefined;
    vi.stubGlobal('fetch', async (_input: URL, init: RequestInit) => {
      seen = new Headers(init.headers);
      return problem({ type: 'ResourceNotFoundException', title: 'x', status: 404 }, 404);
    });
    await expect(downloadFile('/api/statistics/report', { withAccount: true })).rejects.toMatchObject({
      type: 'ResourceNotFoundException',
    });
    expect(seen?.get('account-id')).toBe('acc-1');
  });
});
