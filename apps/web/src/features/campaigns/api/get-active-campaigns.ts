import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { QueryParams, ResponseBody } from '@/lib/api/types';
import { campaignKeys } from './keys';

export type ActiveCampaignsPage = ResponseBody<'/api/campaign-views/active-list'>;
export type ActiveCampaign = ActiveCampaignsPage['content'][number];
type ListParams = Required<Pick<QueryParams<'/api/campaign-views/active-list'>, 'page' | 'size'>>;

/** GET /campaign-views/active-list — the account's active campaigns with their statistics. */
export function getActiveCampaigns(params: ListParams, signal?: AbortSignal): Promise<ActiveCampaignsPage> {
  return unwrap(api.GET('/api/campaign-views/active-list', { params: { query: params }, signal }));
}

export const activeCampaignsQueryOptions = (accountId: string, params: ListParams) =>
  queryOptions({
    queryKey: campaignKeys.activeList(accountId, params),
    queryFn: ({ signal }) => getActiveCampaigns(params, signal),
    placeholderData: keepPreviousData,
  });

export function useActiveCampaigns(accountId: string, params: ListParams) {
  return useQuery(activeCampaignsQueryOptions(accountId, params));
}
