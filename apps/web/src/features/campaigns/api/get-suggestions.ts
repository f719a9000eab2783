import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { campaignKeys, draftKeys } from './keys';

export type BidSuggestion = ResponseBody<'/api/campaigns/{id}/suggestions'>;

/**
 * GET /campaigns/{id}/suggestions or /campaign-drafts/{id}/suggestions — max CPC suggestion from recent
 * winning prices in the products' categories (grosze). Silent on failure: a hint, not a requirement.
 */
export const suggestionsQueryOptions = (accountId: string, owner: 'campaign' | 'draft', id: string) =>
  queryOptions({
    queryKey: [...(owner === 'campaign' ? campaignKeys.detail(accountId, id) : draftKeys.detail(accountId, id)), 'suggestions'] as const,
    queryFn: ({ signal }): Promise<BidSuggestion> =>
      owner === 'campaign'
        ? unwrap(api.GET('/api/campaigns/{id}/suggestions', { params: { path: { id } }, signal }))
        : unwrap(api.GET('/api/campaign-drafts/{id}/suggestions', { params: { path: { id } }, signal })),
    meta: { silentErrors: true },
  });

export function useBidSuggestion(accountId: string, owner: 'campaign' | 'draft', id: string | null) {
  return useQuery({ ...suggestionsQueryOptions(accountId, owner, id ?? ''), enabled: id !== null });
}
