import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrapWithVersion } from '@/lib/api/client';
import type { RequestBody, ResponseBody } from '@/lib/api/types';
import { campaignKeys } from './keys';

export type KeywordLists = ResponseBody<'/api/campaigns/{id}/keywords'>;
export type KeywordsPatch = RequestBody<'/api/campaigns/{id}/keywords', 'patch'>;

const keyOf = (accountId: string, id: string) => [...campaignKeys.detail(accountId, id), 'keywords'] as const;

/** GET /campaigns/{id}/keywords with the campaign's version (the `ETag`), for the keyword edit's `If-Match`. */
export const campaignKeywordsQueryOptions = (accountId: string, id: string) =>
  queryOptions({
    queryKey: keyOf(accountId, id),
    queryFn: ({ signal }) => unwrapWithVersion(api.GET('/api/campaigns/{id}/keywords', { params: { path: { id } }, signal })),
    // The version read is the one the edit is based on: never refetch under it.
    staleTime: Infinity,
    gcTime: 0,
  });

export function useCampaignKeywords(accountId: string, id: string) {
  return useQuery(campaignKeywordsQueryOptions(accountId, id));
}

/**
 * PATCH /campaigns/{id}/keywords with `If-Match: "<version>"` (docs/search-placements.md "API"): each list sent
 * replaces the stored one. A stale version answers 412 ResourceOptimisticLockException (the toast shows it);
 * ValidationException with field KEYWORDS / NEGATIVE_KEYWORDS for a broken keyword rule.
 */
export function useSaveCampaignKeywords(accountId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, body }: { version: string; body: KeywordsPatch }) =>
      unwrapWithVersion(
        api.PATCH('/api/campaigns/{id}/keywords', { params: { path: { id } }, body, headers: { 'If-Match': `"${version}"` } }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(keyOf(accountId, id), saved);
      // The campaign's version went up: the overview and the edit form's If-Match read it afresh.
      void queryClient.invalidateQueries({ queryKey: campaignKeys.detail(accountId, id), exact: true });
      void queryClient.invalidateQueries({ queryKey: [...campaignKeys.detail(accountId, id), 'versioned'], exact: true });
    },
  });
}
