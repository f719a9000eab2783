import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import { campaignKeys, draftKeys } from './keys';

export type KeywordSuggestions = ResponseBody<'/api/campaigns/{id}/keyword-suggestions'>;

/**
 * GET /campaigns/{id}/keyword-suggestions or /campaign-drafts/{id}/keyword-suggestions — phrases from the products'
 * names, brands and categories with how many products hold them (docs/search-placements.md "Suggestions"). Silent on
 * failure: a hint, not a requirement.
 */
export const keywordSuggestionsQueryOptions = (accountId: string, owner: 'campaign' | 'draft', id: string) =>
  queryOptions({
    queryKey: [
      ...(owner === 'campaign' ? campaignKeys.detail(accountId, id) : draftKeys.detail(accountId, id)),
      'keyword-suggestions',
    ] as const,
    queryFn: ({ signal }): Promise<KeywordSuggestions> =>
      owner === 'campaign'
        ? unwrap(api.GET('/api/campaigns/{id}/keyword-suggestions', { params: { path: { id } }, signal }))
        : unwrap(api.GET('/api/campaign-drafts/{id}/keyword-suggestions', { params: { path: { id } }, signal })),
    meta: { silentErrors: true },
  });

/** The suggestions of a saved draft or a campaign (none before the draft is first saved). */
export function useKeywordSuggestions(accountId: string, owner: 'campaign' | 'draft', id: string | null) {
  const query = useQuery({ ...keywordSuggestionsQueryOptions(accountId, owner, id ?? ''), enabled: id !== null });
  return query.data?.suggestions;
}
