import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, downloadFile, saveFile, unwrap } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';

export type HistoryPage = ResponseBody<'/api/accounts/{id}/history'>;
export type HistoryEntry = HistoryPage['content'][number];

/** Whose history: one campaign's (the current account's) or the whole account's. */
export type HistoryOwner = { kind: 'campaign'; id: string } | { kind: 'account'; id: string };

export const historyKeys = {
  all: ['history'] as const,
  page: (owner: HistoryOwner, page: number, size: number) => [...historyKeys.all, owner.kind, owner.id, page, size] as const,
};

/** GET /campaigns/{id}/history or /accounts/{id}/history — newest first. */
export const historyQueryOptions = (owner: HistoryOwner, page: number, size: number) =>
  queryOptions({
    queryKey: historyKeys.page(owner, page, size),
    queryFn: ({ signal }) =>
      unwrap(
        owner.kind === 'campaign'
          ? api.GET('/api/campaigns/{id}/history', { params: { path: { id: owner.id }, query: { page, size } }, signal })
          : api.GET('/api/accounts/{id}/history', { params: { path: { id: owner.id }, query: { page, size } }, signal }),
      ),
    placeholderData: keepPreviousData,
  });

export const useHistory = (owner: HistoryOwner, page: number, size: number) => useQuery(historyQueryOptions(owner, page, size));

/** Downloads the history as CSV (`<kind>-<id>-history.csv`). @throws ApiError as the shared download helper does. */
export async function exportHistoryCsv(owner: HistoryOwner): Promise<void> {
  const path = owner.kind === 'campaign' ? (`/api/campaigns/${owner.id}/history.csv` as const) : (`/api/accounts/${owner.id}/history.csv` as const);
  const blob = await downloadFile(path, { accept: 'text/csv', withAccount: owner.kind === 'campaign' });
  saveFile(blob, `${owner.kind}-${owner.id}-history.csv`);
}
