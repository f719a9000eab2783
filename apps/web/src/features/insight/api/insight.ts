import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';

export type CampaignInsight = ResponseBody<'/api/campaigns/{id}/insight'>;
export type BidSimulation = ResponseBody<'/api/campaigns/{id}/bid-simulation'>;
export type LossReason = keyof CampaignInsight['totals']['lost'];

export const insightKeys = {
  all: ['insight'] as const,
  campaign: (accountId: string, id: string) => [...insightKeys.all, accountId, id] as const,
  simulation: (accountId: string, id: string, bids: readonly number[], keywordId?: string) =>
    [...insightKeys.campaign(accountId, id), 'simulation', keywordId ?? 'campaign', ...bids] as const,
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
 * max CPC), or with `keywordId` GET /campaigns/{id}/keywords/{keywordId}/bid-simulation (the keyword's bid in search
 * auctions, docs/auction-insight.md "Keyword bids"). Silent on failure: a hint next to a field, not a requirement.
 */
export const useBidSimulation = (accountId: string, id: string, bids: readonly number[], keywordId?: string) =>
  useQuery({
    queryKey: insightKeys.simulation(accountId, id, bids, keywordId),
    queryFn: ({ signal }) => {
      const query = bids.length > 0 ? { bids: bids.join(',') } : {};
      return unwrap<BidSimulation>(
        keywordId === undefined
          ? api.GET('/api/campaigns/{id}/bid-simulation', { params: { path: { id }, query }, signal })
          : api.GET('/api/campaigns/{id}/keywords/{keywordId}/bid-simulation', { params: { path: { id, keywordId }, query }, signal }),
      );
    },
    placeholderData: keepPreviousData,
    meta: { silentErrors: true },
  });
