import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { QueryParams, ResponseBody } from '@/lib/api/types';
import { campaignKeys } from './keys';

/** List kinds of docs/requirements.md §3 ("list kinds ACTIVE, ARCHIVES (mapped to ARCHIVED), DRAFTS (mapped to DRAFT)"). */
export type CampaignListKind = 'ACTIVE' | 'ARCHIVES' | 'DRAFTS';

export type CampaignListPage = ResponseBody<'/api/campaign-views/active-list'>;
export type CampaignListRow = CampaignListPage['content'][number];
export type CampaignListParams = QueryParams<'/api/campaign-views/active-list'>;

const PATHS = {
  ACTIVE: '/api/campaign-views/active-list',
  ARCHIVES: '/api/campaign-views/archived-list',
} as const;

/**
 * GET /campaign-views/active-list or /archived-list — one page of the account's campaigns with their
 * statistics for dateBegin..dateEnd (Warsaw days; the server's default range when absent).
 */
export function getCampaignList(kind: keyof typeof PATHS, params: CampaignListParams, signal?: AbortSignal): Promise<CampaignListPage> {
  return unwrap(api.GET(PATHS[kind], { params: { query: params }, signal }));
}

export const campaignListQueryOptions = (accountId: string, kind: keyof typeof PATHS, params: CampaignListParams) =>
  queryOptions({
    queryKey: campaignKeys.list(accountId, kind, params),
    queryFn: ({ signal }) => getCampaignList(kind, params, signal),
    placeholderData: keepPreviousData,
  });

export function useCampaignList(accountId: string, kind: keyof typeof PATHS, params: CampaignListParams) {
  return useQuery(campaignListQueryOptions(accountId, kind, params));
}
