import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, downloadFile, saveFile, unwrap } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import type { AuditLogFilter, AuditSearchBody } from '../audit-log-params';

export type AuditLogPage = ResponseBody<'/api/marops/search-audit-log', 'post'>;
export type AuditLogEntry = AuditLogPage['content'][number];

export const auditLogKeys = {
  all: ['staff', 'audit-log'] as const,
  search: (body: AuditSearchBody) => [...auditLogKeys.all, body] as const,
};

/** POST /marops/search-audit-log — one page of matching entries, newest first (staff only). */
export const auditLogQueryOptions = (body: AuditSearchBody) =>
  queryOptions({
    queryKey: auditLogKeys.search(body),
    queryFn: ({ signal }) => unwrap(api.POST('/api/marops/search-audit-log', { body, signal })),
    placeholderData: keepPreviousData,
  });

export function useAuditLogSearch(body: AuditSearchBody) {
  return useQuery(auditLogQueryOptions(body));
}

/**
 * GET /marops/audit-log.csv with the same filters; saves the CSV as `audit-log-<day>.csv`
 * (the server caps it at 50,000 newest entries).
 * @throws ApiError as the shared download helper does.
 */
export async function exportAuditLogCsv(filter: AuditLogFilter, day: string): Promise<void> {
  const query = Object.fromEntries(Object.entries(filter).map(([k, v]) => [k, v === undefined ? undefined : String(v)]));
  const blob = await downloadFile('/api/marops/audit-log.csv', { query, accept: 'text/csv' });
  saveFile(blob, `audit-log-${day}.csv`);
}
