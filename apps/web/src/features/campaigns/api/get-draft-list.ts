import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { QueryParams, ResponseBody } from '@/lib/api/types';
import { campaignKeys } from './keys';

export type DraftListPage = ResponseBody<'/api/campaign-views/draft-list'>;
export type DraftListRow = DraftListPage['content'][number];
export type DraftListParams = QueryParams<'/api/campaign-views/draft-list'>;

/** GET /campaign-views/draft-list — one page of the account's drafts (list type DRAFTS). */
export function getDraftList(params: DraftListParams, signal?: AbortSignal): Promise<DraftListPage> {
  return unwrap(api.GET('/api/campaign-views/draft-list', { params: { query: params }, signal }));
}

export const draftListQueryOptions = (accountId: string, params: DraftListParams) =>
  queryOptions({
    queryKey: campaignKeys.list(accountId, 'DRAFTS', params),
    queryFn: ({ signal }) => getDraftList(params, signal),
    placeholderData: keepPreviousData,
  });

export function useDraftList(accountId: string, params: DraftListParams) {
  return useQuery(draftListQueryOptions(accountId, params));
}
