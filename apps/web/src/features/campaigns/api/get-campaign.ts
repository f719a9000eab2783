import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { campaignKeys } from './keys';

export type Campaign = ResponseBody<'/api/campaigns/{id}'>;

/** GET /campaigns/{id} — one campaign with its display state, budgets and spend. */
export function getCampaign(id: string, signal?: AbortSignal): Promise<Campaign> {
  return unwrap(api.GET('/api/campaigns/{id}', { params: { path: { id } }, signal }));
}

export const campaignQueryOptions = (accountId: string, id: string) =>
  queryOptions({ queryKey: campaignKeys.detail(accountId, id), queryFn: ({ signal }) => getCampaign(id, signal) });

export function useCampaign(accountId: string, id: string) {
  return useQuery(campaignQueryOptions(accountId, id));
}
