import { useMutation, useQueryClient } from '@tanstack/react-query';
import { normalizeKeyword } from '@ads/domain';
import { api, callOptions, unwrap, unwrapWithVersion } from '@/lib/api/client';
import { campaignKeys } from './keys';

/** Add a search term as a keyword (EXACT, the campaign's max CPC) or as a negative keyword (EXACT). */
export type SearchTermTarget = 'keyword' | 'negative';

/**
 * Adds one search term to a campaign's keywords or negative keywords (docs/search-placements.md "API"):
 * GET /campaigns/{id}/keywords for both lists and their version, then PATCH /campaigns/{id}/keywords with
 * the changed list only and `If-Match` (412 when someone changed the lists meanwhile). A term already in the
 * list as EXACT (same normalised text, domain `normalizeKeyword`) is left as it is.
 * @returns whether the list changed.
 */
export async function addSearchTermKeyword(campaignId: string, term: string, target: SearchTermTarget): Promise<boolean> {
  const path = { params: { path: { id: campaignId } } };
  // Its own dedupe id: the keywords panel's query of the same path may be in flight (docs/requirements.md §7.2).
  const read = callOptions({ dedupeId: `add-term:keywords:${campaignId}` });
  const { data, version } = await unwrapWithVersion(api.GET('/api/campaigns/{id}/keywords', { ...path, ...read }));
  const normalized = normalizeKeyword(term);
  const list = target === 'keyword' ? data.keywords : data.negativeKeywords;
  if (list.some((k) => k.normalized === normalized && k.matchType === 'EXACT')) return false;
  const body =
    target === 'keyword'
      ? {
          keywords: [
            ...data.keywords.map((k) => ({ text: k.text, matchType: k.matchType, bid: k.bid })),
            { text: term, matchType: 'EXACT' as const, bid: null },
          ],
        }
      : {
          negativeKeywords: [
            ...data.negativeKeywords.map((k) => ({ text: k.text, matchType: k.matchType })),
            { text: term, matchType: 'EXACT' as const },
          ],
        };
  await unwrap(api.PATCH('/api/campaigns/{id}/keywords', { ...path, body, ...callOptions({ version }) }));
  return true;
}

/** The mutation of {@link addSearchTermKeyword}; refreshes the campaign afterwards. Errors go to the toast facade. */
export function useAddSearchTermKeyword(accountId: string, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ term, target }: { term: string; target: SearchTermTarget }) => addSearchTermKeyword(campaignId, term, target),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.detail(accountId, campaignId) }),
  });
}
