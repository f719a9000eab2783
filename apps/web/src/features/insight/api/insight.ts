import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';

export type CampaignInsight = ResponseBody<'/api/campaigns/{id}/insight'>;
export type BidSimulation = ResponseBody<'/api/campaigns/{id}/bid-simulation'>;
export type LossReason = keyof CampaignInsight['totals']['lost'];

export const insightKeys = {
  all: ['insight'] as const,
  campaign: (accountId: string, id: string) => [...insightKeys.all, accountId, id] as const,
  simulation: (accountId: string, id: string, bids: readonly number[]) => [...insightKeys.campaign(accountId, id), 'simulation', ...bids] as const,
};

/** GET /campaigns/{id}/insight — the last 7 days (the server's default range). */
export const insightQueryOptions = (accountId: string, id: string) =>
  queryOptions({
    queryKey: insightKeys.campaign(accountId, id),
    queryFn: ({ signal }) => unwrap(api.GET('/api/campaigns/{id}/insight', { params: { path: { id } }, signal })),
  });

export const useCampaignInsight = (accountId: string, id: string) => useQuery(insightQueryOptions(accountId, id));

/**
 * GET /campaigns/{id}/bid-simulation at `bids` (grosze; empty = the server's default bids around the current
 * max CPC). Silent on failure: a hint next to a field, not a requirement.
 */
export const useBidSimulation = (accountId: string, id: string, bids: readonly number[]) =>
  useQuery({
    queryKey: insightKeys.simulation(accountId, id, bids),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/campaigns/{id}/bid-simulation', {
          params: { path: { id }, query: bids.length > 0 ? { bids: bids.join(',') } : {} },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    meta: { silentErrors: true },
  });
