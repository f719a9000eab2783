import type { RequestBody } from '@/lib/api/types';

/** Body of POST /marops/search-audit-log (generated from the server's schema). */
export type AuditSearchBody = RequestBody<'/api/marops/search-audit-log', 'post'>;
/** The filters alone (no paging): the same as the CSV export's query. */
export type AuditLogFilter = Omit<AuditSearchBody, 'page' | 'size'>;
export type AuditMethod = NonNullable<AuditSearchBody['method']>;

export const AUDIT_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'GET', 'HEAD'] as const satisfies readonly AuditMethod[];
export const AUDIT_PAGE_SIZES = [20, 50, 100];
const DEFAULT_SIZE = 20;

/**
 * `UUID_PATTERN` of @ads/domain (packages/domain/src/ids.ts), restated: importing it here as well as in
 * app/routes/route-validity.ts (the app shell) would make the bundler emit it as one more chunk that
 * the first load of every screen waits for.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** URL parameters holding the filters; named as the API's fields. */
export const FILTER_KEYS = ['accountId', 'urlContains', 'from', 'to', 'actorEmail', 'method', 'actingAsStaff'] as const;

export interface AuditLogParams {
  filter: AuditLogFilter;
  page: number;
  size: number;
}

/**
 * Reads the audit log screen's state from the URL: the filters (API field names; a malformed value
 * is dropped, so a hand-edited URL never becomes a 400), `page` from 0 and `size`. Pure.
 */
export function readAuditLogParams(params: URLSearchParams): AuditLogParams {
  const get = (key: string) => (params.get(key) ?? '').trim();
  const filter: AuditLogFilter = {};
  if (UUID.test(get('accountId'))) filter.accountId = get('accountId').toLowerCase();
  if (get('urlContains')) filter.urlContains = get('urlContains').slice(0, 200);
  if (DAY.test(get('from'))) filter.from = get('from');
  if (DAY.test(get('to'))) filter.to = get('to');
  if (filter.from && filter.to && filter.to < filter.from) delete filter.to;
  if (get('actorEmail')) filter.actorEmail = get('actorEmail').slice(0, 320);
  const method = AUDIT_METHODS.find((m) => m === get('method'));
  if (method) filter.method = method;
  if (get('actingAsStaff') === 'true' || get('actingAsStaff') === 'false') filter.actingAsStaff = get('actingAsStaff') === 'true';
  const page = Number(params.get('page') ?? 0);
  const size = Number(params.get('size') ?? DEFAULT_SIZE);
  return { filter, page: Number.isInteger(page) && page >= 0 ? page : 0, size: AUDIT_PAGE_SIZES.includes(size) ? size : DEFAULT_SIZE };
}

/** The URL with `filter` in place of the current filters, back on the first page. Pure. */
export function withAuditLogFilter(params: URLSearchParams, filter: AuditLogFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  next.delete('page');
  return next;
}
